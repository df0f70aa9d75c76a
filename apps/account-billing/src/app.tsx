import { Spinner } from '@app/ui';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';

// Each screen is its own chunk, so /profile does not download the others; the guard and the
// chrome (Radix menus, the sidebar) are one more, so the initial download stays small.
const SignedInLayout = lazy(() => import('./routes/signed-in'));
const ProfileRoute = lazy(() => import('./routes/profile'));
const SettingsRoute = lazy(() => import('./routes/settings'));
const UsageRoute = lazy(() => import('./routes/usage'));
const BillingRoute = lazy(() => import('./routes/billing'));
const PaymentRoute = lazy(() => import('./routes/payment'));
const NotFoundRoute = lazy(() => import('./routes/not-found'));

// While the layout chunk loads: centred, as the shell's own boot spinner.
const loading = (
  <div style={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
    <Spinner size="lg" />
  </div>
);

/** The account-billing app's routes: /profile, /settings, /usage, /billing, /payment. */
export function App() {
  return (
    <BrowserRouter>
      <Suspense fallback={loading}>
        <Routes>
          <Route element={<SignedInLayout />}>
            <Route path="/profile" element={<ProfileRoute />} />
            <Route path="/settings" element={<SettingsRoute />} />
            <Route path="/usage" element={<UsageRoute />} />
            <Route path="/billing" element={<BillingRoute />} />
            <Route path="/payment" element={<PaymentRoute />} />
          </Route>
          <Route path="*" element={<NotFoundRoute />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}

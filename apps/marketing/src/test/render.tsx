import type { AuthActions } from '@app/shell';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { AuthModalProvider } from '../features/auth-modal/auth-modal-provider';

/** Shows the router's current location, so tests can read what the app wrote into the URL. */
function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  return <span hidden data-testid="location">{`${pathname}${search}${hash}`}</span>;
}

/** Renders `ui` inside a memory router at `route` and the account modals' provider. */
export function renderSite(
  ui: ReactElement,
  { route = '/', actions }: { route?: string; actions?: AuthActions } = {},
): RenderResult {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <AuthModalProvider actions={actions}>
        {ui}
        <LocationProbe />
      </AuthModalProvider>
    </MemoryRouter>,
  );
}

import { SignedInLayout } from '@app/shell';
import { Spinner } from '@app/ui';
import { useLocation } from 'react-router';
import { HomeView } from '../features/home/home-view';

/**
 * What fills the chrome while the session loads: /home's own view with its projects still
 * loading (its greeting, agent cards and carousel placeholders are the first paint), a spinner
 * elsewhere.
 */
function Skeleton() {
  const { pathname } = useLocation();
  if (pathname === '/home') return <HomeView userName={undefined} projects={undefined} total={0} isLoading />;
  return <Spinner size="lg" />;
}

/** The guard and the chrome in their own chunk, so the first download holds only the providers and the router. */
export default function SignedIn() {
  return <SignedInLayout skeleton={<Skeleton />} />;
}

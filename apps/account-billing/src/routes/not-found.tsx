import { NotFound } from '@app/ui';

/** Any path this app does not own (the one-origin server never sends one here; dev servers do). */
export default function NotFoundRoute() {
  return <NotFound />;
}

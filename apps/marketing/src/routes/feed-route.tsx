import { AppChrome, RequireAuth } from '@app/shell';
import { FeedPage } from '../features/pages/feed-page';

/** `/feed` is a signed-in screen: the guard, then the signed-in chrome around the placeholder. */
export default function FeedRoute() {
  return (
    <RequireAuth>
      <AppChrome>
        <FeedPage />
      </AppChrome>
    </RequireAuth>
  );
}

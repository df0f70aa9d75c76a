import { AppChrome, QueryProvider, RequireAuth } from '@app/shell';
import { FeedPage } from '../features/pages/feed-page';

/**
 * `/feed` is a signed-in screen: the guard, then the signed-in chrome around the placeholder. The
 * chrome lists recent items from the API, so the data client starts here, not on the public pages.
 */
export default function FeedRoute() {
  return (
    <QueryProvider>
      <RequireAuth>
        <AppChrome>
          <FeedPage />
        </AppChrome>
      </RequireAuth>
    </QueryProvider>
  );
}

import { AppChrome, QueryProvider, RequireAuth } from '@app/shell';
import { MarkInteractive } from '../features/layout/mark-interactive';
import { FeedPage } from '../features/pages/feed-page';

/**
 * `/feed` is a signed-in screen: the guard, then the signed-in chrome around the placeholder. The
 * chrome lists recent items from the API, so the data client starts here, not on the public pages.
 * `MarkInteractive` lets the first script stop holding presses once this route owns the page.
 */
export default function FeedRoute() {
  return (
    <QueryProvider>
      <RequireAuth>
        <AppChrome>
          <FeedPage />
        </AppChrome>
      </RequireAuth>
      <MarkInteractive />
    </QueryProvider>
  );
}

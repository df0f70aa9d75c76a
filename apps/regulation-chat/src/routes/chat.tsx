import { AppChrome, lazyRoute, RequireAuth } from '@app/shell';
import { Suspense } from 'react';
import { ChatSkeleton } from '../features/chat/chat-skeleton';

// The screen (its conversation logic, the API client and the contract schemas) is a chunk of its
// own that starts downloading at once; the chrome and the skeleton paint from this small one
// meanwhile, without waiting for it or for the session.
const ChatScreenRoute = lazyRoute(() => import('./chat-screen'), () => true);

/**
 * /chat: signed-in only, inside the shared chrome with the chat's own top bar; the screen's
 * skeleton in the same chrome while the session or the screen's code loads.
 */
export default function ChatRoute() {
  return (
    <RequireAuth
      pending={
        <AppChrome ownTopBar fill>
          <ChatSkeleton />
        </AppChrome>
      }
    >
      <AppChrome ownTopBar fill>
        <Suspense fallback={<ChatSkeleton />}>
          <ChatScreenRoute />
        </Suspense>
      </AppChrome>
    </RequireAuth>
  );
}

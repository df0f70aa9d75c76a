import { AppChrome, RequireAuth } from '@app/shell';
import { Suspense } from 'react';
import { ChatSkeleton } from '../features/chat/chat-skeleton';
// Imported, not lazy: the route and its screen are one first-screen chunk the page preloads
// (vite.config.ts), so a separate import would only add a step.
import ChatScreenRoute from './chat-screen';

/**
 * /chat: signed-in only, inside the shared chrome with the chat's own top bar; the screen's
 * skeleton in the same chrome while the session loads (or the screen suspends).
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

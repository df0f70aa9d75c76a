import { AppChrome, RequireAuth, sdk } from '@app/shell';
import { createChatApi } from '../features/chat/chat-api';
import { ChatScreen } from '../features/chat/chat-screen';
import { ChatSkeleton } from '../features/chat/chat-skeleton';

const api = createChatApi(sdk);

/**
 * /chat: signed-in only, inside the shared chrome with the chat's own top bar; the screen's
 * skeleton in the same chrome while the session loads.
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
        <ChatScreen api={api} />
      </AppChrome>
    </RequireAuth>
  );
}

import { AppChrome, RequireAuth, sdk } from '@app/shell';
import { createChatApi } from '../features/chat/chat-api';
import { ChatScreen } from '../features/chat/chat-screen';

const api = createChatApi(sdk);

/** /chat: signed-in only, inside the shared chrome with the chat's own top bar. */
export default function ChatRoute() {
  return (
    <RequireAuth>
      <AppChrome ownTopBar fill>
        <ChatScreen api={api} />
      </AppChrome>
    </RequireAuth>
  );
}

import { sdk } from '@app/shell';
import { createChatApi } from '../features/chat/chat-api';
import { ChatScreen } from '../features/chat/chat-screen';

const api = createChatApi(sdk);

/** The chat screen with the page's API client: loaded beside the route's skeleton (routes/chat). */
export default function ChatScreenRoute() {
  return <ChatScreen api={api} />;
}

import { defineAppConfig } from '@app/shell/vite-config';
import { APP_NAMESPACES } from './src/namespaces';

// /chat, the app's main page: its route and screen (app.tsx, routes/chat.tsx) load at once.
export default defineAppConfig('regulation-chat', 5174, {
  firstScreen: { routes: ['src/routes/chat.tsx', 'src/routes/chat-screen.tsx'], namespaces: APP_NAMESPACES },
});

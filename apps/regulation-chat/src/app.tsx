import { lazyRoute, OutOfTokens } from '@app/shell';
import { BrowserRouter, Route, Routes } from 'react-router';

// Code-split: the entry chunk holds only the providers and the router. Every path of this app
// shows the chat, so its chunk downloads at once, while the translations and the session load.
const ChatRoute = lazyRoute(() => import('./routes/chat'), () => true);

/**
 * This app owns `/chat` only (the one-origin server sends every other path elsewhere); anything
 * else reaching it, e.g. in `vite dev`, shows the chat too rather than a blank page.
 */
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="*" element={<ChatRoute />} />
      </Routes>
      {/* A 402 opens the balance dialog with Buy Tokens → /payment?return=<this chat>. */}
      <OutOfTokens />
    </BrowserRouter>
  );
}

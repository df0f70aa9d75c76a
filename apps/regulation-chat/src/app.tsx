import { OutOfTokens } from '@app/shell';
import { lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';

// Code-split: the entry chunk holds only the providers and the router.
const ChatRoute = lazy(() => import('./routes/chat'));

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

import { lazyRoute, OutOfTokens } from '@app/shell';
import { BrowserRouter, Route, Routes } from 'react-router';

// Code-split: the entry chunk holds only the providers and the router. The route being opened
// downloads at once, while the translations and the session load; /chat's (route and screen) is
// the first-screen chunk the page preloads (vite.config.ts).
const isDocuments = (path: string) => /^\/chat\/documents\/?$/.test(path);
const ChatRoute = lazyRoute(() => import('./routes/chat'), (path) => !isDocuments(path));
const DocumentsRoute = lazyRoute(() => import('./routes/documents'), isDocuments);

/**
 * This app owns `/chat` and `/chat/…` (the one-origin server sends every other path elsewhere):
 * `/chat/documents` is the documents screen; anything else reaching it, e.g. in `vite dev`, shows
 * the chat rather than a blank page.
 */
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/chat/documents" element={<DocumentsRoute />} />
        <Route path="*" element={<ChatRoute />} />
      </Routes>
      {/* A 402 opens the balance dialog with Buy Tokens → /payment?return=<this chat>. */}
      <OutOfTokens />
    </BrowserRouter>
  );
}

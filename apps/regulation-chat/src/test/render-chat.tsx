import { Toaster } from '@app/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import type { ChatApi } from '../features/chat/chat-api';
import { ChatScreen } from '../features/chat/chat-screen';

/** Shows the router's current URL so tests can read what the chat wrote there. */
function UrlProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="url">{location.pathname + location.search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        History back
      </button>
    </>
  );
}

/** The chat at `path` (or the last of several history entries) with a fresh data cache, the toasts and the stand-in API. */
export function renderChat(api: ChatApi, path: string | string[] = '/chat'): RenderResult & { queryClient: QueryClient } {
  const entries = Array.isArray(path) ? path : [path];
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <Routes>
          <Route
            path="/chat"
            element={
              <>
                <ChatScreen api={api} />
                <UrlProbe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

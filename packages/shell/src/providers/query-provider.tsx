import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../query/query-client';

/**
 * The data client (TanStack Query) for what is below. Part of AppProviders; a page that shows
 * no server data (the public site) mounts it only around the screens that do, so its first
 * download does not carry the query library.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

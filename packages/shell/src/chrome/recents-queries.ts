import type { Client } from '@app/sdk';
import { queryOptions } from '@tanstack/react-query';
import { RECENTS_MAX } from './recents';

// The API client and its contract schemas load with the first fetch, not with the chrome: the
// chrome and the page's skeleton paint without waiting for that code. `client` defaults to the
// page's one.
const recentsApi = () => import('./recents-api');

/**
 * The sidebar's chats. Shared query key: the chat app invalidates `['regagent', 'conversations']`
 * after each question so the Recents list follows.
 */
export const conversationsQuery = (client?: Client) =>
  queryOptions({
    queryKey: ['regagent', 'conversations', { limit: RECENTS_MAX }] as const,
    queryFn: async ({ signal }) => (await recentsApi()).listConversations(client, signal),
  });

/**
 * The user's recent projects, page 1 of 20 (spec part 2: "recent projects loaded with page_size
 * 20"): the sidebar's Recents and the /home carousel (which also reads `total`) share it.
 */
export const recentProjectsQuery = (client?: Client) =>
  queryOptions({
    queryKey: ['sourcing', 'projects', { page: 1, page_size: 20 }] as const,
    queryFn: async ({ signal }) => (await recentsApi()).listRecentProjects(client, signal),
  });

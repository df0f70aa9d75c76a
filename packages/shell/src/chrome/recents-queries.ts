import { ApiError, regagentContract, sourcingContract, type Client, type TConversationList, type TProjectList } from '@app/sdk';
import { queryOptions } from '@tanstack/react-query';
import { sdk } from '../sdk';
import { RECENTS_MAX } from './recents';

/**
 * A list the server may not offer yet (the route is being built, or an older API): a 404 is
 * logged and means "nothing to show", never a toast or a crash.
 */
async function orEmptyOn404<T>(what: string, empty: T, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && error.code === 'not_found') {
      console.info(`[shell] ${what} not available (404); showing none`);
      return empty;
    }
    throw error;
  }
}

/**
 * The sidebar's chats. Shared query key: the chat app invalidates `['regagent', 'conversations']`
 * after each question so the Recents list follows.
 */
export const conversationsQuery = (client: Client = sdk) =>
  queryOptions({
    queryKey: ['regagent', 'conversations', { limit: RECENTS_MAX }] as const,
    queryFn: ({ signal }) =>
      orEmptyOn404<TConversationList>('conversations', { conversations: [] }, () =>
        client.call(regagentContract.listConversations, { query: { limit: RECENTS_MAX }, signal }),
      ),
  });

/**
 * The user's recent projects, page 1 of 20 (spec part 2: "recent projects loaded with page_size
 * 20"): the sidebar's Recents and the /home carousel (which also reads `total`) share it.
 */
export const recentProjectsQuery = (client: Client = sdk) =>
  queryOptions({
    queryKey: ['sourcing', 'projects', { page: 1, page_size: 20 }] as const,
    queryFn: ({ signal }) =>
      orEmptyOn404<TProjectList>('projects', { projects: [], total: 0 }, () =>
        client.call(sourcingContract.listProjects, { query: { page: 1, page_size: 20 }, signal }),
      ),
  });

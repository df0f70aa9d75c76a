import { ApiError, regagentContract, sourcingContract, type Client, type TConversationList, type TProjectList } from '@app/sdk';
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

export const listConversations = (client: Client = sdk, signal?: AbortSignal) =>
  orEmptyOn404<TConversationList>('conversations', { conversations: [] }, () =>
    client.call(regagentContract.listConversations, { query: { limit: RECENTS_MAX }, signal }),
  );

export const listRecentProjects = (client: Client = sdk, signal?: AbortSignal) =>
  orEmptyOn404<TProjectList>('projects', { projects: [], total: 0 }, () =>
    client.call(sourcingContract.listProjects, { query: { page: 1, page_size: 20 }, signal }),
  );

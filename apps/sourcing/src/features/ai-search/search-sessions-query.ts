import { sdk } from '@app/shell';
import { sourcingContract, type Client, type TSearchSessionList } from '@app/sdk';
import { queryOptions } from '@tanstack/react-query';
import { sourcingKeys } from '../../data/queries';

/** The AI Search tab reads this many sessions (the route's default is 20). */
export const SEARCH_HISTORY_LIMIT = 50;
/** While a session runs, the history is read again this often. */
export const SEARCH_HISTORY_POLL_MS = 3000;

const EMPTY: TSearchSessionList = { sessions: [], total_searches: 0, total_vendors_found: 0, materials_searched_count: 0 };

export const searchSessionsKey = (projectId: number) => [...sourcingKeys.project(projectId), 'search-sessions'] as const;

const running = (list: TSearchSessionList | undefined) => list?.sessions.some((s) => s.status === 'pending' || s.status === 'discovering') ?? false;

/**
 * The project's discovery sessions with the counters. The spec: a failure to load is only
 * logged and shows the empty history. Polled while a session is pending or discovering.
 */
export const searchSessionsQuery = (projectId: number, client: Client = sdk) =>
  queryOptions({
    queryKey: searchSessionsKey(projectId),
    queryFn: async ({ signal }): Promise<TSearchSessionList> => {
      try {
        return await client.call(sourcingContract.listSearchSessions, { params: { id: projectId }, query: { limit: SEARCH_HISTORY_LIMIT }, signal });
      } catch (error) {
        if (signal.aborted) throw error;
        console.warn('[sourcing] could not load the search history', error);
        return EMPTY;
      }
    },
    refetchInterval: (query) => (running(query.state.data) ? SEARCH_HISTORY_POLL_MS : false),
    refetchOnWindowFocus: true,
  });

import { sdk } from '@app/shell';
import { sourcingContract, type Client, type TVendorList, type TVendorListQuery, type TVendorStats } from '@app/sdk';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { sourcingKeys } from '../../data/queries';

/** Query keys of the Vendors tab, under the project's key so a project refresh reaches them. */
export const vendorKeys = {
  all: (projectId: number) => [...sourcingKeys.project(projectId), 'vendors'] as const,
  list: (projectId: number, query: TVendorListQuery) => [...sourcingKeys.project(projectId), 'vendors', 'list', query] as const,
  stats: (projectId: number) => [...sourcingKeys.project(projectId), 'vendors', 'stats'] as const,
  categories: (projectId: number) => [...sourcingKeys.project(projectId), 'material-categories'] as const,
  runningSessions: (projectId: number) => [...sourcingKeys.project(projectId), 'search-sessions', 'running'] as const,
};

const EMPTY_LIST: TVendorList = { vendors: [], total: 0 };

/** The spec: a failure to load vendors is only logged and yields an empty list. */
export const vendorListQuery = (projectId: number, query: TVendorListQuery, client: Client = sdk) =>
  queryOptions({
    queryKey: vendorKeys.list(projectId, query),
    queryFn: async ({ signal }): Promise<TVendorList> => {
      try {
        return await client.call(sourcingContract.listProjectVendors, { params: { id: projectId }, query, signal });
      } catch (error) {
        if (signal.aborted) throw error;
        console.warn('[sourcing] could not load vendors', error);
        return EMPTY_LIST;
      }
    },
    // A filter or page change keeps showing the last rows until the new ones arrive.
    placeholderData: keepPreviousData,
  });

/** Stats feed the panel and the savings card; without them both are simply not shown. */
export const vendorStatsQuery = (projectId: number, client: Client = sdk) =>
  queryOptions({
    queryKey: vendorKeys.stats(projectId),
    queryFn: async ({ signal }): Promise<TVendorStats | null> => {
      try {
        return await client.call(sourcingContract.vendorStats, { params: { id: projectId }, signal });
      } catch (error) {
        if (signal.aborted) throw error;
        console.warn('[sourcing] could not load vendor stats', error);
        return null;
      }
    },
  });

export const materialCategoriesQuery = (projectId: number, client: Client = sdk) =>
  queryOptions({
    queryKey: vendorKeys.categories(projectId),
    queryFn: async ({ signal }) => (await client.call(sourcingContract.materialCategories, { params: { id: projectId }, signal })).categories,
  });

/** The newest session still running, to resume following it when the page is reopened. */
export const runningSessionQuery = (projectId: number, client: Client = sdk) =>
  queryOptions({
    queryKey: vendorKeys.runningSessions(projectId),
    queryFn: async ({ signal }): Promise<number | null> => {
      try {
        const { sessions } = await client.call(sourcingContract.listSearchSessions, { params: { id: projectId }, query: { limit: 20 }, signal });
        return sessions.find((s) => s.status === 'discovering' || s.status === 'pending')?.id ?? null;
      } catch (error) {
        if (signal.aborted) throw error;
        console.warn('[sourcing] could not load search sessions', error);
        return null;
      }
    },
    staleTime: Infinity,
  });

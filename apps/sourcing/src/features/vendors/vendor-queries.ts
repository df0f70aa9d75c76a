import { sdk } from '@app/shell';
import { sourcingContract, type Client, type TVendor, type TVendorStats } from '@app/sdk';
import { queryOptions } from '@tanstack/react-query';
import { sourcingKeys } from '../../data/queries';

/** Query keys of the Vendors tab, under the project's key so a project refresh reaches them. */
export const vendorKeys = {
  all: (projectId: number) => [...sourcingKeys.project(projectId), 'vendors'] as const,
  list: (projectId: number) => [...sourcingKeys.project(projectId), 'vendors', 'list'] as const,
  stats: (projectId: number) => [...sourcingKeys.project(projectId), 'vendors', 'stats'] as const,
  categories: (projectId: number) => [...sourcingKeys.project(projectId), 'material-categories'] as const,
  runningSessions: (projectId: number) => [...sourcingKeys.project(projectId), 'search-sessions', 'running'] as const,
};

/** The API's largest page (ZPageQuery's page_size cap): the whole list is read in pages of this size. */
export const VENDOR_FETCH_PAGE_SIZE = 100;

/**
 * Every vendor of the project, newest first. The tab filters, sorts and pages them in the browser
 * with the server's own rules (sortVendors and matchesFilter from @app/sdk), so a filter or sort
 * change needs no request. The list is bounded: a project holds each directory vendor once, and a
 * discovery adds at most 10 per category. Pages after the first are read in parallel; a vendor
 * found meanwhile shifts rows to later pages (newest first), so rows are kept once by id.
 */
export async function fetchProjectVendors(projectId: number, client: Client, signal?: AbortSignal): Promise<TVendor[]> {
  const read = (page: number) =>
    client.call(sourcingContract.listProjectVendors, {
      params: { id: projectId },
      query: { sort: 'newest', page, page_size: VENDOR_FETCH_PAGE_SIZE },
      signal,
    });
  const first = await read(1);
  const pages = Math.ceil(first.total / VENDOR_FETCH_PAGE_SIZE);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => read(i + 2)));
  const byId = new Map<number, TVendor>();
  for (const vendor of [first, ...rest].flatMap((list) => list.vendors)) if (!byId.has(vendor.id)) byId.set(vendor.id, vendor);
  return [...byId.values()];
}

/** The spec: a failure to load vendors is only logged and yields an empty list. */
export const projectVendorsQuery = (projectId: number, client: Client = sdk) =>
  queryOptions({
    queryKey: vendorKeys.list(projectId),
    queryFn: async ({ signal }): Promise<TVendor[]> => {
      try {
        return await fetchProjectVendors(projectId, client, signal);
      } catch (error) {
        if (signal.aborted) throw error;
        console.warn('[sourcing] could not load vendors', error);
        return [];
      }
    },
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

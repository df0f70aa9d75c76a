import { matchesFilter, pageOfVendors, sortVendors, type TVendor, type TVendorList } from '@app/sdk';
import { useMemo } from 'react';
import type { VendorFilters } from './vendor-filters';

/** The filter bar's result in its order, by the same rules (and code) as the server's list. */
export const orderedVendors = (all: readonly TVendor[], filters: VendorFilters): TVendor[] =>
  sortVendors(
    all.filter((vendor) => matchesFilter(vendor, filters)),
    filters.sort,
  );

/**
 * One page of the project's vendors for the filter bar's choices, computed in the browser from the
 * whole list: filtering and sorting are redone only when the list or the filters change, paging
 * only slices. Undefined while the list loads.
 */
export function useVisibleVendors(all: readonly TVendor[] | undefined, filters: VendorFilters, page: number, pageSize: number): TVendorList | undefined {
  const ordered = useMemo(() => all && orderedVendors(all, filters), [all, filters]);
  return useMemo(() => ordered && pageOfVendors(ordered, page, pageSize), [ordered, page, pageSize]);
}

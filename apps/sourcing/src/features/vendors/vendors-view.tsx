import { matchesFilter, type TVendor, type TVendorList, type TVendorStats } from '@app/sdk';
import { Button, EmptyState, Spinner } from '@app/ui';
import { PackageOpen, Search, Send, Store } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DiscoveryProgress, type DiscoveryProgressProps } from './discovery-progress';
import { VendorFilterBar, type VendorFilters } from './vendor-filters';
import { VendorList } from './vendor-list';
import { SavingsCard, VendorStatsPanel } from './vendor-stats';

export interface VendorsViewProps {
  materialsCount: number;
  onGoToOverview: () => void;
  stats: TVendorStats | null | undefined;
  /** The current page; undefined while the list loads. */
  list: TVendorList | undefined;
  /** Every vendor of the project (the cards' texts are made ahead from it while idle). */
  allVendors?: readonly TVendor[];
  pageSize: number;
  filters: VendorFilters;
  onFiltersChange: (filters: VendorFilters) => void;
  page: number;
  onPageChange: (page: number) => void;
  onExport: () => void;
  exporting: boolean;
  discovery: DiscoveryProgressProps;
  onFindMore: () => void;
  /** Without it (no RFQ dialog plugged in) Request quotes stays disabled. */
  onRequestQuotes?: (vendors: TVendor[]) => void;
}

/** The Vendors tab as the spec draws it, from data passed in (the container reads it). */
export function VendorsView(props: VendorsViewProps) {
  const { t } = useTranslation('vendors');
  const { list, filters, page, discovery } = props;
  const [selected, setSelected] = useState<ReadonlyMap<number, TVendor>>(new Map());

  // Vendors streamed in are shown first on page 1 (new first, one per id) until the list reloads.
  const vendors = useMemo(() => {
    const pageRows = list?.vendors ?? [];
    if (page !== 1) return pageRows;
    const live = discovery.state.vendors.filter((v) => matchesFilter(v, filters));
    const liveIds = new Set(live.map((v) => v.id));
    return [...live, ...pageRows.filter((v) => !liveIds.has(v.id))];
  }, [list, page, discovery.state.vendors, filters]);
  const toggle = useCallback(
    (vendor: TVendor, on: boolean) =>
      setSelected((current) => {
        const next = new Map(current);
        if (on) next.set(vendor.id, vendor);
        else next.delete(vendor.id);
        return next;
      }),
    [],
  );

  if (props.materialsCount === 0) {
    return (
      <EmptyState
        icon={<PackageOpen />}
        title={t('noMaterials.title')}
        text={t('noMaterials.description')}
        action={
          <Button variant="secondary" onClick={props.onGoToOverview}>
            {t('noMaterials.action')}
          </Button>
        }
      />
    );
  }

  const pageCount = Math.max(1, Math.ceil((list?.total ?? 0) / props.pageSize));
  const stats = props.stats;

  return (
    <div className="sr-vendors">
      {stats && stats.total_vendors > 0 && (
        <div className="sr-vendors__summary">
          <VendorStatsPanel stats={stats} />
          <SavingsCard stats={stats} />
        </div>
      )}
      <div className="sr-vendors__actions">
        <Button onClick={props.onFindMore} disabled={discovery.discovering}>
          <Search aria-hidden size={16} /> {t('list.findMore')}
        </Button>
        <Button variant="secondary" disabled={selected.size === 0 || !props.onRequestQuotes} onClick={() => props.onRequestQuotes?.([...selected.values()])}>
          <Send aria-hidden size={16} /> {selected.size > 0 ? t('list.requestQuotesCount', { count: selected.size }) : t('list.requestQuotes')}
        </Button>
      </div>
      <VendorFilterBar
        filters={filters}
        onChange={props.onFiltersChange}
        onExport={props.onExport}
        exporting={props.exporting}
      />
      <DiscoveryProgress {...discovery} />
      {!list && vendors.length === 0 ? (
        <Spinner label={t('list.loading')} />
      ) : vendors.length === 0 && (filters.risk || filters.category) && (stats?.total_vendors ?? 0) > 0 ? (
        // Vendors exist but the filters hide them all: discovery is not what the user needs.
        <EmptyState
          icon={<Store />}
          title={t('list.noMatchTitle')}
          text={t('list.noMatchDescription')}
          action={
            <Button variant="secondary" onClick={() => props.onFiltersChange({ ...filters, risk: undefined, category: undefined })}>
              {t('list.clearFilters')}
            </Button>
          }
        />
      ) : vendors.length === 0 ? (
        <EmptyState icon={<Store />} title={t('list.emptyTitle')} text={t('list.emptyDescription')} />
      ) : (
        <VendorList vendors={vendors} allVendors={props.allVendors} selected={selected} onToggle={toggle} page={page} pageCount={pageCount} onPageChange={props.onPageChange} />
      )}
    </div>
  );
}

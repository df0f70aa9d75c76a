import { sdk } from '@app/shell';
import { sourcingContract, type TProject, type TVendor } from '@app/sdk';
import { toast } from '@app/ui';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../data/queries';
import { DiscoveryDialog } from './discovery-dialog';
import type { EstimateDiscovery } from './discovery-estimate';
import { downloadVendorsCsv } from './export-vendors';
import { useDiscovery } from './use-discovery';
import { DEFAULT_VENDOR_FILTERS, type VendorFilters } from './vendor-filters';
import { materialCategoriesQuery, projectVendorsQuery, vendorStatsQuery } from './vendor-queries';
import { VendorsView } from './vendors-view';
import { useVisibleVendors } from './visible-vendors';
import './vendors.css';

/** Rows per page of the vendor list. */
export const VENDOR_PAGE_SIZE = 20;

const estimateDiscovery: EstimateDiscovery = (request, signal) => sdk.call(sourcingContract.estimateDiscoveryCost, { body: request, signal });

export interface VendorsTabProps {
  project: Pick<TProject, 'id' | 'location' | 'location_json'>;
  materialsCount: number;
  onGoToOverview: () => void;
  /** The selected vendors, when the user presses Request quotes (the RFQ dialog plugs in here). */
  onRequestQuotes?: (vendors: TVendor[]) => void;
}

/** The Vendors tab: reads vendors, stats and categories, follows discovery, and exports. */
export function VendorsTab({ project, materialsCount, onGoToOverview, onRequestQuotes }: VendorsTabProps) {
  const { t } = useTranslation('vendors');
  const [filters, setFilters] = useState<VendorFilters>(DEFAULT_VENDOR_FILTERS);
  const [page, setPage] = useState(1);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const hasMaterials = materialsCount > 0;
  // The whole list is read once; filter, sort and page changes are computed here, without a request.
  const vendors = useQuery({ ...projectVendorsQuery(project.id), enabled: hasMaterials });
  const list = useVisibleVendors(vendors.data, filters, page, VENDOR_PAGE_SIZE);
  const stats = useQuery({ ...vendorStatsQuery(project.id), enabled: hasMaterials });
  const categories = useQuery({ ...materialCategoriesQuery(project.id), enabled: dialogOpen });
  const discovery = useDiscovery(project.id);

  useEffect(() => {
    if (categories.isError) toast.error(t('discovery.toasts.loadCategoriesFailed'));
  }, [categories.isError, t]);

  const exportCsv = useCallback(async () => {
    setExporting(true);
    try {
      await downloadVendorsCsv(project.id, filters);
    } catch (error) {
      toast.error(failureText(error, t('filters.exportFailed')));
    } finally {
      setExporting(false);
    }
  }, [project.id, filters, t]);

  return (
    <>
      <VendorsView
        materialsCount={materialsCount}
        onGoToOverview={onGoToOverview}
        stats={stats.data}
        list={list}
        allVendors={vendors.data}
        pageSize={VENDOR_PAGE_SIZE}
        filters={filters}
        // The spec: any filter change goes back to page 1.
        onFiltersChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
        page={page}
        onPageChange={setPage}
        onExport={() => void exportCsv()}
        exporting={exporting}
        discovery={{
          state: discovery.state,
          discovering: discovery.discovering,
          connectionError: discovery.connectionError,
          onReconnect: discovery.reconnect,
        }}
        onFindMore={() => setDialogOpen(true)}
        onRequestQuotes={onRequestQuotes}
      />
      <DiscoveryDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        project={project}
        categories={categories.data}
        categoriesFailed={categories.isError}
        estimate={estimateDiscovery}
        onStart={discovery.start}
      />
    </>
  );
}

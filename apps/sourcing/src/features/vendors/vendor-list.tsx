import type { TVendor } from '@app/sdk';
import { Pager } from '@app/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { VendorCard } from './vendor-card';
import { vendorCardLabels, vendorCardTexts } from './vendor-card-texts';
import { VendorIconSprite } from './vendor-icons';
import { useWarmCardTexts } from './warm-card-texts';

export interface VendorListProps {
  vendors: TVendor[];
  selected: ReadonlyMap<number, TVendor>;
  /** Stable across renders, so the memoised cards of vendors still on the page skip rendering. */
  onToggle: (vendor: TVendor, selected: boolean) => void;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** The whole list, whose card texts are made ahead while the page is idle. */
  allVendors?: readonly TVendor[];
}

/** The vendor rows with selection, and Previous/Next over the pages. */
export function VendorList({ vendors, selected, onToggle, page, pageCount, onPageChange, allVendors }: VendorListProps) {
  const { t, i18n } = useTranslation('vendors');
  const labels = useMemo(() => vendorCardLabels(t), [t]);
  useWarmCardTexts(allVendors, t, i18n.language);
  return (
    <>
      <VendorIconSprite />
      <ul className="sr-vendor-list" aria-label={t('list.label')}>
        {vendors.map((vendor) => (
          <VendorCard
            key={vendor.id}
            vendor={vendor}
            texts={vendorCardTexts(vendor, t, i18n.language)}
            labels={labels}
            selected={selected.has(vendor.id)}
            onSelectedChange={onToggle}
          />
        ))}
      </ul>
      {pageCount > 1 && (
        <Pager
          label={t('list.pagination')}
          page={page}
          pageCount={pageCount}
          onPageChange={onPageChange}
          status={t('list.pageOf', { page, pages: pageCount })}
          previousLabel={t('list.previous')}
          nextLabel={t('list.next')}
        />
      )}
    </>
  );
}

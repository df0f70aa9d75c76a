import type { TVendor } from '@app/sdk';
import { Pager } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { VendorCard } from './vendor-card';

export interface VendorListProps {
  vendors: TVendor[];
  selected: ReadonlyMap<number, TVendor>;
  onToggle: (vendor: TVendor, selected: boolean) => void;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

/** The vendor rows with selection, and Previous/Next over the pages. */
export function VendorList({ vendors, selected, onToggle, page, pageCount, onPageChange }: VendorListProps) {
  const { t } = useTranslation('vendors');
  return (
    <>
      <ul className="sr-vendor-list" aria-label={t('list.label')}>
        {vendors.map((vendor) => (
          <VendorCard key={vendor.id} vendor={vendor} selected={selected.has(vendor.id)} onSelectedChange={(on) => onToggle(vendor, on)} />
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

import { MATERIAL_CATEGORIES, RISK_LEVELS, VENDOR_SORTS, type TMaterialCategory, type TRiskLevel, type TVendorSort } from '@app/sdk';
import { Button } from '@app/ui';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The filter bar's choices; `undefined` is "all". */
export interface VendorFilters {
  risk: TRiskLevel | undefined;
  category: TMaterialCategory | undefined;
  sort: TVendorSort;
}

export const DEFAULT_VENDOR_FILTERS: VendorFilters = { risk: undefined, category: undefined, sort: 'newest' };

export interface VendorFilterBarProps {
  filters: VendorFilters;
  onChange: (filters: VendorFilters) => void;
  onExport: () => void;
  exporting: boolean;
}

/** Risk (all/low/medium/high), material category, sort and Export CSV. */
export function VendorFilterBar({ filters, onChange, onExport, exporting }: VendorFilterBarProps) {
  const { t } = useTranslation('vendors');
  return (
    <div className="sr-vendor-filters" role="group" aria-label={t('filters.label')}>
      <label className="sr-vendor-filters__field">
        <span>{t('filters.risk')}</span>
        <select
          className="ui-control"
          value={filters.risk ?? ''}
          onChange={(e) => onChange({ ...filters, risk: (e.target.value || undefined) as TRiskLevel | undefined })}
        >
          <option value="">{t('risk.all')}</option>
          {RISK_LEVELS.map((risk) => (
            <option key={risk} value={risk}>
              {t(`risk.${risk}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="sr-vendor-filters__field">
        <span>{t('filters.category')}</span>
        <select
          className="ui-control"
          value={filters.category ?? ''}
          onChange={(e) => onChange({ ...filters, category: (e.target.value || undefined) as TMaterialCategory | undefined })}
        >
          <option value="">{t('filters.allCategories')}</option>
          {MATERIAL_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`sourcing:categories.${category}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="sr-vendor-filters__field">
        <span>{t('filters.sort')}</span>
        <select className="ui-control" value={filters.sort} onChange={(e) => onChange({ ...filters, sort: e.target.value as TVendorSort })}>
          {VENDOR_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sort.${sort}`)}
            </option>
          ))}
        </select>
      </label>
      <Button variant="secondary" onClick={onExport} loading={exporting}>
        <Download aria-hidden size={16} /> {t('filters.export')}
      </Button>
    </div>
  );
}

import { MATERIAL_CATEGORIES, RISK_LEVELS, VENDOR_SORTS, type TMaterialCategory, type TRiskLevel, type TVendorSort } from '@app/sdk';
import { Button } from '@app/ui';
import { Download } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Translate } from './score-reasons';

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

/** The selects' options; about thirty texts that change only with the language. */
const filterOptions = (t: Translate) => ({
  risk: [
    <option key="" value="">
      {t('risk.all')}
    </option>,
    ...RISK_LEVELS.map((risk) => (
      <option key={risk} value={risk}>
        {t(`risk.${risk}`)}
      </option>
    )),
  ],
  category: [
    <option key="" value="">
      {t('filters.allCategories')}
    </option>,
    ...MATERIAL_CATEGORIES.map((category) => (
      <option key={category} value={category}>
        {t(`sourcing:categories.${category}`)}
      </option>
    )),
  ],
  sort: VENDOR_SORTS.map((sort) => (
    <option key={sort} value={sort}>
      {t(`sort.${sort}`)}
    </option>
  )),
});

/** Risk (all/low/medium/high), material category, sort and Export CSV. */
export function VendorFilterBar({ filters, onChange, onExport, exporting }: VendorFilterBarProps) {
  const { t } = useTranslation('vendors');
  // Every filter change re-renders the bar: its options are translated once per language.
  const options = useMemo(() => filterOptions(t), [t]);
  return (
    <div className="sr-vendor-filters" role="group" aria-label={t('filters.label')}>
      <label className="sr-vendor-filters__field">
        <span>{t('filters.risk')}</span>
        <select
          className="ui-control"
          value={filters.risk ?? ''}
          onChange={(e) => onChange({ ...filters, risk: (e.target.value || undefined) as TRiskLevel | undefined })}
        >
          {options.risk}
        </select>
      </label>
      <label className="sr-vendor-filters__field">
        <span>{t('filters.category')}</span>
        <select
          className="ui-control"
          value={filters.category ?? ''}
          onChange={(e) => onChange({ ...filters, category: (e.target.value || undefined) as TMaterialCategory | undefined })}
        >
          {options.category}
        </select>
      </label>
      <label className="sr-vendor-filters__field">
        <span>{t('filters.sort')}</span>
        <select className="ui-control" value={filters.sort} onChange={(e) => onChange({ ...filters, sort: e.target.value as TVendorSort })}>
          {options.sort}
        </select>
      </label>
      <Button variant="secondary" onClick={onExport} loading={exporting}>
        <Download aria-hidden size={16} /> {t('filters.export')}
      </Button>
    </div>
  );
}

import type { TOperationType } from '@app/sdk';
import { Button, Input } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { changeFilter, EMPTY_FILTERS, hasFilters, isValidMinTokens, type UsageFilters } from './usage-filters';

export interface OperationsFiltersProps {
  filters: UsageFilters;
  types: readonly { value: TOperationType; label: string }[];
  onChange: (filters: UsageFilters) => void;
}

/** Operation type, from and to dates, minimum tokens and Clear Filters. */
export function OperationsFilters({ filters, types, onChange }: OperationsFiltersProps) {
  const { t } = useTranslation('usage');
  const minTokensError = isValidMinTokens(filters.min_tokens) ? undefined : t('operations.minTokensInvalid');
  const datesReversed = Boolean(filters.date_from && filters.date_to && filters.date_from > filters.date_to);
  return (
    <fieldset className="ab-filters">
      <legend className="ab-filters__legend">{t('operations.filters')}</legend>
      <label className="ab-field">
        <span>{t('operations.type')}</span>
        <select
          className="ab-select"
          value={filters.operation_type}
          onChange={(e) => onChange(changeFilter(filters, 'operation_type', e.target.value as TOperationType | ''))}
        >
          <option value="">{t('operations.allTypes')}</option>
          {types.map((type) => (
            <option key={type.value} value={type.value}>
              {t(`operationTypes.${type.value}`, { defaultValue: type.label })}
            </option>
          ))}
        </select>
      </label>
      <Input
        type="date"
        label={t('operations.from')}
        value={filters.date_from}
        onChange={(e) => onChange(changeFilter(filters, 'date_from', e.target.value))}
      />
      <Input
        type="date"
        label={t('operations.to')}
        value={filters.date_to}
        error={datesReversed ? t('operations.datesReversed') : undefined}
        onChange={(e) => onChange(changeFilter(filters, 'date_to', e.target.value))}
      />
      <Input
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        label={t('operations.minTokens')}
        value={filters.min_tokens}
        error={minTokensError}
        onChange={(e) => onChange(changeFilter(filters, 'min_tokens', e.target.value))}
      />
      <Button variant="ghost" disabled={!hasFilters(filters)} onClick={() => onChange(EMPTY_FILTERS)}>
        {t('operations.clearFilters')}
      </Button>
    </fieldset>
  );
}

import { URGENCY_LEVELS } from '@app/sdk';
import { useTranslation } from 'react-i18next';

/** The timeline choices of the new-project form and the edit dialog; `emptyLabel` adds a "not set" choice. */
export function TimelineOptions({ emptyLabel }: { emptyLabel?: string }) {
  const { t } = useTranslation('sourcing');
  return (
    <>
      {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
      {URGENCY_LEVELS.map((level) => (
        <option key={level} value={level}>
          {t(`timeline.${level}`)}
        </option>
      ))}
    </>
  );
}

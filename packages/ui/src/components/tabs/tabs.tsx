import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/cx';
import { Badge } from '../badge/badge';
import './tabs.css';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  /** A count or short text shown after the label (e.g. the number of vendors). */
  badge?: ReactNode;
  /** Shows the translated "Coming Soon" badge after the label. */
  comingSoon?: boolean;
  disabled?: boolean;
}

export interface TabsProps {
  items: TabItem[];
  /** Names the tab list for screen readers (e.g. "Project sections"). */
  'aria-label': string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
}

const hasBadge = (item: TabItem) => item.badge !== undefined && item.badge !== null && item.badge !== false;

/** Tabs with roving focus (arrow keys), the first tab selected unless told otherwise. */
export function Tabs({ items, value, defaultValue, onValueChange, className, 'aria-label': ariaLabel }: TabsProps) {
  const { t } = useTranslation('ui');
  return (
    <RadixTabs.Root
      className={cx('ui-tabs', className)}
      value={value}
      defaultValue={value === undefined ? (defaultValue ?? items[0]?.value) : undefined}
      onValueChange={onValueChange}
    >
      <RadixTabs.List className="ui-tabs__list" aria-label={ariaLabel}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} disabled={item.disabled} className="ui-tabs__trigger">
            <span>{item.label}</span>
            {/* The spaces keep "Vendors 3" two words for screen readers; flex layout hides them. */}
            {hasBadge(item) && (
              <>
                {' '}
                <Badge tone="info">{item.badge}</Badge>
              </>
            )}
            {item.comingSoon && (
              <>
                {' '}
                <Badge tone="warning">{t('tabs.comingSoon')}</Badge>
              </>
            )}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className="ui-tabs__panel">
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}

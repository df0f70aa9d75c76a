import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/cx';
import { Button } from '../button/button';
import { pageWindow } from './page-window';
import './pager.css';

export interface PagerProps {
  /** The current page, from 1. */
  page: number;
  /** How many pages there are (at least 1). */
  pageCount: number;
  onPageChange: (page: number) => void;
  /** The navigation's accessible name, e.g. 'Vendor pages'; defaults to 'Pagination'. */
  label?: string;
  /** Numbered page buttons in a window that slides with the current page; 0 (default) for Previous/Next only. */
  maxPageButtons?: number;
  /** Text between the buttons and Next, e.g. 'Page 2 of 5'; announced politely when it changes. */
  status?: ReactNode;
  previousLabel?: string;
  nextLabel?: string;
  /** The accessible name of a numbered button; defaults to 'Go to page {n}'. */
  pageLabel?: (page: number) => string;
  className?: string;
}

/**
 * Previous/Next paging with optional numbered pages: a labelled navigation landmark, the current
 * page marked `aria-current="page"`, and Previous/Next disabled at the ends. Texts default to the
 * `ui:pager` texts; screens pass their own where their spec words them differently.
 */
export function Pager({
  page,
  pageCount,
  onPageChange,
  label,
  maxPageButtons = 0,
  status,
  previousLabel,
  nextLabel,
  pageLabel,
  className,
}: PagerProps) {
  const { t } = useTranslation('ui');
  const pages = Math.max(1, pageCount);
  const current = Math.min(Math.max(1, page), pages);
  return (
    <nav className={cx('ui-pager', className)} aria-label={label ?? t('pager.label')}>
      <Button variant="secondary" size="sm" disabled={current <= 1} onClick={() => onPageChange(current - 1)}>
        <ChevronLeft aria-hidden size={16} />
        {previousLabel ?? t('pager.previous')}
      </Button>
      {pageWindow(current, pages, maxPageButtons).map((n) => (
        <Button
          key={n}
          variant={n === current ? 'primary' : 'ghost'}
          size="sm"
          aria-current={n === current ? 'page' : undefined}
          aria-label={pageLabel ? pageLabel(n) : t('pager.goToPage', { page: n })}
          onClick={() => onPageChange(n)}
        >
          {n}
        </Button>
      ))}
      {status !== undefined && (
        <span className="ui-pager__status" aria-live="polite">
          {status}
        </span>
      )}
      <Button variant="secondary" size="sm" disabled={current >= pages} onClick={() => onPageChange(current + 1)}>
        {nextLabel ?? t('pager.next')}
        <ChevronRight aria-hidden size={16} />
      </Button>
    </nav>
  );
}

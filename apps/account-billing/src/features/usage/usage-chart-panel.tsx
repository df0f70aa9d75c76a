import type { TDailyUsage } from '@app/sdk';
import { Card, EmptyState, Skeleton } from '@app/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartKind } from './usage-chart';
import { ChartLegend } from './usage-chart-parts';

// visx and react-spring stay out of the page's first download.
const UsageChart = lazy(() => import('./usage-chart'));

/** Fits the chart to its container (ResizeObserver; a fixed width where there is none, e.g. jsdom). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(640);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** Usage History: the chart with its Line/Bar toggle, or the empty text when nothing was used. */
export function UsageChartPanel({ daily }: { daily: readonly TDailyUsage[] }) {
  const { t } = useTranslation('usage');
  const [kind, setKind] = useState<ChartKind>('line');
  const { ref, width } = useWidth();
  const hasData = daily.some((d) => d.urban_planning + d.sourcing_agent > 0);
  const toggle = (
    <div role="group" aria-label={t('chart.kind')} className="ab-toggle">
      {(['line', 'bar'] as const).map((option) => (
        <button key={option} type="button" aria-pressed={kind === option} className="ab-toggle__option" onClick={() => setKind(option)}>
          {t(`chart.${option}`)}
        </button>
      ))}
    </div>
  );
  return (
    <Card as="section" headingLevel={2} title={t('chart.title')} actions={hasData ? toggle : undefined}>
      <div ref={ref} className="ab-chart" data-kind={kind}>
        {hasData ? (
          <>
            <ChartLegend />
            <Suspense fallback={<Skeleton shape="rect" height={280} width="100%" />}>
              <UsageChart data={daily} kind={kind} width={width} />
            </Suspense>
          </>
        ) : (
          <EmptyState title={t('empty.noHistoryData')} headingLevel={3} />
        )}
      </div>
    </Card>
  );
}

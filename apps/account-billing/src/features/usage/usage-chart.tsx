import type { TDailyUsage } from '@app/sdk';
import { Axis, BarGroup, BarSeries, buildChartTheme, Grid, LineSeries, Tooltip, XYChart } from '@visx/xychart';
import { formatNumber } from '@app/i18n';
import { useTranslation } from 'react-i18next';
import { AGENT_COLOURS as colours, AGENTS, ChartTooltipContent } from './usage-chart-parts';

export type ChartKind = 'line' | 'bar';

const theme = buildChartTheme({
  backgroundColor: 'transparent',
  colors: [colours.urban_planning, colours.sourcing_agent],
  gridColor: 'var(--ui-color-border)',
  gridColorDark: 'var(--ui-color-border-strong)',
  tickLength: 4,
  svgLabelSmall: { fill: 'currentColor' },
  svgLabelBig: { fill: 'currentColor' },
});

const dateOf = (d: TDailyUsage) => d.date.slice(5);

/**
 * The daily tokens of each agent as lines or grouped bars. Loaded lazily (visx is the largest
 * part of this screen and nothing else needs it).
 */
export default function UsageChart({ data, kind, width }: { data: readonly TDailyUsage[]; kind: ChartKind; width: number }) {
  const { t } = useTranslation('usage');
  const rows = [...data];
  const series = AGENTS.map((agent) => ({ agent, label: t(`agents.${agent}.name`), y: (d: TDailyUsage) => d[agent] }));
  return (
    <XYChart
      theme={theme}
      width={width}
      height={280}
      // Room for the tick labels and, beyond them, the axis titles (labelOffset keeps them apart).
      margin={{ top: 16, right: 16, bottom: 56, left: 104 }}
      xScale={{ type: 'band', paddingInner: 0.3 }}
      yScale={{ type: 'linear', nice: true, zero: true }}
    >
      <Grid columns={false} numTicks={4} />
      <Axis orientation="bottom" numTicks={Math.min(rows.length, 8)} label={t('chart.date')} labelOffset={16} />
      <Axis orientation="left" numTicks={4} label={t('chart.tokens')} labelOffset={76} tickFormat={(v: number) => formatNumber(v)} />
      {kind === 'line' ? (
        series.map((s) => <LineSeries key={s.agent} dataKey={s.label} data={rows} xAccessor={dateOf} yAccessor={s.y} />)
      ) : (
        <BarGroup>
          {series.map((s) => (
            <BarSeries key={s.agent} dataKey={s.label} data={rows} xAccessor={dateOf} yAccessor={s.y} />
          ))}
        </BarGroup>
      )}
      <Tooltip<TDailyUsage>
        showVerticalCrosshair
        renderTooltip={({ tooltipData }) => {
          const datum = tooltipData?.nearestDatum?.datum;
          return datum ? <ChartTooltipContent datum={datum} /> : null;
        }}
      />
    </XYChart>
  );
}

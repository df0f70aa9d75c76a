import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usageSummary } from '../../test/fixtures';
import UsageChart from './usage-chart';
import { ChartLegend, ChartTooltipContent } from './usage-chart-parts';
import { UsageChartPanel } from './usage-chart-panel';

describe('the usage chart', () => {
  it('has a legend naming each agent beside its colour', () => {
    render(<ChartLegend />);
    const legend = screen.getByRole('list', { name: 'Agents in the chart' });
    const items = within(legend).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Urban Planning Assistant', 'Sourcing Agent']);
    expect(items.map((item) => (item.querySelector('.ab-chart-legend__swatch') as HTMLElement).style.background)).toEqual(['rgb(37, 99, 235)', 'rgb(217, 119, 6)']);
  });

  it("shows a day's tooltip with its date in words and each agent's tokens formatted", () => {
    render(<ChartTooltipContent datum={{ date: '2026-11-20', urban_planning: 12_345, sourcing_agent: 1 }} />);
    expect(screen.getByText('20 Nov 2026')).toBeTruthy();
    expect(screen.getByText('Urban Planning Assistant: 12,345 tokens')).toBeTruthy();
    expect(screen.getByText('Sourcing Agent: 1 token')).toBeTruthy();
  });

  it('puts the legend above the chart when there is usage to show', () => {
    render(<UsageChartPanel daily={usageSummary.daily_usage} />);
    expect(screen.getByRole('list', { name: 'Agents in the chart' })).toBeTruthy();
  });

  it("keeps the axis titles clear of the tick labels, even for a Pro month's 25,00,000 tokens", () => {
    const daily = usageSummary.daily_usage.map((d, i) => (i === 0 ? { ...d, urban_planning: 2_500_000 } : d));
    const { container } = render(<UsageChart data={daily} kind="line" width={390} />);
    const [bottomTitle, leftTitle] = [...container.querySelectorAll('text.visx-axis-label')] as SVGTextElement[];
    // Tick labels: the bottom axis centres them, the left axis ends them at the axis.
    const ticks = (axis: 'bottom' | 'left') =>
      ([...container.querySelectorAll('.visx-axis-tick text')] as SVGTextElement[]).filter((el) => el.getAttribute('text-anchor') === (axis === 'left' ? 'end' : 'middle'));
    const size = (el: Element) => Number(el.getAttribute('font-size'));
    // Bottom: the title's top is below the tick labels' bottom.
    const tickBottom = Math.max(...ticks('bottom').map((el) => Number(el.getAttribute('y')) + size(el)));
    expect(Number(bottomTitle?.getAttribute('y')) - size(bottomTitle as Element)).toBeGreaterThan(tickBottom);
    // Left: the widest tick label (about 0.62 em a character) ends before the rotated title begins.
    const left = ticks('left');
    const tickReach = Math.max(...left.map((el) => -Number(el.getAttribute('x')) + (el.textContent ?? '').length * 0.62 * size(el)));
    expect(left.map((el) => el.textContent)).toContain('25,00,000');
    expect(-Number(leftTitle?.getAttribute('y')) - size(leftTitle as Element)).toBeGreaterThan(tickReach);
  });
});

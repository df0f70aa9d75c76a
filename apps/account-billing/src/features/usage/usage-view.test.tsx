import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_DISCOVERY_CATEGORIES, DEFAULT_VENDORS_PER_CATEGORY, quotaArithmetic } from '@app/sdk';
import { usageHistory, usageSummary } from '../../test/fixtures';
import { EMPTY_FILTERS, type UsageFilters } from './usage-filters';
import { UsageView, type UsageViewProps } from './usage-view';

const types = [
  { value: 'regulation_query', label: 'Regulation Query' },
  { value: 'material_extraction', label: 'Material Extraction' },
  { value: 'vendor_discovery', label: 'Vendor Discovery' },
] as const;

function renderUsage(props: Partial<UsageViewProps> = {}) {
  const onFilters = vi.fn<(f: UsageFilters) => void>();
  function Harness() {
    const [filters, setFilters] = useState<UsageFilters>(props.filters ?? EMPTY_FILTERS);
    return (
      <UsageView
        summary={usageSummary}
        summaryLoading={false}
        summaryError={null}
        history={usageHistory}
        historyLoading={false}
        historyError={null}
        operationTypes={[...types]}
        now={new Date('2026-11-25T12:00:00.000Z')}
        {...props}
        filters={filters}
        onFiltersChange={(next) => {
          onFilters(next);
          setFilters(next);
        }}
      />
    );
  }
  render(
    <MemoryRouter>
      <Harness />
    </MemoryRouter>,
  );
  return { onFilters };
}

describe('/usage', () => {
  it('shows the plan card: Free badge, quota left, purchased and total tokens, reset date and links to /billing', () => {
    renderUsage();
    const card = screen.getByRole('region', { name: 'Your Plan' });
    expect(within(card).getByText('Free')).toBeTruthy();
    expect(within(card).queryByText('Cancelled')).toBeNull();
    expect(within(card).getByText('2,500 of 10,000 tokens remaining')).toBeTruthy();
    expect(within(card).getByText('5,000')).toBeTruthy();
    expect(within(card).getByText('7,500').getAttribute('data-level')).toBe('warning');
    expect(within(card).getByText('Quota resets on 1 Dec 2026')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe('/billing');
    expect(within(card).getByRole('link', { name: 'Buy Tokens' }).getAttribute('href')).toBe('/billing');
    const bar = within(card).getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('75');
    expect(bar.closest('[data-level]')?.getAttribute('data-level')).toBe('warning');
  });

  it("states the free plan's arithmetic from the metering catalogue: a typical BOQ read at its stated rates, the default discovery, and ten questions left", () => {
    renderUsage();
    const sum = quotaArithmetic(usageSummary.subscription.token_quota);
    expect(sum.extraction + sum.discovery + sum.questions * sum.question).toBeLessThanOrEqual(sum.quota);
    expect(sum.questions).toBeGreaterThanOrEqual(10);
    const card = screen.getByRole('region', { name: 'Your Plan' });
    expect(within(card).getByTestId('quota-arithmetic').textContent).toBe(
      `What 10,000 tokens a month cover: reading a bill of quantities of 300 rows or a 10-page PDF (about ${sum.extraction} tokens: 1 token a row, 25 a page, plus 10 %; ` +
        `the price is shown before you start and never exceeded), ` +
        `a vendor discovery for ${DEFAULT_DISCOVERY_CATEGORIES} categories × ${DEFAULT_VENDORS_PER_CATEGORY} vendors (${sum.discovery} tokens) ` +
        `and about ${sum.questions} regulation questions (about ${sum.question} tokens each). ` +
        'The document reader and the vendor search use no AI model, so they are priced by what they read and check. A question the documents cannot answer is not charged.',
    );
  });

  it('shows an active Pro plan billed on its renewal date, not on the monthly quota reset', () => {
    renderUsage({
      summary: {
        ...usageSummary,
        subscription: { ...usageSummary.subscription, plan_type: 'pro', interval: 'annual', next_billing_date: '2027-11-25T00:00:00.000Z', plan_period_end: '2027-11-25T00:00:00.000Z' },
      },
    });
    const card = screen.getByRole('region', { name: 'Your Plan' });
    expect(within(card).getByText('Next billing date: 25 Nov 2027')).toBeTruthy();
    expect(within(card).getByText('Quota resets on 1 Dec 2026')).toBeTruthy();
    expect(within(card).queryByText('Next billing date: 1 Dec 2026')).toBeNull();
  });

  it('shows a cancelled Pro plan with the day it ends, Manage Plan and a red bar past 90 %', () => {
    renderUsage({
      summary: {
        ...usageSummary,
        subscription: { ...usageSummary.subscription, plan_type: 'pro', status: 'cancelled', interval: 'annual', tokens_used_from_quota: 9_500, tokens_remaining_in_quota: 500, next_billing_date: null, plan_period_end: '2027-11-25T00:00:00.000Z' },
        token_balance: { purchased_balance: 20_000, total_available: 20_500 },
      },
    });
    const card = screen.getByRole('region', { name: 'Your Plan' });
    expect(within(card).getByText('Pro')).toBeTruthy();
    expect(within(card).getByText('Cancelled')).toBeTruthy();
    expect(within(card).getByText('Annual')).toBeTruthy();
    expect(within(card).getByText('Pro until 25 Nov 2027')).toBeTruthy();
    expect(within(card).queryByText(/^Next billing date/)).toBeNull();
    expect(within(card).getByRole('link', { name: 'Manage Plan' })).toBeTruthy();
    expect(within(card).getByText('20,500').getAttribute('data-level')).toBe('good');
    expect(within(card).getByRole('progressbar').closest('[data-level]')?.getAttribute('data-level')).toBe('danger');
  });

  it('lists alerts most severe first, with Take action only where the server gave a link', () => {
    renderUsage();
    const alerts = within(screen.getByRole('region', { name: 'Usage alerts' }));
    const texts = [...alerts.getAllByRole('alert'), ...alerts.getAllByRole('status')].map((el) => el.textContent);
    expect(texts[0]).toContain('You have used 75% of your monthly quota.');
    expect(texts[1]).toContain('Your quota resets on 1 December.');
    expect(alerts.getAllByRole('link', { name: 'Take action' })).toHaveLength(1);
  });

  it('shows period statistics and one card per agent with its share and count', () => {
    renderUsage();
    expect(screen.getByText('300 tokens')).toBeTruthy();
    expect(screen.getByText('on 25 Nov 2026')).toBeTruthy();
    expect(screen.getByText('6 days until your quota resets')).toBeTruthy();
    const sourcing = screen.getByRole('article', { name: /Sourcing Agent/ });
    expect(within(sourcing).getByText('Procurement & vendors')).toBeTruthy();
    expect(within(sourcing).getByText('66.7% of total · 1 operation')).toBeTruthy();
    const planning = screen.getByRole('article', { name: /Urban Planning Assistant/ });
    expect(within(planning).getByText('33.3% of total · 2 operations')).toBeTruthy();
  });

  it('switches the usage history chart between Line and Bar', async () => {
    renderUsage();
    const bar = screen.getByRole('button', { name: 'Bar' });
    expect(screen.getByRole('button', { name: 'Line' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(bar);
    expect(bar.getAttribute('aria-pressed')).toBe('true');
    expect(document.querySelector('[data-kind="bar"]')).toBeTruthy();
  });

  it('says so when there is no usage at all', () => {
    renderUsage({
      summary: {
        ...usageSummary,
        alerts: [],
        summary: { ...usageSummary.summary, total_tokens: 0, total_operations: 0, by_operation_type: [] },
        daily_usage: [],
      },
      history: { operations: [], total: 0, page: 1, total_pages: 0, page_tokens_total: 0 },
    });
    expect(screen.getByText('No usage data available')).toBeTruthy();
    expect(screen.getByText('No agent usage data available')).toBeTruthy();
    expect(screen.getByText('No usage history data available')).toBeTruthy();
    expect(screen.getByText('No usage history found')).toBeTruthy();
    expect(screen.getByText('N/A')).toBeTruthy();
  });

  it('opens the cost breakdown of a row: which grant paid how many tokens', async () => {
    renderUsage();
    await userEvent.click(screen.getAllByRole('button', { name: 'Show cost breakdown' })[0] as HTMLElement);
    expect(screen.getByText('Paid from plan quota')).toBeTruthy();
    expect(screen.getByText('Paid from purchased tokens')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hide cost breakdown' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('says "Not charged" in the amount of an operation that cost nothing (a question without an answer)', () => {
    const free = {
      ...usageHistory.operations[1]!,
      id: 'op-0',
      operation_description: 'Who is the prime minister?',
      tokens_used: 0,
      amount_charged: 0,
      charged: false,
    };
    renderUsage({ history: { ...usageHistory, operations: [...usageHistory.operations, free] } });
    const row = screen.getByText('Who is the prime minister?').closest('tr') as HTMLElement;
    expect(within(row).getByText('Not charged')).toBeTruthy();
    expect(screen.getAllByText('Not charged')).toHaveLength(1);
  });

  it('pages with Previous and Next and shows the page total', async () => {
    const { onFilters } = renderUsage();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect(screen.getByText('Tokens on this page: 9,000')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onFilters).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, page: 2 });
  });

  it('goes back to page 1 on a filter change and clears all filters at once', async () => {
    const { onFilters } = renderUsage({ filters: { ...EMPTY_FILTERS, page: 2 } });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Operation type' }), 'vendor_discovery');
    expect(onFilters).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, operation_type: 'vendor_discovery', page: 1 });
    await userEvent.type(screen.getByLabelText('Minimum tokens'), '100');
    expect(onFilters).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, operation_type: 'vendor_discovery', min_tokens: '100', page: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(onFilters).toHaveBeenLastCalledWith(EMPTY_FILTERS);
  });

  it('shows skeletons while loading and the error text when the summary fails', () => {
    renderUsage({ summary: undefined, summaryLoading: true, history: undefined, historyLoading: true });
    expect(document.querySelectorAll('[aria-busy="true"]').length).toBeGreaterThan(0);
    document.body.innerHTML = '';
    renderUsage({ summary: undefined, summaryLoading: false, summaryError: 'An error occurred while loading data' });
    expect(screen.getByRole('alert').textContent).toBe('An error occurred while loading data');
  });
});

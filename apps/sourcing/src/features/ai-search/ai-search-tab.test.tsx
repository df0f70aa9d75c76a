import { type TSearchSession, type TSearchSessionList } from '@app/sdk';
import { sdk } from '@app/shell';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AiSearchTab, SearchHistory } from './ai-search-tab';
import { SEARCH_HISTORY_LIMIT, SEARCH_HISTORY_POLL_MS, searchSessionsQuery } from './search-sessions-query';

const NOW = new Date('2026-03-05T12:00:00.000Z');

function session(overrides: Partial<TSearchSession>): TSearchSession {
  return {
    id: 1,
    project_id: 1,
    session_name: 'Cement, Steel & Metal near Ahmedabad',
    status: 'completed',
    created_at: '2026-03-05T09:00:00.000Z',
    started_at: '2026-03-05T09:00:01.000Z',
    completed_at: '2026-03-05T09:01:16.000Z',
    location: 'Ahmedabad',
    search_radius_km: 25,
    materials_searched: ['Cement', 'Steel & Metal'],
    total_vendors_found: 12,
    new_vendors_found: 9,
    error: null,
    ...overrides,
  };
}

const history: TSearchSessionList = {
  sessions: [
    session({ id: 3, session_name: 'Sand near Surat', status: 'discovering', created_at: '2026-03-05T11:59:00.000Z', completed_at: null, location: 'Surat', search_radius_km: 50, materials_searched: ['Sand'], total_vendors_found: 2, new_vendors_found: 2 }),
    session({ id: 2, session_name: 'Bricks near Vadodara', status: 'failed', completed_at: '2026-03-05T09:00:11.000Z', materials_searched: ['Bricks'] }),
    session({ id: 1 }),
  ],
  total_searches: 3,
  total_vendors_found: 23,
  materials_searched_count: 4,
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the AI Search history', () => {
  it('shows the three counters', () => {
    render(<SearchHistory history={history} loading={false} now={NOW} />);
    const counter = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(counter('Total Searches')).toBe('3');
    expect(counter('Vendors Discovered')).toBe('23');
    expect(counter('Material Categories')).toBe('4');
  });

  it('shows a completed session with its relative time, place and radius, materials, counts and duration', () => {
    render(<SearchHistory history={history} loading={false} now={NOW} />);
    const card = screen.getByRole('heading', { name: 'Cement, Steel & Metal near Ahmedabad' }).closest('article') as HTMLElement;
    expect(within(card).getByText('3 hours ago')).toBeTruthy();
    expect(within(card).getByText('Completed').closest('[data-status]')?.getAttribute('data-status')).toBe('completed');
    expect(card.textContent).toContain('within 25 km of Ahmedabad');
    expect(card.textContent).toContain('Materials searched: Cement, Steel & Metal');
    expect(within(card).getByText('Total').nextElementSibling?.textContent).toBe('12');
    expect(within(card).getByText('New').nextElementSibling?.textContent).toBe('9');
    expect(within(card).getByText('1m 15s')).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it("marks a discovering session 'In Progress' with a spinner and 'In progress...' for its duration", () => {
    render(<SearchHistory history={history} loading={false} now={NOW} />);
    const card = screen.getByRole('heading', { name: 'Sand near Surat' }).closest('article') as HTMLElement;
    const badge = within(card).getByText('In Progress').closest('[data-status]') as HTMLElement;
    expect(badge.getAttribute('data-status')).toBe('discovering');
    expect(badge.querySelector('.sr-session__spin')).toBeTruthy();
    expect(within(card).getByText('In progress...')).toBeTruthy();
    expect(within(card).getByText('1 minute ago')).toBeTruthy();
  });

  it('shows a failed session with the Failed badge', () => {
    render(<SearchHistory history={history} loading={false} now={NOW} />);
    const card = screen.getByRole('heading', { name: 'Bricks near Vadodara' }).closest('article') as HTMLElement;
    expect(within(card).getByText('Failed').closest('[data-status]')?.getAttribute('data-status')).toBe('failed');
  });

  it("says 'No Search History Yet' without sessions, and shows the loading text while loading", () => {
    const { rerender } = render(<SearchHistory history={undefined} loading now={NOW} />);
    expect(screen.getByText('Loading search history...')).toBeTruthy();
    rerender(<SearchHistory history={{ ...history, sessions: [] }} loading={false} now={NOW} />);
    expect(screen.getByRole('heading', { name: 'No Search History Yet' })).toBeTruthy();
  });
});

describe('the AI Search tab', () => {
  const renderTab = () =>
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AiSearchTab projectId={4} />
      </QueryClientProvider>,
    );

  it('reads the 50 newest sessions of the project', async () => {
    const call = vi.spyOn(sdk, 'call').mockResolvedValue(history);
    renderTab();
    expect(await screen.findByRole('heading', { name: 'Sand near Surat' })).toBeTruthy();
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ path: '/sourcing/projects/:id/search-sessions' }), expect.objectContaining({ params: { id: 4 }, query: { limit: SEARCH_HISTORY_LIMIT } }));
  });

  it('only logs a failure to load and shows the empty history', async () => {
    vi.spyOn(sdk, 'call').mockRejectedValue(new Error('network down'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderTab();
    expect(await screen.findByRole('heading', { name: 'No Search History Yet' })).toBeTruthy();
    expect(warn).toHaveBeenCalled();
  });

  it('polls while a session is pending or discovering, and stops once all have ended', () => {
    const interval = searchSessionsQuery(4).refetchInterval as (query: { state: { data: TSearchSessionList | undefined } }) => number | false;
    expect(interval({ state: { data: history } })).toBe(SEARCH_HISTORY_POLL_MS);
    expect(interval({ state: { data: { ...history, sessions: history.sessions.slice(1) } } })).toBe(false);
    expect(interval({ state: { data: undefined } })).toBe(false);
  });
});

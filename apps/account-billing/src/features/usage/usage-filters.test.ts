import { describe, expect, it } from 'vitest';
import { changeFilter, EMPTY_FILTERS, historyQuery } from './usage-filters';

describe('usage history filters', () => {
  it('goes back to page 1 whenever a filter changes', () => {
    const onPage3 = { ...EMPTY_FILTERS, page: 3 };
    expect(changeFilter(onPage3, 'operation_type', 'regulation_query').page).toBe(1);
    expect(changeFilter(onPage3, 'min_tokens', '10').page).toBe(1);
  });

  it('sends only what is set, 20 a page', () => {
    expect(historyQuery(EMPTY_FILTERS)).toEqual({ page: 1, page_size: 20 });
    expect(
      historyQuery({ operation_type: 'vendor_discovery', date_from: '2026-11-01', date_to: '2026-11-20', min_tokens: ' 50 ', page: 2 }),
    ).toEqual({ page: 2, page_size: 20, operation_type: 'vendor_discovery', date_from: '2026-11-01', date_to: '2026-11-20', min_tokens: 50 });
  });

  it('leaves out a negative or non-numeric minimum and a reversed date range instead of sending them', () => {
    expect(historyQuery({ ...EMPTY_FILTERS, min_tokens: '-5' })).toEqual({ page: 1, page_size: 20 });
    expect(historyQuery({ ...EMPTY_FILTERS, min_tokens: '1e3' })).toEqual({ page: 1, page_size: 20 });
    expect(historyQuery({ ...EMPTY_FILTERS, date_from: '2026-11-20', date_to: '2026-11-01' })).toEqual({ page: 1, page_size: 20 });
  });
});

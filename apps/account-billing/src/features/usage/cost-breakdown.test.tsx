import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usageHistory } from '../../test/fixtures';
import { CostBreakdown } from './cost-breakdown';
import { OperationsTable } from './operations-table';

describe('the cost breakdown', () => {
  it('says the rate in words and names every documented figure, never a raw key', () => {
    render(
      <CostBreakdown
        breakdown={{ categories_searched: 2, vendors_saved: 14, from_quota: 900, from_purchased: 0, rate_paise_per_1k: 42, cache_read_tokens: 3 }}
        paidBy={[{ grant: 'plan_quota', label: 'Plan quota', tokens: 900 }]}
      />,
    );
    expect(screen.getByText('₹0.42 per 1,000 tokens')).toBeTruthy();
    const labels = screen.getAllByRole('term').map((term) => term.textContent);
    expect(labels).toEqual(['Categories searched', 'Vendors saved', 'Paid from plan quota', 'Paid from purchased tokens', 'Cache read tokens']);
    expect(document.body.textContent).not.toMatch(/rate paise|rate_paise|per 1k|_/);
  });

  it("names an extraction's documents and materials", () => {
    render(<CostBreakdown breakdown={{ documents_read: 3, materials_found: 212, rate_paise_per_1k: 100 }} paidBy={[]} />);
    expect(screen.getByText('₹1 per 1,000 tokens')).toBeTruthy();
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Documents read', 'Materials found']);
  });
});

describe('the operations table on a phone', () => {
  it('labels every cell with its column, so each row reads as a card inside the table at 390 px', () => {
    render(<OperationsTable history={usageHistory} isLoading={false} error={null} onPage={() => undefined} />);
    const table = screen.getByRole('table');
    expect(table.classList.contains('ab-table--cards')).toBe(true);
    const first = screen.getAllByRole('row')[1] as HTMLElement;
    const labels = [...first.querySelectorAll('td[data-label]')].map((cell) => cell.getAttribute('data-label'));
    expect(labels).toEqual(['Date', 'Operation', 'Description', 'Project', 'Tokens', 'Amount']);
  });
});

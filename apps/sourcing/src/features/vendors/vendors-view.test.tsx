import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IDLE_DISCOVERY, startingDiscovery } from './discovery-state';
import { DEFAULT_VENDOR_FILTERS } from './vendor-filters';
import { makeVendor, makeVendorStats } from './vendor-fixtures';
import { VendorsView, type VendorsViewProps } from './vendors-view';

function renderView(overrides: Partial<VendorsViewProps> = {}) {
  const props: VendorsViewProps = {
    materialsCount: 3,
    onGoToOverview: vi.fn(),
    stats: makeVendorStats(),
    list: { vendors: [makeVendor()], total: 1 },
    pageSize: 20,
    filters: DEFAULT_VENDOR_FILTERS,
    onFiltersChange: vi.fn(),
    page: 1,
    onPageChange: vi.fn(),
    onExport: vi.fn(),
    exporting: false,
    discovery: { state: IDLE_DISCOVERY, discovering: false, connectionError: null, onReconnect: vi.fn() },
    onFindMore: vi.fn(),
    onRequestQuotes: vi.fn(),
    ...overrides,
  };
  render(<VendorsView {...props} />);
  return props;
}

const vendorRows = () => within(screen.getByRole('list', { name: 'Vendors' })).getAllByRole('listitem').filter((li) => li.classList.contains('sr-vendor'));

describe('Vendors tab', () => {
  it("says 'No Materials Yet' with Go to Overview when there are no materials", async () => {
    const props = renderView({ materialsCount: 0 });
    expect(screen.getByRole('heading', { name: 'No Materials Yet' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Go to Overview' }));
    expect(props.onGoToOverview).toHaveBeenCalled();
  });

  it("says 'No Vendors Found' when the list is empty", () => {
    renderView({ list: { vendors: [], total: 0 }, stats: makeVendorStats({ total_vendors: 0 }) });
    expect(screen.getByRole('heading', { name: 'No Vendors Found' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Vendor Overview' })).toBeNull();
  });

  it('says no vendor matches when filters hide them all, with a way to clear the filters (not "run discovery")', async () => {
    const props = renderView({ list: { vendors: [], total: 0 }, filters: { ...DEFAULT_VENDOR_FILTERS, risk: 'high', category: 'Tiles' } });
    expect(screen.getByRole('heading', { name: 'No vendors match these filters' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'No Vendors Found' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(props.onFiltersChange).toHaveBeenCalledWith({ ...DEFAULT_VENDOR_FILTERS, risk: undefined, category: undefined });
  });

  it('states the savings of a project without a budget once, as a percentage', () => {
    renderView({ stats: makeVendorStats({ estimated_savings: { formatted: '12%', percentage: 12, amount: null, basis: 'Best price levels against the median' } }) });
    const card = screen.getByRole('region', { name: 'Estimated Savings' });
    expect(within(card).getByText('12%')).toBeTruthy();
    expect(within(card).queryByText(/\(12%\)/)).toBeNull();
  });

  it('shows a vendor with its scores, reasons, demo badge, risk, distance, rating and contact', async () => {
    renderView();
    const row = vendorRows()[0]!;
    const inRow = within(row);
    expect(inRow.getByText('Suitability 82%').className).toContain('ui-badge--info');
    expect(inRow.getByText('Trust 91%').className).toContain('ui-badge--success');
    expect(inRow.getByText('DEMO')).toBeTruthy();
    expect(inRow.getByText('Low Risk')).toBeTruthy();
    expect(
      inRow.getByText(/GSTIN valid, registered in Gujarat · 12 years in business · 4\.3★ from 210 reviews · 8\.2 km from the site · Supplies 3 of your 4 categories/),
    ).toBeTruthy();
    expect(inRow.getByText(/8\.2 km away/)).toBeTruthy();
    expect(inRow.getByText('4.3 (210 reviews)')).toBeTruthy();
    expect(inRow.getByRole('link', { name: /\+91 79 2658 1234/ }).getAttribute('href')).toBe('tel:+917926581234');
    expect(inRow.getByRole('link', { name: /Website/ }).getAttribute('href')).toBe('https://ambica.example.in');

    await userEvent.click(inRow.getByRole('button', { name: 'Show points' }));
    const suitability = inRow.getByRole('table', { name: 'Suitability points' });
    expect(within(suitability).getByRole('row', { name: /Supplies 3 of your 4 categories/ }).textContent).toContain('0.30 / 0.40');
  });

  it("shows two categories then '+N', and 'Quote requested' with its date", () => {
    renderView({
      list: {
        vendors: [
          makeVendor({
            materials_supplied: ['Cement', 'Sand', 'Bricks', 'Tiles'].map((c) => ({ material_category: c as 'Cement' })),
            quote_requested_at: '2026-03-07T09:00:00.000Z',
          }),
        ],
        total: 1,
      },
    });
    const row = within(vendorRows()[0]!);
    expect(row.getByText('Cement')).toBeTruthy();
    expect(row.getByText('Sand')).toBeTruthy();
    expect(row.queryByText('Bricks')).toBeNull();
    expect(row.getByText('+2')).toBeTruthy();
    expect(row.getByText('Quote requested 7 Mar 2026')).toBeTruthy();
  });

  it('shows the stats panel and the savings card labelled as an estimate with its basis', () => {
    renderView();
    const savings = screen.getByRole('region', { name: /Estimated Savings/ });
    expect(within(savings).getByText('Estimate')).toBeTruthy();
    expect(within(savings).getByText('₹45,000 (6%)')).toBeTruthy();
    expect(within(savings).getByText('Best price levels against the median of 38 suppliers within 25 km')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Vendor Overview' })).getByText('74%')).toBeTruthy();
  });

  it('passes risk, category and sort choices to the list query', async () => {
    const props = renderView();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Risk' }), 'medium');
    expect(props.onFiltersChange).toHaveBeenLastCalledWith({ risk: 'medium', category: undefined, sort: 'newest' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Material Category' }), 'Steel & Metal');
    expect(props.onFiltersChange).toHaveBeenLastCalledWith({ risk: undefined, category: 'Steel & Metal', sort: 'newest' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'trust');
    expect(props.onFiltersChange).toHaveBeenLastCalledWith({ risk: undefined, category: undefined, sort: 'trust' });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(props.onExport).toHaveBeenCalled();
  });

  it('puts vendors streamed in first, once each, and only those passing the filters', () => {
    const live = [makeVendor({ id: 9, vendor_name: 'Live High', risk_level: 'high', trust_score: 0.2 }), makeVendor({ id: 1, vendor_name: 'Live Low' })];
    renderView({
      list: { vendors: [makeVendor({ id: 1 }), makeVendor({ id: 2, vendor_name: 'Listed' })], total: 2 },
      filters: { ...DEFAULT_VENDOR_FILTERS, risk: 'low' },
      discovery: { state: { ...startingDiscovery(3), phase: 'discovering', vendors: live }, discovering: true, connectionError: null, onReconnect: vi.fn() },
    });
    expect(vendorRows().map((row) => row.querySelector('.sr-vendor__name')?.textContent)).toEqual(['Live Low', 'Listed']);
    expect(screen.getByRole('button', { name: 'Find More Vendors' })).toHaveProperty('disabled', true);
  });

  it("draws each card's icons once, from the list's sprite", () => {
    renderView({ list: { vendors: [makeVendor({ id: 1 }), makeVendor({ id: 2, vendor_name: 'Second' })], total: 2 } });
    const targets = vendorRows().flatMap((row) => [...row.querySelectorAll('use')].map((use) => use.getAttribute('href') ?? ''));
    expect(targets).toHaveLength(8);
    for (const target of new Set(targets)) expect(document.querySelectorAll(`symbol${target}`)).toHaveLength(1);
  });

  it('requests quotes from the selected vendors only, and not without a selection', async () => {
    const props = renderView({ list: { vendors: [makeVendor({ id: 1 }), makeVendor({ id: 2, vendor_name: 'Second' })], total: 2 } });
    const request = () => screen.getByRole('button', { name: /Request quotes/ });
    expect(request()).toHaveProperty('disabled', true);
    await userEvent.click(within(vendorRows()[1]!).getByRole('checkbox'));
    await userEvent.click(request());
    expect(props.onRequestQuotes).toHaveBeenCalledWith([expect.objectContaining({ id: 2 })]);
  });
});

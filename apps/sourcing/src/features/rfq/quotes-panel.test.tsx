import type { TRfqList, TVendorQuote, TVendorQuoteList } from '@app/sdk';
import { sdk } from '@app/shell';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuotesPanel } from './quotes-panel';
import { rfqKeys } from './rfq-queries';

const rfqs: TRfqList = {
  rfqs: [
    {
      id: 7,
      project_id: 1,
      created_at: '2026-03-06T09:00:00.000Z',
      required_by_date: null,
      subject: 'Request for quotation',
      text: 'Hello',
      pdf_path: '/sourcing/rfqs/7/pdf',
      materials: [
        { line: 1, name: 'OPC 53 cement', category: 'Cement', quantity: 400, unit: 'bags' },
        { line: 2, name: 'TMT bars', category: 'Steel & Metal', quantity: 8, unit: 'MT' },
      ],
      send_all_lines: false,
      recipients: [
        { vendor_id: 11, vendor_name: 'Shree Cement Traders', email: 'sales@shree.example.in', emailed: true, email_status: 'sent', whatsapp_url: null, lines: [1], text: 'Hello' },
        { vendor_id: 12, vendor_name: 'Sardar Steel', email: 'steel@example.in', emailed: false, email_status: 'queued', whatsapp_url: null, lines: [2], text: 'Hello' },
      ],
    },
  ],
};
const recorded: TVendorQuote = {
  id: 3,
  project_id: 1,
  vendor_id: 12,
  vendor_name: 'Sardar Steel',
  rfq_id: 7,
  amount_rupees: 684500,
  valid_until: '2027-01-15',
  note: null,
  created_at: '2026-03-08T09:00:00.000Z',
};

afterEach(() => {
  vi.restoreAllMocks();
});

function setUp(quotes: TVendorQuoteList = { quotes: [] }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  queryClient.setQueryData(rfqKeys.rfqs(1), rfqs);
  queryClient.setQueryData(rfqKeys.quotes(1), quotes);
  render(
    <QueryClientProvider client={queryClient}>
      <QuotesPanel projectId={1} />
    </QueryClientProvider>,
  );
}

describe('the requested quotes panel', () => {
  it("shows each asked vendor's e-mail state and its latest quote", () => {
    setUp({ quotes: [recorded] });
    const steel = screen.getByText('Sardar Steel').closest('li') as HTMLElement;
    expect(within(steel).getByText('E-mail queued')).toBeTruthy();
    expect(within(steel).getByText(/Quoted ₹6,84,500/)).toBeTruthy();
    const cement = screen.getByText('Shree Cement Traders').closest('li') as HTMLElement;
    expect(within(cement).getByText('E-mailed')).toBeTruthy();
    expect(within(cement).queryByText(/Quoted/)).toBeNull();
  });

  it('records a quote from the dialog and sends the amount, validity and note', async () => {
    // The save, then the lists it invalidates.
    const call = vi.spyOn(sdk, 'call').mockImplementation(async (route) => {
      if (route.method === 'POST') return recorded;
      return route.path.endsWith('/quotes') ? { quotes: [recorded] } : rfqs;
    });
    setUp();
    const steel = screen.getByText('Sardar Steel').closest('li') as HTMLElement;
    await userEvent.click(within(steel).getByRole('button', { name: 'Record quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record Quote' });
    await userEvent.type(within(dialog).getByLabelText('Amount (₹)'), '684500.50');
    await userEvent.type(within(dialog).getByLabelText('Valid until (optional)'), '2027-01-15');
    await userEvent.type(within(dialog).getByLabelText('Note (optional)'), 'Delivered');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Quote' }));
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ path: '/sourcing/projects/:id/quotes', method: 'POST' }), {
      params: { id: 1 },
      body: { vendor_id: 12, amount_rupees: 684500.5, valid_until: '2027-01-15', note: 'Delivered' },
    });
    expect(screen.queryByRole('dialog', { name: 'Record Quote' })).toBeNull();
    expect(await screen.findByText(/Quoted ₹6,84,500/)).toBeTruthy();
  });

  it('refuses an empty amount without calling the API', async () => {
    const call = vi.spyOn(sdk, 'call');
    setUp();
    const steel = screen.getByText('Sardar Steel').closest('li') as HTMLElement;
    await userEvent.click(within(steel).getByRole('button', { name: 'Record quote' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Quote' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter the quoted amount in rupees (more than 0)');
    expect(call).not.toHaveBeenCalled();
  });
});

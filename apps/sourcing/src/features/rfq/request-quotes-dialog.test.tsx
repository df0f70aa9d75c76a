import { ApiError, type TMaterial, type TProject, type TRfq, type TVendor } from '@app/sdk';
import { sdk } from '@app/shell';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sourcingKeys } from '../../data/queries';
import { makeMaterial, makeProject } from '../../test/fixtures';
import { RequestQuotesDialog } from './request-quotes-dialog';

function vendor(overrides: Partial<TVendor>): TVendor {
  return {
    id: 1,
    vendor_name: 'Shree Cement Traders',
    contact_number: '079 2656 1234',
    website: null,
    city: 'Ahmedabad',
    distance_km: 4.2,
    materials_supplied: [{ material_category: 'Cement' }],
    quote_received: false,
    suitability_score: 0.8,
    trust_score: 0.7,
    average_rating: 4.3,
    total_reviews: 210,
    directory_id: 1,
    email: 'sales@shree.example.in',
    pincode: '380001',
    latitude: 23.03,
    longitude: 72.58,
    year_established: 2012,
    certifications: [],
    risk_level: 'low',
    score_breakdown: { trust: [], suitability: [] },
    price_index: null,
    source: 'demo',
    is_demo: true,
    quote_requested_at: null,
    created_at: '2026-03-05T10:00:00.000Z',
    ...overrides,
  };
}

const vendors = [
  vendor({ id: 11, vendor_name: 'Shree Cement Traders' }),
  vendor({ id: 12, vendor_name: 'Phone Only Supplies', email: null }),
  vendor({ id: 13, vendor_name: 'Mail Only Depot', contact_number: null }),
];

const sentRfq: TRfq = {
  id: 7,
  project_id: 1,
  created_at: '2026-03-06T09:00:00.000Z',
  required_by_date: '2027-04-15',
  subject: 'Request for quotation: Riverside Residency',
  text: 'Hello,\n...',
  pdf_path: '/sourcing/rfqs/7/pdf',
  materials: [{ line: 1, name: 'OPC 53 cement', category: 'Cement', quantity: 400, unit: 'bags' }],
  send_all_lines: false,
  recipients: [
    { vendor_id: 11, vendor_name: 'Shree Cement Traders', email: 'sales@shree.example.in', emailed: true, email_status: 'sent', whatsapp_url: 'https://wa.me/917926561234?text=Hello', lines: [1], text: 'Hello' },
    { vendor_id: 12, vendor_name: 'Phone Only Supplies', email: null, emailed: false, email_status: null, whatsapp_url: 'https://wa.me/917926561234?text=Hello', lines: [1], text: 'Hello' },
    { vendor_id: 13, vendor_name: 'Mail Only Depot', email: 'depot@example.in', emailed: false, email_status: 'failed', whatsapp_url: null, lines: [1], text: 'Hello' },
  ],
};

afterEach(() => {
  vi.restoreAllMocks();
});

const projectMaterials: TMaterial[] = [
  makeMaterial({ id: 101, name: 'OPC 53 cement', category: 'Cement' }),
  makeMaterial({ id: 102, name: 'Vitrified floor tiles', category: 'Tiles' }),
  makeMaterial({ id: 103, name: 'CPVC pipes', category: 'Plumbing' }),
  makeMaterial({ id: 104, name: 'Wall tiles', category: 'Tiles' }),
];

function setUp(project: Partial<TProject> = {}, chosen: TVendor[] = vendors) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  queryClient.setQueryData<TProject>(sourcingKeys.project(1), makeProject({ id: 1, required_by_date: '2027-03-31', ...project }));
  queryClient.setQueryData<TMaterial[]>(sourcingKeys.materials(1), projectMaterials);
  const onSent = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <RequestQuotesDialog projectId={1} vendors={chosen} open onOpenChange={onOpenChange} onSent={onSent} />
    </QueryClientProvider>,
  );
  return { onSent, onOpenChange };
}

describe('the request-quotes dialog', () => {
  it("lists the chosen vendors, warns which have no e-mail or phone, and starts from the project's date", () => {
    setUp();
    const dialog = screen.getByRole('dialog', { name: 'Request Quotes' });
    expect(within(dialog).getByText('3 vendors selected')).toBeTruthy();
    const phoneOnly = within(dialog).getByText('Phone Only Supplies').closest('li') as HTMLElement;
    expect(within(phoneOnly).getByText('No e-mail on file')).toBeTruthy();
    const mailOnly = within(dialog).getByText('Mail Only Depot').closest('li') as HTMLElement;
    expect(within(mailOnly).getByText('No phone number')).toBeTruthy();
    expect(within(dialog).getByText('1 vendor has no e-mail: share the request by WhatsApp or PDF.')).toBeTruthy();
    expect((within(dialog).getByLabelText('Required by') as HTMLInputElement).value).toBe('2027-03-31');
  });

  it('sends the vendors, the date and the note, then shows per vendor how the request reached it', async () => {
    const call = vi.spyOn(sdk, 'call').mockResolvedValue(sentRfq);
    const { onSent } = setUp();
    const date = screen.getByLabelText('Required by');
    await userEvent.clear(date);
    await userEvent.type(date, '2027-04-15');
    await userEvent.type(screen.getByLabelText('Note to vendors (optional)'), '  Delivered prices please. ');
    await userEvent.click(screen.getByRole('button', { name: 'Send Request' }));

    expect(call).toHaveBeenCalledWith(expect.objectContaining({ path: '/sourcing/projects/:id/rfqs' }), {
      params: { id: 1 },
      body: { vendor_ids: [11, 12, 13], send_all_lines: false, message: 'Delivered prices please.', required_by_date: '2027-04-15' },
    });
    const result = await screen.findByRole('dialog', { name: 'Request Sent' });
    expect(onSent).toHaveBeenCalledWith(sentRfq);
    const rows = within(result).getAllByRole('listitem');
    expect(within(rows[0] as HTMLElement).getByText('E-mailed')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('No e-mail on file')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('E-mail could not be sent')).toBeTruthy();
    const whatsapp = within(result).getByRole('link', { name: 'Send on WhatsApp to Shree Cement Traders' });
    expect(whatsapp.getAttribute('href')).toBe('https://wa.me/917926561234?text=Hello');
    expect(whatsapp.getAttribute('target')).toBe('_blank');
    expect(within(rows[2] as HTMLElement).queryByRole('link')).toBeNull();
    expect(within(result).getByRole('button', { name: 'Download PDF' })).toBeTruthy();
  });

  it('sends neither note nor date when both are empty', async () => {
    const call = vi.spyOn(sdk, 'call').mockResolvedValue(sentRfq);
    setUp({ required_by_date: null });
    await userEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(call).toHaveBeenCalledWith(expect.anything(), { params: { id: 1 }, body: { vendor_ids: [11, 12, 13], send_all_lines: false } });
  });

  it("shows the server's message when the request is refused, and stays on the form", async () => {
    const message = 'Add materials to the project before requesting quotes';
    vi.spyOn(sdk, 'call').mockRejectedValue(new ApiError({ status: 409, message, body: { message, code: 'conflict', request_id: 'r1' } }));
    const { onSent } = setUp();
    await userEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(onSent).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send Request' })).toBeTruthy();
  });

  it('previews which lines go to which vendor: a tiles supplier only the tile lines, everyone everything with "send all lines"', async () => {
    const call = vi.spyOn(sdk, 'call').mockResolvedValue(sentRfq);
    setUp({}, [
      vendor({ id: 21, vendor_name: 'Rangoli Tiles', materials_supplied: [{ material_category: 'Tiles' }] }),
      vendor({ id: 22, vendor_name: 'Shree Cement Traders', materials_supplied: [{ material_category: 'Cement' }, { material_category: 'Sand' }] }),
    ]);
    const preview = screen.getByRole('region', { name: 'What each vendor receives' });
    const lines = (name: string) => within(within(preview).getByRole('list', { name: `Lines for ${name}` })).getAllByRole('listitem').map((li) => li.textContent);
    expect(lines('Rangoli Tiles')).toEqual(['Vitrified floor tiles (Tiles)', 'Wall tiles (Tiles)']);
    expect(lines('Shree Cement Traders')).toEqual(['OPC 53 cement (Cement)']);
    expect(within(preview).getByText('2 lines')).toBeTruthy();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Send all lines to every vendor' }));
    expect(lines('Rangoli Tiles')).toHaveLength(4);
    expect(lines('Shree Cement Traders')).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(call).toHaveBeenCalledWith(expect.anything(), { params: { id: 1 }, body: { vendor_ids: [21, 22], send_all_lines: true, required_by_date: '2027-03-31' } });
  });

  it('does not send while a vendor would get no line, unless every line goes to everyone', async () => {
    const call = vi.spyOn(sdk, 'call').mockResolvedValue(sentRfq);
    setUp({}, [vendor({ id: 31, vendor_name: 'Crystal Glass House', materials_supplied: [{ material_category: 'Glass' }] })]);
    expect(screen.getByText('Supplies none of the categories of your materials')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      '1 vendor supplies none of the categories of your materials: turn on “Send all lines to every vendor” or leave it out.',
    );
    expect((screen.getByRole('button', { name: 'Send Request' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Send all lines to every vendor' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(call).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ body: expect.objectContaining({ vendor_ids: [31], send_all_lines: true }) }));
  });
});

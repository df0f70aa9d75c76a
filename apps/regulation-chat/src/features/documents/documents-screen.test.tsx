import { DOCUMENT_ADMIN_ONLY_MESSAGE, type TDocumentList } from '@app/sdk/contracts';
import { Toaster } from '@app/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@app/sdk';
import { testI18n } from '../../test/i18n';
import type { DocumentsApi } from './documents-api';
import { OCR_POLL_MS } from './documents-query';
import { DocumentsScreen } from './documents-screen';
import { adminOnlyError, documentOf, fakeDocumentsApi, listOf } from './test-documents';

function renderScreen(api: DocumentsApi, isAdmin: boolean) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/chat/documents']}>
        <DocumentsScreen api={api} isAdmin={isAdmin} />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

const rowOf = async (title: string) => (await screen.findByRole('rowheader', { name: title })).closest('tr') as HTMLElement;
const pdf = (name = 'cgdcr-part-iii.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

describe('the documents screen', () => {
  it('lists each document with its standing, a clear state label, the OCR pages, the upload date and a link to the PDF', async () => {
    const api = fakeDocumentsApi({
      list: vi.fn(async () =>
        listOf([
          documentOf(),
          documentOf({ id: '00000000-0000-4000-8000-000000000003', title: 'Scanned annexure', standing: 'secondary', state: 'ocr_pending', ocr_pages: [2, 5] }),
          documentOf({ id: '00000000-0000-4000-8000-000000000004', title: 'Old notification', state: 'failed', ocr_pages: [1], error: 'Text recognition failed on pages 1: timed out' }),
        ]),
      ),
    });
    renderScreen(api, true);
    const ready = await rowOf('CGDCR 2017 Part II');
    expect(ready.textContent).toContain('Official text');
    expect(ready.textContent).toContain('Ready');
    expect(ready.textContent).toContain('None');
    expect(within(ready).getByText('5 Mar 2026')).toBeTruthy();
    const link = within(ready).getByRole('link', { name: 'Open CGDCR 2017 Part II in the PDF viewer (new tab)' });
    expect(link.getAttribute('href')).toBe('http://localhost/api/documents/00000000-0000-4000-8000-000000000001/file?exp=1&sig=abc');
    const pending = await rowOf('Scanned annexure');
    expect(pending.textContent).toContain('Our digest');
    expect(pending.textContent).toContain('Reading scanned pages…');
    expect(pending.textContent).toContain('2, 5');
    const failed = await rowOf('Old notification');
    expect(failed.textContent).toContain('Failed');
    expect(failed.textContent).toContain('Text recognition failed on pages 1: timed out');
  });

  it('reads the list again while a document awaits OCR, until it is ready', async () => {
    const pending = listOf([documentOf({ state: 'ocr_pending', ocr_pages: [3] })]);
    const ready = listOf([documentOf({ ocr_pages: [3] })]);
    const list = vi.fn<() => Promise<TDocumentList>>().mockResolvedValueOnce(pending).mockResolvedValue(ready);
    // Timers run on their own (waitFor needs them) and can be moved on at will.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderScreen(fakeDocumentsApi({ list }), false);
      expect((await rowOf('CGDCR 2017 Part II')).textContent).toContain('Reading scanned pages…');
      await vi.advanceTimersByTimeAsync(OCR_POLL_MS);
      await waitFor(async () => expect((await rowOf('CGDCR 2017 Part II')).textContent).toContain('Ready'));
      const calls = list.mock.calls.length;
      await vi.advanceTimersByTimeAsync(OCR_POLL_MS * 3);
      // Nothing pending any more: no further reads.
      expect(list.mock.calls.length).toBe(calls);
    } finally {
      vi.useRealTimers();
    }
  });

  it("gives a non-administrator the server's admin-only text and no upload form", async () => {
    renderScreen(fakeDocumentsApi(), false);
    await rowOf('CGDCR 2017 Part II');
    expect(screen.getByRole('note').textContent).toBe(DOCUMENT_ADMIN_ONLY_MESSAGE);
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByLabelText(/PDF file/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
  });

  it('lets an administrator upload a PDF as the official text and shows it in the list', async () => {
    const api = fakeDocumentsApi();
    const uploaded = documentOf({ id: '00000000-0000-4000-8000-000000000002', title: 'CGDCR 2017 Part III', created_at: '2026-03-06T10:00:00.000Z' });
    vi.mocked(api.list).mockResolvedValueOnce(listOf([documentOf()])).mockResolvedValue(listOf([uploaded, documentOf()]));
    const user = userEvent.setup();
    renderScreen(api, true);
    const form = await screen.findByRole('form', { name: 'Upload a document' });
    await user.upload(within(form).getByLabelText(/PDF file/), pdf());
    await user.type(within(form).getByLabelText(/Title/), 'CGDCR 2017 Part III');
    await user.selectOptions(within(form).getByLabelText('Standing'), 'official');
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(api.upload).toHaveBeenCalledTimes(1));
    const [fields, file] = vi.mocked(api.upload).mock.calls[0] ?? [];
    expect(fields).toEqual({ title: 'CGDCR 2017 Part III', type: 'regulation', standing: 'official' });
    expect(file?.name).toBe('cgdcr-part-iii.pdf');
    expect(await screen.findByText('CGDCR 2017 Part III uploaded')).toBeTruthy();
    expect((await rowOf('CGDCR 2017 Part III')).textContent).toContain('Ready');
    expect((within(form).getByLabelText(/Title/) as HTMLInputElement).value).toBe('');
  });

  it('asks for the file and the title before uploading', async () => {
    const api = fakeDocumentsApi();
    const user = userEvent.setup();
    renderScreen(api, true);
    const form = await screen.findByRole('form', { name: 'Upload a document' });
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(within(form).getByText('Please choose a PDF file to upload.')).toBeTruthy();
    expect(within(form).getByText('Title is required')).toBeTruthy();
    expect(api.upload).not.toHaveBeenCalled();
  });

  it('takes the form away and says why when the server refuses the upload as admin-only', async () => {
    const api = fakeDocumentsApi({ upload: vi.fn(async () => Promise.reject(adminOnlyError())) });
    const user = userEvent.setup();
    renderScreen(api, true);
    const form = await screen.findByRole('form', { name: 'Upload a document' });
    await user.upload(within(form).getByLabelText(/PDF file/), pdf());
    await user.type(within(form).getByLabelText(/Title/), 'Anything');
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(screen.getByRole('note').textContent).toBe(DOCUMENT_ADMIN_ONLY_MESSAGE);
  });

  it("shows the server's message for any other refusal and keeps the form", async () => {
    const body = { message: 'The PDF has no text to index.', code: 'unprocessable' };
    const api = fakeDocumentsApi({ upload: vi.fn(async () => Promise.reject(new ApiError({ status: 422, message: body.message, body }))) });
    const user = userEvent.setup();
    renderScreen(api, true);
    const form = await screen.findByRole('form', { name: 'Upload a document' });
    await user.upload(within(form).getByLabelText(/PDF file/), pdf());
    await user.type(within(form).getByLabelText(/Title/), 'Blank scan');
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('The PDF has no text to index.');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('speaks Gujarati and Hindi', async () => {
    await testI18n.changeLanguage('gu');
    const { unmount } = renderScreen(fakeDocumentsApi(), false);
    expect((await rowOf('CGDCR 2017 Part II')).textContent).toContain('તૈયાર');
    expect(screen.getByRole('note').textContent).toBe('ફક્ત એડમિનિસ્ટ્રેટર જ દસ્તાવેજો અપલોડ કરી શકે છે.');
    unmount();
    await testI18n.changeLanguage('hi');
    renderScreen(fakeDocumentsApi(), true);
    expect((await rowOf('CGDCR 2017 Part II')).textContent).toContain('तैयार');
    expect(screen.getByRole('form', { name: 'दस्तावेज़ अपलोड करें' })).toBeTruthy();
  });
});

import { ApiError, sourcingContract, type TDiscoveryStreamEvent } from '@app/sdk';
import { sdk } from '@app/shell';
import { Toaster } from '@app/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDiscoveryStore, type OpenDiscoveryStream } from './discovery-store';
import { useDiscovery } from './use-discovery';
import { makeVendor } from './vendor-fixtures';

/** A stream the test feeds by hand, per session. */
function manualStream() {
  const opened: { sessionId: number; send: (event: TDiscoveryStreamEvent, id: string) => void }[] = [];
  const open: OpenDiscoveryStream = ({ sessionId, signal, onEvent }) =>
    new Promise((resolve) => {
      opened.push({ sessionId, send: (event, id) => onEvent(event, id) });
      signal.addEventListener('abort', () => resolve(undefined));
    });
  return { open, opened };
}

const REQUEST = { categories: [{ category: 'Cement' as const, material_ids: [1] }] };

function Probe({ store }: { store: ReturnType<typeof createDiscoveryStore> }) {
  const { state, discovering, start } = useDiscovery(5, store);
  return (
    <>
      <output data-testid="probe">{`${state.phase}:${state.vendors.map((v) => v.id).join(',')}:${discovering}`}</output>
      <button type="button" onClick={() => void start(REQUEST)}>
        start
      </button>
    </>
  );
}

/** The sessions route answers `sessions`; starting answers session 41. */
function fakeApi(sessions: { id: number; status: string }[], start: () => Promise<unknown> = () => Promise.resolve({ session_id: 41, message: 'started' })) {
  return vi.spyOn(sdk, 'call').mockImplementation(((route: unknown) => {
    if (route === sourcingContract.listSearchSessions) return Promise.resolve({ sessions, total_searches: sessions.length, total_vendors_found: 0, materials_searched_count: 0 });
    if (route === sourcingContract.discoverVendors) return start();
    return Promise.reject(new Error('unexpected call'));
  }) as typeof sdk.call);
}

function setUp() {
  const stream = manualStream();
  const store = createDiscoveryStore(stream.open);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Probe store={store} />
      <Toaster />
    </QueryClientProvider>,
  );
  return stream;
}

afterEach(() => vi.restoreAllMocks());

describe('useDiscovery', () => {
  it("starts with 'Starting vendor discovery...', follows the session, and toasts the count at the end", async () => {
    const call = fakeApi([]);
    const { opened } = setUp();
    await userEvent.click(screen.getByRole('button', { name: 'start' }));
    expect(await screen.findByText('Starting vendor discovery...')).toBeTruthy();
    expect(call).toHaveBeenCalledWith(sourcingContract.discoverVendors, { params: { id: 5 }, body: REQUEST });
    await waitFor(() => expect(opened.map((o) => o.sessionId)).toEqual([41]));
    act(() => opened[0]?.send({ type: 'vendor_found', vendor: makeVendor({ id: 3 }), material: 'Cement', is_new: true }, '1'));
    expect(screen.getByTestId('probe').textContent).toBe('discovering:3:true');
    act(() => opened[0]?.send({ type: 'session_completed', total_vendors_found: 1, new_vendors_found: 1, duration_seconds: 2 }, '2'));
    expect(await screen.findByText('Discovered 1 vendor!')).toBeTruthy();
    // After the list reloads the live vendors are cleared.
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('idle::false'));
  });

  it("toasts 'Vendor discovery failed: {error}' when the session fails", async () => {
    fakeApi([]);
    const { opened } = setUp();
    await userEvent.click(screen.getByRole('button', { name: 'start' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    act(() => opened[0]?.send({ type: 'session_failed', error: 'Directory unavailable' }, '1'));
    expect(await screen.findByText('Vendor discovery failed: Directory unavailable')).toBeTruthy();
  });

  it('resumes following a session that is still discovering when the page opens', async () => {
    fakeApi([
      { id: 40, status: 'discovering' },
      { id: 39, status: 'completed' },
    ].map((s) => ({ ...s, project_id: 5, session_name: 'Cement near Ahmedabad', created_at: '2026-03-05T10:00:00.000Z', started_at: null, completed_at: null, location: 'Ahmedabad', search_radius_km: 25, materials_searched: ['Cement'], total_vendors_found: 0, new_vendors_found: 0, error: null })));
    const { opened } = setUp();
    await waitFor(() => expect(opened.map((o) => o.sessionId)).toEqual([40]));
    expect(screen.getByTestId('probe').textContent).toBe('connecting::true');
  });

  it('leaves a 402 to the out-of-tokens dialog, with no second message and nothing followed', async () => {
    fakeApi([], () => Promise.reject(new ApiError({ status: 402, message: 'Insufficient tokens', body: {} })));
    setUp();
    await userEvent.click(screen.getByRole('button', { name: 'start' }));
    await screen.findByText('Starting vendor discovery...');
    // Sonner shows each toast a macrotask after it is made: let a second one arrive if there were one.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByText(/Insufficient tokens|Failed to start vendor discovery/)).toBeNull();
    expect(screen.getByTestId('probe').textContent).toBe('idle::false');
  });
});

import type { TExtractionStreamEvent, TMaterial } from '@app/sdk';
import { Toaster } from '@app/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { sdk } from '@app/shell';
import { ApiError } from '@app/sdk';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sourcingKeys } from '../../data/queries';
import { makeMaterial } from '../../test/fixtures';
import { createExtractionStore, type OpenExtractionStream, type ScheduleFlush } from './extraction-store';
import { useExtraction } from './use-extraction';

/** A stream the test feeds by hand; records how it was opened and whether it is still open. */
function manualStream() {
  const opened: { lastEventId: string | undefined; signal: AbortSignal; send: (event: TExtractionStreamEvent, id: string) => void }[] = [];
  const open: OpenExtractionStream = ({ lastEventId, signal, onEvent }) =>
    new Promise((resolve) => {
      opened.push({ lastEventId, signal, send: (event, id) => onEvent(event, id) });
      signal.addEventListener('abort', () => resolve(undefined));
    });
  return { open, opened };
}

function Probe({ status, store }: { status: 'extracting' | 'ready'; store: ReturnType<typeof createExtractionStore> }) {
  const { state, running, start } = useExtraction({ id: 5, status }, store);
  return (
    <>
      <output data-testid="probe">{`${state.phase}:${state.materialsFound}:${running}`}</output>
      <button type="button" onClick={() => void start()}>
        start
      </button>
    </>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

/** Events are applied as they come unless a test runs the frames itself. */
const now: ScheduleFlush = (flush) => {
  flush();
  return () => {};
};

function setUp(status: 'extracting' | 'ready' = 'extracting', schedule: ScheduleFlush = now) {
  const stream = manualStream();
  const store = createExtractionStore(stream.open, schedule);
  const queryClient = new QueryClient();
  queryClient.setQueryData<TMaterial[]>(sourcingKeys.materials(5), [makeMaterial({ id: 1, name: 'Manual row', source: 'manual' })]);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Probe status={status} store={store} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...stream, store, queryClient, view };
}

describe('useExtraction', () => {
  it('follows the stream of a running project, appending materials to the table as they come', async () => {
    const { opened, queryClient } = setUp();
    expect(opened).toHaveLength(1);
    act(() => opened[0]?.send({ type: 'material_found', material: makeMaterial({ id: 9, name: 'River sand' }), total_materials_found: 1, progress: 50 }, '3'));
    expect(screen.getByTestId('probe').textContent).toBe('streaming:1:true');
    expect(queryClient.getQueryData<TMaterial[]>(sourcingKeys.materials(5))?.map((m) => m.name)).toEqual(['Manual row', 'River sand']);

    act(() => opened[0]?.send({ type: 'extraction_completed', total_materials_found: 1 }, '4'));
    expect(await screen.findByText('Extracted 1 material successfully!')).toBeTruthy();
    expect(screen.getByTestId('probe').textContent).toBe('completed:1:false');
  });

  it('closes the connection when the page goes and resumes after the last event when it comes back', () => {
    const { opened, view, store, queryClient } = setUp();
    act(() => opened[0]?.send({ type: 'progress_update', progress: 20, current_activity: 'Reading boq.xlsx', materials_found: 0 }, '2'));
    view.unmount();
    expect(opened[0]?.signal.aborted).toBe(true);

    render(
      <QueryClientProvider client={queryClient}>
        <Probe status="extracting" store={store} />
      </QueryClientProvider>,
    );
    expect(opened).toHaveLength(2);
    expect(opened[1]?.lastEventId).toBe('2');
  });

  it('toasts the failure with its error', async () => {
    const { opened } = setUp();
    act(() => opened[0]?.send({ type: 'extraction_failed', error: 'The PDF is encrypted' }, '1'));
    expect(await screen.findByText('Extraction failed: The PDF is encrypted')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('failed:0:false'));
  });

  it('opens no stream for a project that is not extracting', () => {
    const { opened } = setUp('ready');
    expect(opened).toHaveLength(0);
  });

  it('starts a run: toasts, drops the extracted rows, keeps manual ones and reads the new stream from its start', async () => {
    const call = vi.spyOn(sdk, 'call').mockResolvedValue({ project_id: 5, message: 'Material extraction started', status: 'uploading_documents' });
    const { opened, queryClient } = setUp('ready');
    queryClient.setQueryData<TMaterial[]>(sourcingKeys.materials(5), [
      makeMaterial({ id: 1, name: 'Manual row', source: 'manual' }),
      makeMaterial({ id: 2, name: 'Old extracted row', source: 'extracted' }),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'start' }));
    expect(call).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Material extraction started!')).toBeTruthy();
    expect(queryClient.getQueryData<TMaterial[]>(sourcingKeys.materials(5))?.map((m) => m.name)).toEqual(['Manual row']);
    expect(opened).toHaveLength(1);
    expect(opened[0]?.lastEventId).toBeUndefined();
    expect(screen.getByTestId('probe').textContent).toBe('connecting:0:true');
  });

  it("says 'No documents uploaded. Please add materials manually.' when there is nothing to read", async () => {
    vi.spyOn(sdk, 'call').mockRejectedValue(
      new ApiError({ status: 400, message: 'No documents uploaded', body: { message: 'No documents uploaded', code: 'bad_request', request_id: 'r1' } }),
    );
    const { opened } = setUp('ready');
    await userEvent.click(screen.getByRole('button', { name: 'start' }));
    expect(await screen.findByText('No documents uploaded. Please add materials manually.')).toBeTruthy();
    expect(opened).toHaveLength(0);
  });

  it("puts a frame's 1,000 materials into the table's list with one cache update", () => {
    const frames: (() => void)[] = [];
    const { opened, queryClient } = setUp('extracting', (flush) => {
      frames.push(flush);
      return () => {};
    });
    const updates = vi.fn();
    queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.query.queryHash === JSON.stringify(sourcingKeys.materials(5))) updates();
    });
    act(() => {
      for (let i = 1; i <= 1000; i++) {
        opened[0]?.send({ type: 'material_found', material: makeMaterial({ id: 100 + i, name: `Material ${i}` }), total_materials_found: i, progress: 50 }, String(i));
      }
    });
    expect(updates).not.toHaveBeenCalled();
    act(() => frames.splice(0).forEach((flush) => flush()));
    expect(updates).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData<TMaterial[]>(sourcingKeys.materials(5))).toHaveLength(1001);
    expect(screen.getByTestId('probe').textContent).toBe('streaming:1000:true');
  });
});

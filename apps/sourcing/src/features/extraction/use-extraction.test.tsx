import type { TExtractionStreamEvent, TMaterial } from '@app/sdk';
import { Toaster } from '@app/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { sourcingKeys } from '../../data/queries';
import { makeMaterial } from '../../test/fixtures';
import { createExtractionStore, type OpenExtractionStream } from './extraction-store';
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
  const { state, running } = useExtraction({ id: 5, status }, store);
  return <output data-testid="probe">{`${state.phase}:${state.materialsFound}:${running}`}</output>;
}

function setUp(status: 'extracting' | 'ready' = 'extracting') {
  const stream = manualStream();
  const store = createExtractionStore(stream.open);
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
    expect(await screen.findByText('✅ Extracted 1 material successfully!')).toBeTruthy();
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
    expect(await screen.findByText('❌ Extraction failed: The PDF is encrypted')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('failed:0:false'));
  });

  it('opens no stream for a project that is not extracting', () => {
    const { opened } = setUp('ready');
    expect(opened).toHaveLength(0);
  });
});

import { sdk } from '@app/shell';
import { EXTRACTION_RUNNING_STATUSES, NO_DOCUMENTS_MESSAGE, sourcingContract, type TMaterial, type TProject } from '@app/sdk';
import { toast } from '@app/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText, sourcingKeys } from '../../data/queries';
import { extractionStore } from './extraction-client';
import { isExtractionActive } from './extraction-state';
import type { ExtractionEffects, ExtractionStore } from './extraction-store';

/**
 * The extraction of one project: its live state, and `start`. While a run is in progress (by the
 * project's status or a run started here) the page follows its stream; materials found are put
 * into the materials list as they arrive (a frame's worth at a time, see the store), and the spec's
 * toasts mark the end.
 */
export function useExtraction(project: Pick<TProject, 'id' | 'status'>, store: ExtractionStore = extractionStore) {
  const { t } = useTranslation('sourcing');
  const queryClient = useQueryClient();
  const id = project.id;
  const subscribe = useCallback((listener: () => void) => store.subscribe(id, listener), [store, id]);
  const state = useSyncExternalStore(subscribe, () => store.getState(id));
  const connectionError = useSyncExternalStore(subscribe, () => store.getConnectionError(id));

  const effects = useMemo<ExtractionEffects>(
    () => ({
      onEvent: (batch) => {
        // A frame's materials go into the table's list in one cache update.
        const found = batch.flatMap(({ event }) => (event.type === 'material_found' ? [event.material] : []));
        if (found.length > 0) {
          queryClient.setQueryData<TMaterial[]>(sourcingKeys.materials(id), (list = []) => {
            const ids = new Set(list.map((m) => m.id));
            const fresh = found.filter((m) => !ids.has(m.id) && ids.add(m.id));
            return fresh.length === 0 ? list : [...list, ...fresh];
          });
        }
        for (const { event } of batch) {
          if (event.type === 'extraction_completed') {
            toast.success(t('extraction.toasts.completed', { count: event.total_materials_found }));
            void queryClient.invalidateQueries({ queryKey: sourcingKeys.all });
          } else if (event.type === 'extraction_failed') {
            toast.error(t('extraction.toasts.failed', { error: event.error }));
            void queryClient.invalidateQueries({ queryKey: sourcingKeys.all });
          }
        }
      },
    }),
    [queryClient, t, id],
  );

  const serverRunning = EXTRACTION_RUNNING_STATUSES.includes(project.status);
  // A run seen to its end here is not followed again until a new one starts.
  const follow = isExtractionActive(state) || (state.phase === 'idle' && serverRunning);

  useEffect(() => {
    if (!follow) return;
    store.connect(id, effects);
    return () => store.disconnect(id);
  }, [follow, store, id, effects]);

  const start = useCallback(async () => {
    try {
      await sdk.call(sourcingContract.extractMaterials, { params: { id } });
    } catch (error) {
      const text = failureText(error, t('extraction.toasts.startFailed'));
      // The spec's own words for a project with nothing to read, shown for 5 s.
      if (text === NO_DOCUMENTS_MESSAGE) toast.error(t('extraction.toasts.noDocuments'), { duration: 5000 });
      else toast.error(text);
      return;
    }
    toast.success(t('extraction.toasts.started'));
    // A new run replaces the extracted rows; the user's own rows stay.
    queryClient.setQueryData<TMaterial[]>(sourcingKeys.materials(id), (list = []) => list.filter((m) => m.source === 'manual'));
    store.restart(id, effects);
    void queryClient.invalidateQueries({ queryKey: sourcingKeys.project(id) });
  }, [id, t, queryClient, store, effects]);

  const reconnect = useCallback(() => store.connect(id, effects), [store, id, effects]);

  return { state, connectionError, running: follow || isExtractionActive(state), start, reconnect };
}

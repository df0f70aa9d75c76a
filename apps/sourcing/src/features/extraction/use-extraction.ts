import { sdk } from '@app/shell';
import { EXTRACTION_RUNNING_STATUSES, NO_DOCUMENTS_MESSAGE, sourcingContract, type TExtractionStreamEvent, type TMaterial, type TProject } from '@app/sdk';
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
 * into the materials list as they arrive, and the spec's toasts mark the end.
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
      onEvent: (event: TExtractionStreamEvent) => {
        if (event.type === 'material_found') {
          queryClient.setQueryData<TMaterial[]>(sourcingKeys.materials(id), (list = []) =>
            list.some((m) => m.id === event.material.id) ? list : [...list, event.material],
          );
        } else if (event.type === 'extraction_completed') {
          toast.success(t('extraction.toasts.completed', { count: event.total_materials_found }));
          void queryClient.invalidateQueries({ queryKey: sourcingKeys.all });
        } else if (event.type === 'extraction_failed') {
          toast.error(t('extraction.toasts.failed', { error: event.error }));
          void queryClient.invalidateQueries({ queryKey: sourcingKeys.all });
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

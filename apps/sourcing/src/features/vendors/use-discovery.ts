import { sdk } from '@app/shell';
import { ApiError, sourcingContract, type TDiscoveryRequest, type TDiscoveryStreamEvent } from '@app/sdk';
import { toast } from '@app/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText, sourcingKeys } from '../../data/queries';
import { discoveryStore } from './discovery-client';
import type { DiscoveryStartOutcome } from './discovery-dialog';
import { isDiscoveryActive } from './discovery-state';
import type { DiscoveryEffects, DiscoveryStore } from './discovery-store';
import { runningSessionQuery, vendorKeys } from './vendor-queries';

/**
 * The vendor discovery of one project: its live state and `start`. A session started here, or
 * found running when the page opens, is followed on its stream; the spec's toasts mark the end,
 * after which the list and stats reload and the live vendors are cleared.
 */
export function useDiscovery(projectId: number, store: DiscoveryStore = discoveryStore) {
  const { t } = useTranslation('vendors');
  const queryClient = useQueryClient();
  const subscribe = useCallback((listener: () => void) => store.subscribe(projectId, listener), [store, projectId]);
  const state = useSyncExternalStore(subscribe, () => store.getState(projectId));
  const connectionError = useSyncExternalStore(subscribe, () => store.getConnectionError(projectId));
  const running = useQuery(runningSessionQuery(projectId));

  const effects = useMemo<DiscoveryEffects>(() => {
    const reload = async () => {
      await queryClient.invalidateQueries({ queryKey: vendorKeys.all(projectId) });
      store.clear(projectId);
      void queryClient.invalidateQueries({ queryKey: sourcingKeys.project(projectId) });
    };
    return {
      onEvent: (event: TDiscoveryStreamEvent) => {
        if (event.type === 'session_completed') {
          toast.success(t('discovery.toasts.completed', { count: event.total_vendors_found }));
          void reload();
        } else if (event.type === 'session_failed') {
          toast.error(t('discovery.toasts.failed', { error: event.error }));
          void reload();
        }
      },
    };
  }, [queryClient, store, projectId, t]);

  // Reopening the page while a session runs follows it again.
  const runningId = running.data ?? null;
  useEffect(() => {
    if (runningId !== null && store.getState(projectId).phase === 'idle') store.follow(projectId, runningId, effects);
  }, [runningId, store, projectId, effects]);

  const active = isDiscoveryActive(state);
  useEffect(() => {
    if (!active) return;
    store.connect(projectId, effects);
    return () => store.disconnect(projectId);
  }, [active, store, projectId, effects]);

  /** Resolves true when the session started (the dialog then closes); a typed place the server cannot find is the dialog's to show. */
  const start = useCallback(
    async (request: TDiscoveryRequest): Promise<DiscoveryStartOutcome> => {
      toast(t('discovery.toasts.starting'));
      try {
        const { session_id } = await sdk.call(sourcingContract.discoverVendors, { params: { id: projectId }, body: request });
        queryClient.setQueryData(vendorKeys.runningSessions(projectId), session_id);
        store.follow(projectId, session_id, effects);
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.status === 422) return 'place-not-found';
        // 402 opens the app's out-of-tokens dialog (the client emits it); no second message here.
        if (!(error instanceof ApiError && error.status === 402)) toast.error(failureText(error, t('discovery.toasts.startFailed')));
        return false;
      }
    },
    [projectId, t, queryClient, store, effects],
  );

  const reconnect = useCallback(() => store.connect(projectId, effects), [store, projectId, effects]);

  return { state, connectionError, discovering: active, start, reconnect };
}

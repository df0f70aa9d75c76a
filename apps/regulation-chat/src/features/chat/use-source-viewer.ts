import type { TSource } from '@app/sdk/contracts';
import { useSidebarCollapsed } from '@app/shell';
import { toast } from '@app/ui';
import type { TFunction } from 'i18next';
import { useCallback, useReducer } from 'react';
import { highlightsOf } from '../viewer/highlights';
import { closedViewer, viewerReducer } from '../viewer/viewer-state';
import type { ChatApi } from './chat-api';
import { isMobileScreen } from './use-media-query';

/**
 * The viewer's state lives with the chat (the viewer itself is a lazy chunk). Opening a source
 * toasts 'Opening {name}', goes to its first highlight (or the one a citation names) and, on a
 * wide screen, collapses the sidebar to make room (spec part 1, "Document viewer").
 */
export function useSourceViewer(api: ChatApi, t: TFunction<'chat'>) {
  const [state, dispatch] = useReducer(viewerReducer, closedViewer);
  const [, setSidebarCollapsed] = useSidebarCollapsed();

  const open = useCallback(
    (source: TSource | undefined, highlight = 0) => {
      const url = source ? api.documentUrl(source.document_link) : null;
      if (!source || !url) {
        toast.error(t('toasts.openFailed'));
        return;
      }
      toast.info(t('toasts.opening', { name: source.document_name }));
      dispatch({
        type: 'open',
        document: { id: source.document_id, name: source.document_name, url },
        highlights: highlightsOf(source),
        highlight,
      });
      if (!isMobileScreen()) setSidebarCollapsed(true);
    },
    [api, t, setSidebarCollapsed],
  );

  /** The viewer's code could not be loaded: say so and close it. */
  const failed = useCallback(() => {
    toast.error(t('toasts.openFailed'));
    dispatch({ type: 'close' });
  }, [t]);

  return { state, dispatch, open, failed };
}

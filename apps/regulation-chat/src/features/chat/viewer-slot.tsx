import { Spinner } from '@app/ui';
import { Component, lazy, Suspense, type Dispatch, type ReactNode } from 'react';
import type { ViewerAction, ViewerState } from '../viewer/viewer-state';
import { useChatTexts } from './chat-context';
import { MOBILE_QUERY, useMediaQuery } from './use-media-query';

// Its own chunk: the viewer, and pdf.js behind it, load only when a source is opened.
const SourceViewer = lazy(() => import('../viewer/source-viewer'));

class ChunkBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

interface ViewerSlotProps {
  state: ViewerState;
  dispatch: Dispatch<ViewerAction>;
  /** The viewer's code failed to load ('Failed to open document'). */
  onLoadError: () => void;
}

/** Where the viewer appears beside the chat (over it, full screen, under 768 px). */
export function ViewerSlot({ state, dispatch, onLoadError }: ViewerSlotProps) {
  const { t } = useChatTexts();
  const fullScreen = useMediaQuery(MOBILE_QUERY);
  if (!state.document) return null;
  return (
    <ChunkBoundary onError={onLoadError}>
      <Suspense
        fallback={
          <div className={`rc-viewer${fullScreen ? ' rc-viewer--full' : ''}`}>
            <div className="rc-viewer__message">
              <Spinner label={t('viewer.loading')} showLabel />
            </div>
          </div>
        }
      >
        <SourceViewer state={state} dispatch={dispatch} fullScreen={fullScreen} />
      </Suspense>
    </ChunkBoundary>
  );
}

import type { TFeedbackValue } from '@app/sdk/contracts';
import { toast } from '@app/ui';
import type { TFunction } from 'i18next';
import { useCallback, type Dispatch } from 'react';
import type { ChatApi } from './chat-api';
import type { ChatAction, ChatMessage } from './chat-state';

/**
 * Thumbs up/down on an answer: shown at once, sent to `PUT /regagent/queries/:id/feedback`, and
 * put back as it was if the server refuses ('Failed to submit feedback').
 */
export function useFeedback(api: ChatApi, dispatch: Dispatch<ChatAction>, t: TFunction<'chat'>) {
  return useCallback(
    async (message: ChatMessage, feedback: TFeedbackValue) => {
      if (!message.queryId || message.feedback === feedback) return;
      const previous = message.feedback;
      dispatch({ type: 'feedbackSet', messageId: message.id, feedback });
      try {
        await api.submitFeedback(message.queryId, feedback);
        if (feedback === 1) toast.success(t('toasts.feedbackPositive'));
        else toast.success(t('toasts.feedbackRecorded'));
      } catch {
        dispatch({ type: 'feedbackSet', messageId: message.id, feedback: previous });
        toast.error(t('errors.feedback'));
      }
    },
    [api, dispatch, t],
  );
}

/** How long the copy button shows its check mark (spec part 1, section 9). */
export const COPY_RESET_MS = 2000;

/** Copies an answer; true when the clipboard took it. */
export async function copyText(text: string, t: TFunction<'chat'>): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
    toast.success(t('toasts.copied'));
    return true;
  } catch {
    toast.error(t('toasts.copyFailed'));
    return false;
  }
}

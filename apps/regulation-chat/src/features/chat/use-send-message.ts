import type { LanguageCode } from '@app/i18n';
import { toast } from '@app/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState, type Dispatch, type RefObject } from 'react';
import type { ChatApi } from './chat-api';
import { userMessage, type ChatAction, type ChatState } from './chat-state';
import { chatErrorText, isInsufficientTokens, isRateLimited } from './error-text';
import { checkMessage } from './input-rules';

/** The sidebar's Recents (shell `conversationsQuery`) and anything else under this key. */
export const CONVERSATIONS_KEY = ['regagent', 'conversations'] as const;

let counter = 0;
const localId = () => `local-${Date.now().toString(36)}-${++counter}`;

/** Joins text restored after a failure with anything typed since, so nothing is lost. */
export const restoreDraft = (failed: string, current: string) => (current.trim() === '' ? failed : `${failed}\n${current}`);

interface SendOptions {
  api: ChatApi;
  state: RefObject<ChatState>;
  dispatch: Dispatch<ChatAction>;
  language: LanguageCode;
  texts: { send: string; connectionLost: string; rateLimited: string };
  /** Each answer's `metrics.tokens`, for the token meter. */
  onAnswer: (tokens: number) => void;
}

/**
 * Sending a question: the user's message shows at once, the answer streams in, and on failure
 * the list goes back to how it was and the typed text returns to the input (a 402 shows the
 * inline notice; the shell has already toasted it). `cancel()` drops a send whose conversation
 * the user has left.
 */
export function useSendMessage({ api, state, dispatch, language, texts, onAnswer }: SendOptions) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState('');
  const [insufficient, setInsufficient] = useState(false);
  // Synchronous guard: two Enter presses in one tick must not send twice.
  const busy = useRef(false);
  const generation = useRef(0);
  const controller = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    generation.current++;
    controller.current?.abort();
    controller.current = null;
    busy.current = false;
  }, []);

  const send = useCallback(
    async (raw: string): Promise<boolean> => {
      const check = checkMessage(raw);
      if (!check.ok || busy.current) return false;
      busy.current = true;
      const mine = generation.current;
      const abort = new AbortController();
      controller.current = abort;
      setInsufficient(false);
      setDraft('');
      dispatch({ type: 'sendStarted', message: userMessage(localId(), check.text, new Date().toISOString()) });
      const conversationId = state.current.conversationId ?? undefined;
      try {
        const response = await api.ask(
          { query: check.text, language, conversation_id: conversationId },
          (event) => {
            if (mine !== generation.current) return;
            if (event.type === 'started') dispatch({ type: 'answerStarted', conversationId: event.conversation_id });
            else if (event.type === 'sources') dispatch({ type: 'answerSources', sources: event.sources });
            else if (event.type === 'delta') dispatch({ type: 'answerDelta', text: event.text });
          },
          abort.signal,
        );
        if (mine !== generation.current) return false;
        dispatch({ type: 'answerDone', response });
        onAnswer(response.metrics.tokens);
        return true;
      } catch (error) {
        if (mine !== generation.current) return false;
        dispatch({ type: 'sendFailed' });
        setDraft((current) => restoreDraft(raw, current));
        if (isInsufficientTokens(error)) setInsufficient(true);
        else if (isRateLimited(error)) toast.error(texts.rateLimited);
        else toast.error(chatErrorText(error, texts.send, texts.connectionLost));
        return false;
      } finally {
        if (mine === generation.current) {
          busy.current = false;
          controller.current = null;
          // Spec: "After each send the conversation list reloads" (a new title, a new entry).
          void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
        }
      }
    },
    [api, state, dispatch, language, texts.send, texts.connectionLost, texts.rateLimited, onAnswer, queryClient],
  );

  return { draft, setDraft, send, cancel, insufficient, dismissInsufficient: () => setInsufficient(false) };
}

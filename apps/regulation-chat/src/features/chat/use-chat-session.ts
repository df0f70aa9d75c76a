import type { LanguageCode } from '@app/i18n';
import { NEW_CHAT_PARAM } from '@app/shell';
import { toast } from '@app/ui';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ChatApi } from './chat-api';
import { chatReducer, initialChatState } from './chat-state';
import { chatErrorText } from './error-text';
import { CONVERSATION_PARAM } from './conversation-param';
import { useSendMessage } from './use-send-message';

export const QUESTION_PARAM = 'q';

interface SessionOptions {
  api: ChatApi;
  language: LanguageCode;
  setLanguage: (language: LanguageCode) => Promise<void>;
  t: TFunction<'chat'>;
  onAnswer: (tokens: number) => void;
}

/**
 * The chat's conversation, driven by the URL:
 * - `?conversation=<id>` (the sidebar's Recents) loads that history and its language;
 * - `?q=<question>` (the landing page's question box) is sent once on arrival, then removed from
 *   the URL so a reload does not send it again;
 * - otherwise a new conversation is started, announced ('New conversation started') only when
 *   the user asked for it (`?new=1`, the sidebar's New chat), not on every visit.
 * Once answered, the active conversation's id is written back to the URL (replacing the entry),
 * so a reload reopens it instead of starting another.
 */
export function useChatSession({ api, language, setLanguage, t, onAnswer }: SessionOptions) {
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const stateRef = useRef(state);
  useLayoutEffect(() => {
    stateRef.current = state;
  });
  const [params, setParams] = useSearchParams();
  const conversationParam = params.get(CONVERSATION_PARAM);
  const [arrivalQuestion] = useState(() => params.get(QUESTION_PARAM));
  const [newChatAsked] = useState(() => params.has(NEW_CHAT_PARAM));
  const pendingQuestion = useRef(arrivalQuestion);
  const announcePending = useRef(newChatAsked);
  const requested = useRef<string | null | undefined>(undefined);

  const sender = useSendMessage({
    api,
    state: stateRef,
    dispatch,
    language,
    texts: { send: t('errors.send'), connectionLost: t('errors.connectionLost'), rateLimited: t('errors.tooManyMessages') },
    onAnswer,
  });
  const { send, cancel } = sender;

  /** Sends the landing page's question, once. */
  const sendPendingQuestion = useCallback(() => {
    const question = pendingQuestion.current;
    pendingQuestion.current = null;
    if (question) void send(question);
    return Boolean(question);
  }, [send]);

  const startConversation = useCallback(
    async (announce: boolean) => {
      try {
        const created = await api.createConversation(language);
        dispatch({ type: 'conversationStarted', id: created.conversation_id, title: created.title });
        if (announce) toast.success(t('toasts.newConversation'));
      } catch (error) {
        // The first question will then start one on the server.
        toast.error(chatErrorText(error, t('errors.createConversation'), t('errors.connectionLost')));
      }
    },
    [api, language, t],
  );

  const openConversation = useCallback(
    async (id: string) => {
      cancel();
      dispatch({ type: 'historyLoading' });
      try {
        const history = await api.getConversation(id);
        if (requested.current !== id) return;
        dispatch({ type: 'historyLoaded', history });
        void setLanguage(history.language);
        sendPendingQuestion();
      } catch (error) {
        if (requested.current !== id) return;
        dispatch({ type: 'historyFailed' });
        toast.error(chatErrorText(error, t('errors.loadConversation'), t('errors.connectionLost')));
        if (!sendPendingQuestion()) void startConversation(false);
      }
    },
    [api, cancel, sendPendingQuestion, setLanguage, startConversation, t],
  );

  // Arrival and later switches (Recents, back/forward). Only a change of the URL counts: the
  // callbacks change with the language, and a re-run between our own URL update and its render
  // would otherwise read as "back to a bare /chat" and reset an answered chat. StrictMode's
  // second run and our own URL updates do nothing.
  const seenParam = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (seenParam.current === conversationParam) return;
    seenParam.current = conversationParam;
    if (requested.current === conversationParam) return;
    requested.current = conversationParam;
    if (conversationParam && conversationParam === stateRef.current.conversationId) return;
    if (conversationParam) {
      void openConversation(conversationParam);
      return;
    }
    // Back to a bare /chat (e.g. history back from a reopened conversation): a fresh chat.
    cancel();
    dispatch({ type: 'reset' });
    const announce = announcePending.current;
    announcePending.current = false;
    if (!sendPendingQuestion()) void startConversation(announce);
  }, [conversationParam, cancel, openConversation, sendPendingQuestion, startConversation]);

  // `q` and `new` are consumed: a reload must not send the question or announce again.
  useEffect(() => {
    if (arrivalQuestion === null && !newChatAsked) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(QUESTION_PARAM);
        next.delete(NEW_CHAT_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [arrivalQuestion, newChatAsked, setParams]);

  // Once it has an answer, the active conversation goes into the URL: a reload reopens it and
  // the sidebar marks it. (An empty one is not worth reopening: a reload starts afresh.)
  const answered = state.messages.some((message) => message.queryId !== null);
  useEffect(() => {
    const id = state.conversationId;
    if (!id || !answered || id === requested.current) return;
    requested.current = id;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(CONVERSATION_PARAM, id);
        next.delete(QUESTION_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [state.conversationId, answered, setParams]);

  return { state, dispatch, ...sender };
}

import { useAuth, useDocumentTitle, useSession } from '@app/shell';
import { Spinner, TokenMeter } from '@app/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { CalculatorButton } from '../calculator/calculator-button';
import { ChatEmptyState } from './empty-state';
import type { ChatApi } from './chat-api';
import { ChatTextsContext } from './chat-context';
import { ChatInput } from './chat-input';
import { useChatLanguage } from './chat-language';
import { isProcessing } from './chat-state';
import { ChatTopBar } from './chat-top-bar';
import { citationTarget } from './citations';
import { InsufficientNotice } from './insufficient-notice';
import { MessageList } from './message-list';
import type { MessageHandlers } from './message-item';
import { useTokenBudget } from './token-budget';
import { useChatSession } from './use-chat-session';
import { useFeedback } from './use-feedback';
import { CONVERSATIONS_KEY } from './use-send-message';
import { useSourceViewer } from './use-source-viewer';
import { ViewerSlot } from './viewer-slot';
import './chat.css';
import './input.css';
import './messages.css';

/** The sidebar's Recents query (shell `conversationsQuery`): same key, so both share one list. */
const RECENTS_QUERY_KEY = [...CONVERSATIONS_KEY, { limit: 20 }] as const;

/** /chat: the conversation, its input and token meter, and the source viewer beside it. */
export function ChatScreen({ api }: { api: ChatApi }) {
  const { language, setLanguage, t } = useChatLanguage();
  const budget = useTokenBudget(api);
  const session = useChatSession({ api, language, setLanguage, t, onAnswer: budget.add });
  const { state } = session;
  const onFeedback = useFeedback(api, session.dispatch, t);
  const viewer = useSourceViewer(api, t);
  const { user } = useSession();
  const { logout } = useAuth();
  const conversations = useQuery({ queryKey: RECENTS_QUERY_KEY, queryFn: () => api.listConversations(20) });

  const title =
    conversations.data?.conversations.find((c) => c.id === state.conversationId)?.title ?? state.title ?? t('topBar.defaultTitle');

  useDocumentTitle(title);

  const openSource = viewer.open;
  const handlers = useMemo<MessageHandlers>(
    () => ({
      onCite: (message, n) => {
        const target = citationTarget(message.sources, n);
        if (target) openSource(message.sources[target.sourceIndex], target.highlightIndex);
      },
      onOpenSource: (message, index) => openSource(message.sources[index]),
      onFeedback: (message, value) => void onFeedback(message, value),
    }),
    [openSource, onFeedback],
  );

  const texts = useMemo(() => ({ t, language }), [t, language]);
  const viewerOpen = viewer.state.document !== null;

  return (
    <ChatTextsContext.Provider value={texts}>
      <div className={`rc-chat${viewerOpen ? ' rc-chat--viewer' : ''}`} lang={language}>
        <section className="rc-chat__main" aria-labelledby="rc-chat-title">
          <ChatTopBar
            title={title}
            language={language}
            onLanguageChange={(next) => void setLanguage(next)}
            userName={user?.name}
            userEmail={user?.email}
            isAdmin={user?.is_admin === true}
            tokensUsed={budget.used}
            onLogout={() => void logout().catch(() => undefined)}
          />
          <div className="rc-chat__scroll">
            {state.loading && <Spinner className="rc-chat__loading" label={t('history.loading')} showLabel />}
            {!state.loading && state.messages.length === 0 && (
              <ChatEmptyState onPick={(question) => void session.send(question)} disabled={state.sending} />
            )}
            <MessageList messages={state.messages} processing={isProcessing(state)} sending={state.sending} handlers={handlers} />
          </div>
          <div className="rc-chat__composer">
            {session.insufficient && <InsufficientNotice onDismiss={session.dismissInsufficient} />}
            <CalculatorButton onOpenSource={openSource} />
            <ChatInput value={session.draft} onChange={session.setDraft} onSend={(text) => void session.send(text)} sending={state.sending} />
            <TokenMeter className="rc-chat__meter" used={budget.used} total={budget.total} label={t('tokenMeter.label')} />
          </div>
        </section>
        <ViewerSlot state={viewer.state} dispatch={viewer.dispatch} onLoadError={viewer.failed} />
      </div>
    </ChatTextsContext.Provider>
  );
}

import { toLanguageCode } from '@app/i18n';
import { FREE_PLAN_QUOTA_TOKENS } from '@app/sdk/contracts';
import { Button, Spinner, TokenMeter } from '@app/ui';
import { Calculator } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ChatTextsContext } from './chat-context';
import { ChatInput } from './chat-input';
import { ChatTopBar } from './chat-top-bar';
import { ChatEmptyState } from './empty-state';
import { CONVERSATION_PARAM } from './conversation-param';
// The screen's layout styles: the skeleton paints before the screen's own chunk has arrived.
import './chat.css';
import './input.css';

const ignore = () => undefined;

/**
 * /chat while the session loads: the screen's own layout (top bar, the empty state of a new
 * chat or the history spinner, the composer and the meter at its starting 0) with nothing that
 * calls the API, so the first paint does not wait for the session. Its controls do nothing yet;
 * the suggestions are disabled.
 */
export function ChatSkeleton() {
  const { t, i18n } = useTranslation('chat');
  const language = toLanguageCode(i18n.resolvedLanguage ?? i18n.language);
  const texts = useMemo(() => ({ t, language }), [t, language]);
  const [params] = useSearchParams();
  const loadsHistory = params.has(CONVERSATION_PARAM);

  return (
    <ChatTextsContext.Provider value={texts}>
      <div className="rc-chat" lang={language}>
        <section className="rc-chat__main" aria-labelledby="rc-chat-title" aria-busy="true">
          <ChatTopBar
            title={t('topBar.defaultTitle')}
            language={language}
            onLanguageChange={ignore}
            userName={undefined}
            userEmail={undefined}
            tokensUsed={0}
            onLogout={ignore}
            disabled
          />
          <div className="rc-chat__scroll">
            {loadsHistory ? (
              <Spinner className="rc-chat__loading" label={t('history.loading')} showLabel />
            ) : (
              <ChatEmptyState onPick={ignore} disabled />
            )}
          </div>
          <div className="rc-chat__composer">
            {/* The calculator's button as it will look, disabled: nothing may reach the API yet. */}
            <Button variant="ghost" size="sm" className="rc-calc__open" disabled>
              <Calculator aria-hidden size={16} />
              {t('calculator.open')}
            </Button>
            <ChatInput value="" onChange={ignore} onSend={ignore} sending={false} disabled />
            <TokenMeter className="rc-chat__meter" used={0} total={FREE_PLAN_QUOTA_TOKENS} label={t('tokenMeter.label')} />
          </div>
        </section>
      </div>
    </ChatTextsContext.Provider>
  );
}

import { formatDate } from '@app/i18n';
import type { TFeedbackValue } from '@app/sdk/contracts';
import { Landmark, User } from 'lucide-react';
import { AnswerActions } from './answer-actions';
import { AnswerText } from './answer-text';
import type { ChatMessage } from './chat-state';
import { useChatTexts } from './chat-context';
import { citationCount } from './citations';
import { SourceCards } from './source-cards';

export interface MessageHandlers {
  onCite: (message: ChatMessage, n: number) => void;
  onOpenSource: (message: ChatMessage, sourceIndex: number) => void;
  onFeedback: (message: ChatMessage, value: TFeedbackValue) => void;
}

/** One bubble: the user's question, or an answer with its actions and sources. */
export function MessageItem({ message, handlers }: { message: ChatMessage; handlers: MessageHandlers }) {
  const { t, language } = useChatTexts();
  const isUser = message.type === 'user';
  const time = formatDate(message.timestamp, language, { hour: 'numeric', minute: '2-digit' });
  const fullTime = formatDate(message.timestamp, language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <article className={`rc-message rc-message--${message.type}`} aria-label={isUser ? t('message.you') : t('message.assistant')}>
      <div className="rc-message__avatar" aria-hidden="true">
        {isUser ? <User /> : <Landmark />}
      </div>
      <div className="rc-message__main">
        <div className="rc-message__bubble">
          {isUser ? (
            <p className="rc-message__text">{message.text}</p>
          ) : (
            <AnswerText
              text={message.text}
              citations={citationCount(message.sources)}
              onCite={(n) => handlers.onCite(message, n)}
            />
          )}
        </div>
        <div className="rc-message__footer">
          <time className="rc-message__time" dateTime={message.timestamp} title={fullTime}>
            {time}
          </time>
          {!isUser && message.queryId && (
            <AnswerActions
              text={message.text}
              feedback={message.feedback}
              onFeedback={(value) => handlers.onFeedback(message, value)}
            />
          )}
        </div>
        {!isUser && <SourceCards sources={message.sources} onOpen={(index) => handlers.onOpenSource(message, index)} />}
      </div>
    </article>
  );
}

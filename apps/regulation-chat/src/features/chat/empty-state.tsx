import { MessagesSquare } from 'lucide-react';
import { useChatTexts } from './chat-context';

/** Before the first question: heading, subheading and four suggested questions (a click sends one). */
export function ChatEmptyState({ onPick, disabled }: { onPick: (question: string) => void; disabled: boolean }) {
  const { t } = useChatTexts();
  const suggestions = t('emptyState.suggestions', { returnObjects: true }) as unknown;
  const questions = Array.isArray(suggestions) ? (suggestions as string[]).slice(0, 4) : [];

  return (
    <section className="rc-empty" aria-labelledby="rc-empty-heading">
      <div className="rc-empty__icon" aria-hidden="true">
        <MessagesSquare />
      </div>
      <h2 id="rc-empty-heading" className="rc-empty__heading">
        {t('emptyState.heading')}
      </h2>
      <p className="rc-empty__subheading">{t('emptyState.subheading')}</p>
      <ul className="rc-empty__suggestions" aria-label={t('emptyState.suggestionsLabel')}>
        {questions.map((question) => (
          <li key={question}>
            <button type="button" className="rc-suggestion" disabled={disabled} onClick={() => onPick(question)}>
              {question}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

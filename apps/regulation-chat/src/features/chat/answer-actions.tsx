import type { TFeedbackValue } from '@app/sdk/contracts';
import { Check, Copy, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useChatTexts } from './chat-context';
import { COPY_RESET_MS, copyText } from './use-feedback';

interface AnswerActionsProps {
  text: string;
  feedback: TFeedbackValue | null;
  onFeedback: (value: TFeedbackValue) => void;
}

/** Markdown markers are for the screen; the clipboard gets the plain answer. */
export const plainAnswer = (text: string) => text.replace(/\*\*|__/g, '');

/** Thumbs up/down (pressed state) and copy (a check mark for 2 s after copying). */
export function AnswerActions({ text, feedback, onFeedback }: AnswerActionsProps) {
  const { t } = useChatTexts();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_RESET_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  return (
    <div className="rc-actions" role="group" aria-label={t('message.actions')}>
      <button
        type="button"
        className="rc-icon-button"
        aria-pressed={feedback === 1}
        aria-label={t('message.helpful')}
        title={t('message.helpful')}
        onClick={() => onFeedback(1)}
      >
        <ThumbsUp aria-hidden />
      </button>
      <button
        type="button"
        className="rc-icon-button"
        aria-pressed={feedback === -1}
        aria-label={t('message.notHelpful')}
        title={t('message.notHelpful')}
        onClick={() => onFeedback(-1)}
      >
        <ThumbsDown aria-hidden />
      </button>
      <button
        type="button"
        className="rc-icon-button"
        aria-label={copied ? t('message.copied') : t('message.copy')}
        title={t('message.copy')}
        data-copied={copied || undefined}
        onClick={() => void copyText(plainAnswer(text), t).then((ok) => ok && setCopied(true))}
      >
        {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
      </button>
    </div>
  );
}

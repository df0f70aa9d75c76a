import { Mic, SendHorizontal } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useChatTexts } from './chat-context';
import { checkMessage, COUNTER_THRESHOLD, isSendKey, MAX_MESSAGE_LENGTH } from './input-rules';

interface ChatInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Called with the typed text; the input decides nothing about clearing or restoring it. */
  onSend: (text: string) => void;
  sending: boolean;
  /** Nothing can be typed or sent yet (the skeleton shown while the session loads). */
  disabled?: boolean;
}

/**
 * The question box: Enter sends, Shift+Enter adds a line; blank text is never sent and nothing is
 * sent while an answer is on its way. Over 1000 characters the box says so and keeps the text
 * (nothing typed is cut off); a counter shows from 800 characters. The microphone is a toggle
 * with no voice behaviour (the spec shows none).
 */
export function ChatInput({ value, onChange, onSend, sending, disabled = false }: ChatInputProps) {
  const { t } = useChatTexts();
  const [listening, setListening] = useState(false);
  const area = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();
  const errorId = useId();
  const check = checkMessage(value);
  const tooLong = !check.ok && check.reason === 'tooLong';
  const length = value.trim().length;

  // Grow with the text up to the CSS max-height, then scroll. An empty box is one row (`rows`):
  // no measuring then, since reading scrollHeight at mount forces the page's whole first layout
  // inside React's commit (80-100 ms on a phone, one long task with the render).
  useLayoutEffect(() => {
    const el = area.current;
    if (!el) return;
    if (value === '') {
      el.style.height = '';
      return;
    }
    el.style.height = 'auto';
    el.style.height = `${el.scrollHeight}px`;
  }, [value]);

  const submit = () => {
    if (sending || !check.ok) return;
    onSend(value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!isSendKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing })) return;
    event.preventDefault();
    submit();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  return (
    <form className="rc-input" onSubmit={onSubmit}>
      <div className={`rc-input__box${tooLong ? ' rc-input__box--invalid' : ''}`}>
        <textarea
          ref={area}
          className="rc-input__field"
          rows={1}
          disabled={disabled}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('input.placeholder')}
          aria-label={t('input.label')}
          aria-invalid={tooLong || undefined}
          aria-describedby={tooLong ? errorId : hintId}
        />
        <div className="rc-input__tools">
          <button
            type="button"
            className="rc-icon-button rc-input__mic"
            aria-pressed={listening}
            disabled={disabled}
            aria-label={t('input.mic')}
            title={listening ? t('input.micStop') : t('input.micStart')}
            onClick={() => setListening((on) => !on)}
          >
            <Mic aria-hidden />
          </button>
          <button
            type="submit"
            className="rc-input__send"
            aria-label={t('input.send')}
            title={t('input.send')}
            disabled={disabled || sending || !check.ok}
          >
            <SendHorizontal aria-hidden />
          </button>
        </div>
      </div>
      <div className="rc-input__meta">
        {tooLong ? (
          <p id={errorId} className="rc-input__error" role="alert">
            {t('errors.messageTooLong')}
          </p>
        ) : (
          <p id={hintId} className="rc-input__hint">
            {t('input.hint')}
          </p>
        )}
        {length >= COUNTER_THRESHOLD && (
          <span className={`rc-input__counter${tooLong ? ' rc-input__counter--over' : ''}`} aria-live="polite">
            {t('input.characters', { count: length, max: MAX_MESSAGE_LENGTH })}
          </span>
        )}
      </div>
    </form>
  );
}

import { ArrowUp, Languages, MapPin, Mic, Paperclip } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface QuestionBoxProps {
  /** Called with the trimmed question; never with an empty one. */
  onSubmit: (question: string) => void;
}

/**
 * The hero's question box. Enter (without Shift) submits; Shift+Enter adds a line. The attach
 * and voice buttons are visual only (the spec shows no behaviour); the answer language is
 * fixed to English and the location to Ahmedabad on this page.
 */
export function QuestionBox({ onSubmit }: QuestionBoxProps) {
  const { t } = useTranslation('site');
  const id = useId();
  const [question, setQuestion] = useState('');
  const [voiceOn, setVoiceOn] = useState(false);
  const trimmed = question.trim();

  const submit = () => {
    if (trimmed) onSubmit(trimmed);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // While an input method is composing (Gujarati, Hindi keyboards), Enter picks a candidate.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const language = t('common:language.en');
  const location = t('common:places.ahmedabad');
  return (
    <form className="mk-question" onSubmit={onFormSubmit}>
      <label htmlFor={`${id}-question`} className="ui-sr-only">
        {t('hero.questionLabel')}
      </label>
      <textarea
        id={`${id}-question`}
        className="mk-question__input"
        rows={2}
        placeholder={t('hero.questionPlaceholder')}
        value={question}
        onChange={(event) => setQuestion(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="mk-question__toolbar">
        <div className="mk-question__tools">
          <button type="button" className="mk-icon-button" aria-label={t('hero.attachFile')} title={t('hero.attachFile')}>
            <Paperclip aria-hidden />
          </button>
          <button
            type="button"
            className="mk-icon-button"
            aria-label={t('hero.voiceInput')}
            title={voiceOn ? t('hero.voiceStop') : t('hero.voiceStart')}
            aria-pressed={voiceOn}
            onClick={() => setVoiceOn((on) => !on)}
          >
            <Mic aria-hidden />
          </button>
          <span className="mk-chip">
            <Languages aria-hidden />
            <span aria-hidden="true">{language}</span>
            <span className="ui-sr-only">{t('hero.languageChip', { language })}</span>
          </span>
          <span className="mk-chip">
            <MapPin aria-hidden />
            <span aria-hidden="true">{location}</span>
            <span className="ui-sr-only">{t('hero.locationChip', { location })}</span>
          </span>
        </div>
        <button type="submit" className="mk-question__submit" aria-label={t('hero.submit')} disabled={!trimmed}>
          <ArrowUp aria-hidden />
        </button>
      </div>
    </form>
  );
}

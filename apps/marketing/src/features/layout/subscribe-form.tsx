import { Button } from '@app/ui';
import { Check } from 'lucide-react';
import { useCallback, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubscribe } from './use-subscribe';

/** The footer's newsletter form: a required e-mail field and a simulated subscription. */
export function SubscribeForm() {
  const { t } = useTranslation('site');
  const id = useId();
  const [email, setEmail] = useState('');
  const clear = useCallback(() => setEmail(''), []);
  const { status, subscribe } = useSubscribe(clear);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Browsers block an invalid submit themselves; this covers programmatic submits.
    if (!event.currentTarget.checkValidity()) return;
    subscribe();
  };

  const label =
    status === 'subscribing'
      ? t('footer.subscribe.subscribing')
      : status === 'subscribed'
        ? t('footer.subscribe.subscribed')
        : t('footer.subscribe.button');

  return (
    <form className="mk-subscribe" onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="mk-footer__heading">
        {t('footer.subscribe.title')}
      </h2>
      <p className="mk-subscribe__text">{t('footer.subscribe.description')}</p>
      <div className="mk-subscribe__row">
        <label htmlFor={`${id}-email`} className="ui-sr-only">
          {t('footer.subscribe.emailLabel')}
        </label>
        <input
          id={`${id}-email`}
          className="mk-control mk-subscribe__input"
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder={t('footer.subscribe.placeholder')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={status === 'subscribing'}
        />
        <Button type="submit" disabled={status !== 'idle'} leftIcon={status === 'subscribed' ? <Check aria-hidden /> : undefined}>
          {label}
        </Button>
      </div>
      <p className="ui-sr-only" role="status">
        {status === 'idle' ? '' : label}
      </p>
    </form>
  );
}

import { fullNavigate, useSession } from '@app/shell';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthModal } from '../auth-modal/auth-modal-context';
import { QuestionBox } from './question-box';
import { usePrefersReducedMotion, useTypewriter } from './typewriter';

/** Where a question from the landing page is answered (the regulation chat app). */
export function chatUrl(question: string): string {
  return `/chat?${new URLSearchParams({ q: question }).toString()}`;
}

function Typewriter() {
  const { t } = useTranslation('site');
  const taglines = t('hero.taglines', { returnObjects: true }) as unknown;
  const phrases = useMemo(() => (Array.isArray(taglines) ? (taglines as string[]) : []), [taglines]);
  const { text, phrase } = useTypewriter(phrases, { animate: !usePrefersReducedMotion() });
  return (
    // The phrases ride in the markup: the page's first script animates them before React loads.
    <p className="mk-hero__typewriter" data-typewriter={JSON.stringify(phrases)}>
      {/* Screen readers get each tagline whole instead of one character at a time. */}
      <span aria-hidden="true" data-testid="typewriter">
        {text}
        <span className="mk-hero__caret" />
      </span>
      <span className="ui-sr-only">{phrase}</span>
    </p>
  );
}

/**
 * Title, typewriter tagline and the question box. A signed-in visitor's question opens the chat
 * with it; a signed-out visitor is asked to sign up first and is taken to the same chat URL after
 * verifying (the question rides in `next`).
 */
export function Hero() {
  const { t } = useTranslation('site');
  const { isAuthenticated } = useSession();
  const modal = useAuthModal();

  const ask = (question: string) => {
    if (isAuthenticated) fullNavigate(chatUrl(question));
    else modal.open('signup', { next: chatUrl(question) });
  };

  return (
    <section className="mk-hero" aria-labelledby="mk-hero-title">
      <div className="mk-container mk-hero__inner">
        <p className="mk-eyebrow">{t('hero.badge')}</p>
        <h1 id="mk-hero-title" className="mk-hero__title">
          {t('hero.title')}
        </h1>
        <Typewriter />
        <p className="mk-hero__subtitle">{t('hero.subtitle')}</p>
        <QuestionBox onSubmit={ask} />
        <p className="mk-hero__cities">{t('hero.cities')}</p>
      </div>
    </section>
  );
}

import { Clock, IndianRupee, MessageCircle, PackageSearch, PhoneCall, Scale, ShieldCheck, Zap, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@app/ui';
import './sourcing-page.css';
import { useDocumentTitle } from '@app/shell';

/** The sourcing app's first screen; another app, so links to it are full navigations. */
export const SOURCING_APP_URL = '/sourcing/app';

const features: Array<{ key: string; icon: LucideIcon }> = [
  { key: 'discovery', icon: PackageSearch },
  { key: 'automation', icon: MessageCircle },
  { key: 'compliance', icon: ShieldCheck },
  { key: 'quotes', icon: Scale },
];

const impact: Array<{ key: string; icon: LucideIcon }> = [
  { key: 'vendorResponse', icon: Zap },
  { key: 'costSavings', icon: IndianRupee },
  { key: 'whatsappPickup', icon: PhoneCall },
  { key: 'timeReduction', icon: Clock },
];

/** `/sourcing`: the sourcing assistant's marketing page (spec part 2, sections 1 and 2). */
export function SourcingPage() {
  const { t } = useTranslation('site');
  useDocumentTitle(t('sourcing.hero.badge'));
  return (
    <>
      <section className="mk-hero mk-hero--sourcing" aria-labelledby="mk-sourcing-title">
        <div className="mk-container mk-hero__inner">
          <p className="mk-eyebrow">{t('sourcing.hero.badge')}</p>
          <h1 id="mk-sourcing-title" className="mk-hero__title">
            {t('sourcing.hero.title')}
          </h1>
          <p className="mk-hero__subtitle">{t('sourcing.hero.subtitle')}</p>
          <div className="mk-cta__actions">
            <a href={SOURCING_APP_URL} className={buttonClassName({ size: 'lg' })}>
              {t('sourcing.hero.cta')}
            </a>
            <a href="#how-it-works" className={buttonClassName({ size: 'lg', variant: 'secondary' })}>
              {t('sourcing.hero.secondaryCta')}
            </a>
          </div>
        </div>
      </section>

      <section id="how-it-works" className="mk-section" aria-labelledby="mk-sourcing-features">
        <div className="mk-container">
          <header className="mk-section__header">
            <h2 id="mk-sourcing-features" className="mk-section__title">
              {t('sourcing.features.title')}
            </h2>
            <p className="mk-section__subtitle">{t('sourcing.features.subtitle')}</p>
          </header>
          <ul className="mk-grid mk-grid--4">
            {features.map(({ key, icon: Icon }) => (
              <li key={key} className="mk-card mk-feature">
                <span className="mk-feature__icon">
                  <Icon aria-hidden />
                </span>
                <h3 className="mk-card__title">{t(`sourcing.features.items.${key}.title`)}</h3>
                <p className="mk-card__text">{t(`sourcing.features.items.${key}.description`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mk-section mk-section--muted" aria-labelledby="mk-sourcing-impact">
        <div className="mk-container">
          <header className="mk-section__header">
            <h2 id="mk-sourcing-impact" className="mk-section__title">
              {t('sourcing.impact.title')}
            </h2>
          </header>
          <dl className="mk-grid mk-grid--4 mk-impact">
            {impact.map(({ key, icon: Icon }) => (
              <div key={key} className="mk-card mk-impact__item">
                <Icon aria-hidden className="mk-impact__icon" />
                <dt className="mk-impact__label">{t(`sourcing.impact.items.${key}.label`)}</dt>
                <dd className="mk-impact__value">{t(`sourcing.impact.items.${key}.value`)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="mk-cta" aria-labelledby="mk-sourcing-cta">
        <div className="mk-container mk-cta__inner">
          <h2 id="mk-sourcing-cta" className="mk-cta__title">
            {t('sourcing.cta.title')}
          </h2>
          <p className="mk-cta__subtitle">{t('sourcing.cta.subtitle')}</p>
          <div className="mk-cta__actions">
            <a href={SOURCING_APP_URL} className={buttonClassName({ size: 'lg' })}>
              {t('sourcing.cta.button')}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}

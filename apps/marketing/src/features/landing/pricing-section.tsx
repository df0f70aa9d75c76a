import { fullNavigate, useSession } from '@app/shell';
import { Badge, Button, buttonClassName } from '@app/ui';
import { Check } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cx } from '../../lib/cx';
import { DeferUntilNear } from '../../lib/defer-until-near';
import { useAuthModal } from '../auth-modal/auth-modal-context';
import { planFigures } from './plan-figures';

// The FAQ accordion (Radix) is below the fold: its own chunk keeps it out of the app's chunk.
const PricingFaq = lazy(() => import('./pricing-faq'));

type PlanKey = 'free' | 'business' | 'enterprise';

function useList(key: string): string[] {
  const { t } = useTranslation('site');
  const value = t(key, { returnObjects: true, ...planFigures() }) as unknown;
  return Array.isArray(value) ? (value as string[]) : [];
}

function PlanFeatures({ plan }: { plan: PlanKey }) {
  const features = useList(`pricing.plans.${plan}.features`);
  return (
    <ul className="mk-plan__features">
      {features.map((feature) => (
        <li key={feature}>
          <Check aria-hidden />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Free trial (7 days, ₹0, the free quota), Business (the Pro price a year) and Enterprise (custom).
 * The figures come from the SDK (`planFigures`).
 * A signed-out visitor signs up first; after verification the Business choice continues to
 * /payment through `next`.
 */
function Plans() {
  const { t } = useTranslation('site');
  const figures = planFigures();
  const { isAuthenticated } = useSession();
  const modal = useAuthModal();
  const start = (target: string) => {
    if (isAuthenticated) fullNavigate(target);
    else modal.open('signup', target === '/home' ? {} : { next: target });
  };

  return (
    <div className="mk-grid mk-grid--3 mk-plans">
      <article className="mk-card mk-plan" aria-labelledby="mk-plan-free">
        <h3 id="mk-plan-free" className="mk-plan__name">
          {t('pricing.plans.free.name')}
        </h3>
        <p className="mk-plan__price">
          <strong>{t('pricing.plans.free.price')}</strong> <span>{t('pricing.plans.free.period')}</span>
        </p>
        <p className="mk-card__text">{t('pricing.plans.free.description')}</p>
        <PlanFeatures plan="free" />
        <p className="mk-plan__note">{t('pricing.plans.free.note')}</p>
        <Button variant="secondary" fullWidth onClick={() => start('/home')}>
          {t('pricing.plans.free.cta')}
        </Button>
      </article>

      <article className={cx('mk-card', 'mk-plan', 'mk-plan--popular')} aria-labelledby="mk-plan-business">
        <Badge tone="info" className="mk-plan__badge">
          {t('pricing.mostPopular')}
        </Badge>
        <h3 id="mk-plan-business" className="mk-plan__name">
          {t('pricing.plans.business.name')}
        </h3>
        <p className="mk-plan__price">
          <strong>{figures.price}</strong> <span>{t('pricing.plans.business.period')}</span>
        </p>
        <p className="mk-plan__equivalent">{t('pricing.plans.business.monthlyEquivalent', figures)}</p>
        <p className="mk-plan__savings">{t('pricing.plans.business.savings', figures)}</p>
        <p className="mk-card__text">{t('pricing.plans.business.description')}</p>
        <PlanFeatures plan="business" />
        <p className="mk-plan__note">
          {t('pricing.plans.business.billingNote')} · {t('pricing.plans.business.guarantee')}
        </p>
        <Button fullWidth onClick={() => start('/payment')}>
          {t('pricing.plans.business.cta')}
        </Button>
      </article>

      <article className="mk-card mk-plan" aria-labelledby="mk-plan-enterprise">
        <h3 id="mk-plan-enterprise" className="mk-plan__name">
          {t('pricing.plans.enterprise.name')}
        </h3>
        <p className="mk-plan__price">
          <strong>{t('pricing.plans.enterprise.price')}</strong>
        </p>
        <p className="mk-card__text">{t('pricing.plans.enterprise.description')}</p>
        <PlanFeatures plan="enterprise" />
        <Link to="/contact" className={buttonClassName({ variant: 'secondary', fullWidth: true })}>
          {t('pricing.plans.enterprise.cta')}
        </Link>
      </article>
    </div>
  );
}

export function PricingSection() {
  const { t } = useTranslation('site');
  return (
    <section id="pricing" className="mk-section mk-section--muted" aria-labelledby="mk-pricing-title">
      <div className="mk-container">
        <header className="mk-section__header">
          <p className="mk-eyebrow">{t('pricing.eyebrow')}</p>
          <h2 id="mk-pricing-title" className="mk-section__title">
            {t('pricing.title')}
          </h2>
          <p className="mk-section__subtitle">{t('pricing.subtitle')}</p>
        </header>
        <Plans />
        <p className="mk-plans__payments">{t('pricing.paymentMethods')}</p>
        <Suspense fallback={null}>
          <DeferUntilNear id="pricing">
            <PricingFaq />
          </DeferUntilNear>
        </Suspense>
      </div>
    </section>
  );
}

import { fullNavigate, useSession } from '@app/shell';
import { Button, buttonClassName } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuthModal } from '../auth-modal/auth-modal-context';
import { planFigures } from './plan-figures';

/** 'Ready to build smarter?' — start the free trial (the free quota) or contact sales. */
export function CtaSection() {
  const { t } = useTranslation('site');
  const { isAuthenticated } = useSession();
  const modal = useAuthModal();
  return (
    <section className="mk-cta" aria-labelledby="mk-cta-title">
      <div className="mk-container mk-cta__inner">
        <h2 id="mk-cta-title" className="mk-cta__title">
          {t('cta.title')}
        </h2>
        <p className="mk-cta__subtitle">{t('cta.subtitle', planFigures())}</p>
        <div className="mk-cta__actions">
          <Button size="lg" onClick={() => (isAuthenticated ? fullNavigate('/home') : modal.open('signup'))}>
            {t('cta.primary')}
          </Button>
          <Link to="/contact" className={buttonClassName({ variant: 'secondary', size: 'lg' })}>
            {t('cta.secondary')}
          </Link>
        </div>
      </div>
    </section>
  );
}

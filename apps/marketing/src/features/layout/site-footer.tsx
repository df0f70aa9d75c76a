import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { sectionHref } from './section-href';
import { SubscribeForm } from './subscribe-form';

interface FooterLink {
  key: string;
  to: string;
  /** Pages of another app are loaded by the browser, not by this app's router. */
  external?: boolean;
}

/**
 * Only pages that exist are linked. The catalogue also names Careers, Blog, Docs, Help,
 * Community, API, Integrations, Cookies and GDPR, but the spec shows no content for them, so
 * linking them would lead to the not-found page.
 */
function columns(pathname: string): Array<{ key: string; links: FooterLink[] }> {
  return [
    {
      key: 'product',
      links: [
        { key: 'features', to: sectionHref('features', pathname) },
        { key: 'pricing', to: sectionHref('pricing', pathname) },
        { key: 'regulationChat', to: '/chat', external: true },
        { key: 'sourcing', to: '/sourcing' },
      ],
    },
    { key: 'company', links: [{ key: 'about', to: '/about' }, { key: 'contact', to: '/contact' }] },
    { key: 'resources', links: [{ key: 'newsInsights', to: '/feed' }] },
    { key: 'legal', links: [{ key: 'privacy', to: '/privacy' }, { key: 'terms', to: '/terms' }] },
  ];
}

export function SiteFooter() {
  const { t } = useTranslation('site');
  const { pathname } = useLocation();
  return (
    <footer className="mk-footer">
      <div className="mk-container mk-footer__grid">
        <div className="mk-footer__brand">
          <Link to="/" className="mk-logo" aria-label={t('nav.logoLabel')}>
            <img src="/icon.svg" alt="" width={28} height={28} />
            <span className="mk-logo__text">{t('common:appName')}</span>
          </Link>
          <p className="mk-footer__description">{t('footer.description')}</p>
        </div>
        {columns(pathname).map((column) => (
          <nav key={column.key} className="mk-footer__column" aria-labelledby={`mk-footer-${column.key}`}>
            <h2 id={`mk-footer-${column.key}`} className="mk-footer__heading">
              {t(`footer.columns.${column.key}`)}
            </h2>
            <ul className="mk-footer__links">
              {column.links.map((link) => (
                <li key={link.key}>
                  {link.external || link.to.startsWith('#') ? (
                    <a href={link.to}>{t(`footer.links.${link.key}`)}</a>
                  ) : (
                    <Link to={link.to}>{t(`footer.links.${link.key}`)}</Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="mk-footer__subscribe">
          <SubscribeForm />
        </div>
      </div>
      <div className="mk-container mk-footer__bottom">
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        <p>{t('footer.madeIn')}</p>
      </div>
    </footer>
  );
}

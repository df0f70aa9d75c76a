import { siteLanguageCodes } from '@app/i18n';
import { useSession } from '@app/shell';
import { LanguageSwitch, type LanguageCode } from '@app/ui';
import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { cx } from '../../lib/cx';
import { useScrolled } from '../../lib/use-scrolled';
import { AccountButtons } from './account-buttons';
import { landingSections, sectionHref } from './section-href';

const MENU_ID = 'mk-mobile-menu';

function SectionLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('site');
  const { pathname } = useLocation();
  return (
    <ul className="mk-nav__list">
      {landingSections.map((section) => (
        <li key={section}>
          {/* On the landing page a plain anchor scrolls; elsewhere the router brings us back to it. */}
          {pathname === '/' ? (
            <a className="mk-nav__link" href={sectionHref(section, pathname)} onClick={onNavigate}>
              {t(`nav.${section}`)}
            </a>
          ) : (
            <Link className="mk-nav__link" to={sectionHref(section, pathname)} onClick={onNavigate}>
              {t(`nav.${section}`)}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

function SiteLanguageSwitch() {
  const { i18n } = useTranslation();
  const value: LanguageCode = i18n.resolvedLanguage === 'gu' ? 'gu' : 'en';
  return <LanguageSwitch value={value} languages={siteLanguageCodes} onChange={(code) => void i18n.changeLanguage(code)} />;
}

/**
 * The public site's top bar: logo, section links, language switch and the account buttons.
 * Transparent over the hero, opaque once the page is scrolled past 20 px (or the menu is open).
 * Under 768 px the links and buttons move into a menu that opens and closes.
 */
export function SiteHeader() {
  const { t } = useTranslation('site');
  const { pathname } = useLocation();
  const { isAuthenticated } = useSession();
  const scrolled = useScrolled();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const opaque = scrolled || menuOpen;
  return (
    <header className={cx('mk-header', opaque && 'mk-header--opaque')} data-opaque={opaque}>
      <div className="mk-container mk-header__bar">
        <Link to="/" className="mk-logo" aria-label={t('nav.logoLabel')}>
          <img src="/icon.svg" alt="" width={32} height={32} />
          <span className="mk-logo__text">{t('common:appName')}</span>
        </Link>
        <nav className="mk-nav mk-header__desktop" aria-label={t('nav.mainNavigation')}>
          <SectionLinks />
        </nav>
        <div className="mk-header__actions mk-header__desktop">
          <SiteLanguageSwitch />
          <AccountButtons isAuthenticated={isAuthenticated} />
        </div>
        <button
          type="button"
          className="mk-header__menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden /> : <Menu aria-hidden />}
        </button>
      </div>
      {menuOpen && (
        <div id={MENU_ID} className="mk-mobile-menu">
          <nav className="mk-nav mk-nav--stacked" aria-label={t('nav.mainNavigation')}>
            <SectionLinks onNavigate={closeMenu} />
          </nav>
          <div className="mk-mobile-menu__actions">
            <SiteLanguageSwitch />
            <AccountButtons isAuthenticated={isAuthenticated} onAction={closeMenu} fullWidth />
          </div>
        </div>
      )}
    </header>
  );
}

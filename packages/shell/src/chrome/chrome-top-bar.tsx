import { siteLanguageCodes, toLanguageCode } from '@app/i18n';
import { LanguageSwitch, ThemeSwitch, TopBar, UserMenu, type UserMenuItem } from '@app/ui';
import { CreditCard, Gauge, LogOut, Settings, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDetectedLocation } from '../location/use-detected-location';
import { fullNavigate } from '../navigation/navigate';
import { useSession } from '../session/use-session';
import { useChromeNavigation } from './use-chrome-navigation';
import { BrandMark } from './brand-mark';

/** The signed-in top bar: EN/GU, the detected-location chip, the avatar menu (spec "Shared chrome"). */
export function ChromeTopBar({ onMenuClick }: { onMenuClick: () => void }) {
  const { t, i18n } = useTranslation('shell');
  const { user } = useSession();
  const { go, onLinkClick } = useChromeNavigation();
  const location = useDetectedLocation();

  const items: UserMenuItem[] = [
    { id: 'settings', label: t('avatar.settings'), icon: <Settings />, onSelect: () => go('/settings') },
    { id: 'billing', label: t('avatar.billing'), icon: <CreditCard />, onSelect: () => go('/billing') },
    { id: 'usage', label: t('avatar.usage'), icon: <Gauge />, onSelect: () => go('/usage') },
    { id: 'profile', label: t('avatar.profile'), icon: <User />, onSelect: () => go('/profile') },
    {
      id: 'logout',
      label: t('avatar.logout'),
      icon: <LogOut />,
      separatorBefore: true,
      // Spec part 1, "Shared chrome": "Logout in this menu only navigates to / and does not clear
      // the session." Kept as specified (the chat top bar's Log Out is the one that calls logout).
      onSelect: () => fullNavigate('/'),
    },
  ];

  return (
    <TopBar
      left={
        <a href="/home" className="shell-brand shell-topbar-brand" aria-label={t('common:appName')} onClick={onLinkClick}>
          <BrandMark />
        </a>
      }
      onMenuClick={onMenuClick}
      menuLabel={t('sidebar.open')}
      location={{
        loading: location.loading,
        city: location.location?.city,
        state: location.location?.state,
        address: location.address,
        error: location.error,
        onRetry: location.retry,
        labels: {
          detecting: t('location.detecting'),
          fallback: t('location.fallback'),
          title: t('location.title'),
          explanation: t('location.explanation'),
          retry: t('location.detectAgain'),
        },
      }}
      right={
        <>
          <LanguageSwitch
            value={toLanguageCode(i18n.resolvedLanguage)}
            languages={siteLanguageCodes}
            onChange={(language) => void i18n.changeLanguage(language)}
          />
          <UserMenu
            name={user?.name}
            email={user?.email}
            items={items}
            details={<ThemeSwitch compact />}
          />
        </>
      }
    />
  );
}

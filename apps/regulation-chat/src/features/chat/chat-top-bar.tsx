import { formatNumber, type LanguageCode } from '@app/i18n';
import { useOpenSidebar } from '@app/shell';
import { LanguageSwitch, TopBar, UserMenu, type UserMenuItem } from '@app/ui';
import { FileText, LogOut, MapPin, Settings } from 'lucide-react';
import { CHAT_LANGUAGES } from './chat-language';
import { useChatTexts } from './chat-context';

interface ChatTopBarProps {
  title: string;
  language: LanguageCode;
  onLanguageChange: (language: LanguageCode) => void;
  userName: string | null | undefined;
  userEmail: string | null | undefined;
  tokensUsed: number;
  onLogout: () => void;
  /** The session's `is_admin`: administrators get Documents (the uploaded PDFs) in the menu. */
  isAdmin?: boolean;
  /** The skeleton's bar: its menu cannot open (one opened there would vanish with the skeleton). */
  disabled?: boolean;
}

/**
 * The chat's own bar (spec part 1, "/chat"): the conversation title, the EN → GU → HI cycle,
 * the fixed Ahmedabad chip and a menu with the user's name, tokens used, Documents (administrators
 * only), Settings and Log Out.
 * Unlike the chrome's avatar menu, Log Out here really ends the session.
 */
export function ChatTopBar({ title, language, onLanguageChange, userName, userEmail, tokensUsed, onLogout, isAdmin, disabled }: ChatTopBarProps) {
  const { t } = useChatTexts();
  // It stands in for the chrome's bar, so it carries the drawer button on small screens.
  const openSidebar = useOpenSidebar();
  const items: UserMenuItem[] = [
    ...(isAdmin ? [{ id: 'documents', label: t('topBar.documents'), icon: <FileText />, href: '/chat/documents' }] : []),
    // /settings belongs to another app: a plain link, i.e. a full page load.
    { id: 'settings', label: t('topBar.settings'), icon: <Settings />, href: '/settings' },
    { id: 'logout', label: t('topBar.logout'), icon: <LogOut />, separatorBefore: true, danger: true, onSelect: onLogout },
  ];

  return (
    <TopBar
      className="rc-topbar"
      onMenuClick={openSidebar}
      left={
        <h1 id="rc-chat-title" className="rc-topbar__title" title={title}>
          {title}
        </h1>
      }
      right={
        <>
          <LanguageSwitch variant="cycle" value={language} languages={CHAT_LANGUAGES} onChange={onLanguageChange} />
          <span className="rc-chip">
            <MapPin aria-hidden />
            {t('topBar.location')}
          </span>
          <UserMenu
            name={userName}
            email={userEmail}
            items={items}
            triggerLabel={t('topBar.menu')}
            disabled={disabled}
            details={<span className="rc-topbar__tokens">{t('topBar.tokensUsed', { count: formatNumber(tokensUsed) })}</span>}
          />
        </>
      }
    />
  );
}

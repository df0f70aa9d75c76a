import { Sidebar, SidebarItem, type SidebarRecent } from '@app/ui';
import { FolderKanban, LayoutGrid, MessageSquare, MessageSquarePlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { fullNavigate } from '../navigation/navigate';
import { NEW_CHAT_HREF } from '../navigation/new-chat';
import { useChromeNavigation } from './use-chrome-navigation';
import { useRecents } from './use-recents';
import { BrandMark } from './brand-mark';

export interface ChromeSidebarProps {
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
  mobileOpen: boolean;
  onMobileOpenChange: (open: boolean) => void;
}

/** Whether a sidebar link is the page on screen (a chat link matches its `conversation` too). */
function isCurrent(href: string, pathname: string, search: string): boolean {
  const url = new URL(href, 'http://x');
  if (url.pathname !== pathname) return false;
  const conversation = url.searchParams.get('conversation');
  return conversation === null || new URLSearchParams(search).get('conversation') === conversation;
}

/** The signed-in sidebar: New chat, Agents, Projects and the Recents list (spec "Shared chrome"). */
export function ChromeSidebar(props: ChromeSidebarProps) {
  const { t } = useTranslation('shell');
  const { pathname, search } = useLocation();
  const { onLinkClick } = useChromeNavigation();
  const { items } = useRecents();

  const recents: SidebarRecent[] = items.map((item) => ({
    id: item.key,
    title: item.title,
    href: item.href,
    icon: item.kind === 'chat' ? <MessageSquare /> : <FolderKanban />,
    active: isCurrent(item.href, pathname, search),
  }));

  return (
    // `display: contents` wrapper: every link in the sidebar (Recents included) routes in-app
    // through one delegated click handler.
    <div className="shell-sidebar-host" onClick={onLinkClick}>
    <Sidebar
      {...props}
      header={
        <a href="/home" className="shell-brand" title={t('common:appName')}>
          <BrandMark />
          <span className="shell-brand__name">{t('common:appName')}</span>
        </a>
      }
      recents={recents}
      labels={{
        label: t('sidebar.label'),
        recents: t('sidebar.recents'),
        noRecents: t('sidebar.noRecents'),
        collapse: t('sidebar.collapse'),
        expand: t('sidebar.expand'),
        close: t('sidebar.close'),
      }}
    >
      <SidebarItem
        label={t('sidebar.newChat')}
        icon={<MessageSquarePlus />}
        href={NEW_CHAT_HREF}
        // Always a fresh page: a new chat starts with no conversation in memory.
        onClick={(event) => {
          if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey) {
            event.preventDefault();
            fullNavigate(NEW_CHAT_HREF);
          }
        }}
        active={pathname === '/chat' && !new URLSearchParams(search).has('conversation')}
      />
      <SidebarItem label={t('sidebar.agents')} icon={<LayoutGrid />} href="/home" active={pathname === '/home'} />
      <SidebarItem
        label={t('sidebar.projects')}
        icon={<FolderKanban />}
        href="/projects"
        active={pathname === '/projects'}
      />
    </Sidebar>
    </div>
  );
}

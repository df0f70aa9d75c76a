import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/use-session';
import { mergeRecents, type RecentItem } from './recents';
import { conversationsQuery, recentProjectsQuery } from './recents-queries';

/**
 * The sidebar's Recents: chats and projects merged, newest first, at most 20. Both lists load
 * only for a signed-in user (spec part 1, section 4 "Chat"); a list that fails shows nothing.
 */
export function useRecents(): { items: RecentItem[]; isLoading: boolean } {
  const { t } = useTranslation('shell');
  const { isAuthenticated } = useSession();
  const conversations = useQuery({ ...conversationsQuery(), enabled: isAuthenticated });
  const projects = useQuery({ ...recentProjectsQuery(), enabled: isAuthenticated });

  const items = useMemo(
    () =>
      mergeRecents(conversations.data?.conversations ?? [], projects.data?.projects ?? [], {
        untitledChat: t('sidebar.untitledChat'),
        projectTitle: (p) => (p.name?.trim() ? p.name : t('sidebar.projectFallback', { id: p.id })),
      }),
    [conversations.data, projects.data, t],
  );
  return { items, isLoading: conversations.isLoading || projects.isLoading };
}

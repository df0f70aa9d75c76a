import { recentProjectsQuery, useDocumentTitle, useSession } from '@app/shell';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HomeView } from '../features/home/home-view';

/**
 * /home. The carousel reads page 1 (20 projects) of GET /sourcing/projects through the shell's
 * shared query, the same cache entry as the sidebar's Recents: one request feeds both.
 */
export default function HomeRoute() {
  const { t } = useTranslation('home');
  const { user } = useSession();
  const projects = useQuery(recentProjectsQuery());
  useDocumentTitle(t('agents.title'));
  return (
    <HomeView
      userName={user?.name}
      projects={projects.data?.projects}
      total={projects.data?.total ?? 0}
      isLoading={projects.isPending}
      isError={projects.isError}
      onRetry={() => void projects.refetch()}
    />
  );
}

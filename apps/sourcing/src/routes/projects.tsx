import { useDocumentTitle } from '@app/shell';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { allProjectsQuery } from '../data/queries';
import { ProjectsList } from '../features/projects-list/projects-list';

/** /projects: every project of the user, searched and paged on the client. */
export default function ProjectsRoute() {
  const { t } = useTranslation('sourcing');
  useDocumentTitle(t('list.title'));
  const projects = useQuery(allProjectsQuery());
  return <ProjectsList projects={projects.data} isLoading={projects.isPending} />;
}

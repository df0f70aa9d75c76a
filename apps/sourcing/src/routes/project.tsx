import { sdk } from '@app/shell';
import { sourcingContract } from '@app/sdk';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useProjectTitle } from '../features/projects/project-card';
import { parseProjectId } from '../features/projects/project-id';
import { UpcomingPage } from '../features/pages/upcoming-page';

/** /sourcing/project/:projectId. A projectId that is not an integer sends the user to /home. */
export default function ProjectRoute() {
  const id = parseProjectId(useParams().projectId);
  if (id === null) return <Navigate to="/home" replace />;
  return <ProjectPlaceholder id={id} />;
}

/** Until the detail screen lands: the project's title (its name once loaded) and what is coming. */
function ProjectPlaceholder({ id }: { id: number }) {
  const { t } = useTranslation('sourcing');
  const titleOf = useProjectTitle();
  const project = useQuery({
    queryKey: ['sourcing', 'project', id],
    queryFn: ({ signal }) => sdk.call(sourcingContract.getProject, { params: { id }, signal }),
  });
  return <UpcomingPage title={titleOf(project.data ?? { id, name: null })} description={t('upcoming.detail')} />;
}

import { useDocumentTitle } from '@app/shell';
import { NotFound, Spinner } from '@app/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { isNotFound, materialsQuery, projectQuery } from '../data/queries';
import { ProjectScreen } from '../features/project/project-screen';
import { parseProjectId } from '../features/projects/project-id';

/** /sourcing/project/:projectId. A projectId that is not an integer sends the user to /home. */
export default function ProjectRoute() {
  const id = parseProjectId(useParams().projectId);
  if (id === null) return <Navigate to="/home" replace />;
  return <ProjectLoader key={id} id={id} />;
}

function ProjectLoader({ id }: { id: number }) {
  const { t } = useTranslation('sourcing');
  const project = useQuery(projectQuery(id));
  const materials = useQuery(materialsQuery(id));
  useDocumentTitle(project.data?.name ?? t('projectFallback', { id }));
  // Another user's project answers 404 like a missing one.
  if (project.isError && isNotFound(project.error)) return <NotFound />;
  if (!project.data) {
    return project.isError ? <NotFound /> : <Spinner label={t('detail.loading')} showLabel />;
  }
  return <ProjectScreen project={project.data} materials={materials.data ?? []} />;
}


import { useDocumentTitle } from '@app/shell';
import { Button, NotFound, Spinner } from '@app/ui';
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
  if (project.isError && isNotFound(project.error)) {
    return <NotFound homeHref="/home" labels={{ title: t('detail.notFoundTitle'), message: t('detail.notFoundMessage') }} />;
  }
  if (!project.data) {
    return project.isError ? <ErrorState onRetry={() => void project.refetch()} /> : <Spinner label={t('detail.loading')} showLabel />;
  }
  return <ProjectScreen project={project.data} materials={materials.data ?? []} />;
}


/** A failure other than 404 (network, server): say so and offer to try again. */
function ErrorState({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('sourcing');
  return (
    <div className="sr-project" role="alert">
      <p>{t('detail.loadFailed')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('common:actions.tryAgain')}
      </Button>
    </div>
  );
}

import { sdk, useDocumentTitle } from '@app/shell';
import { sourcingContract } from '@app/sdk';
import { toast } from '@app/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { failureText, sourcingKeys } from '../data/queries';
import { apiLocationService } from '../features/new-project/location-service';
import { NewProjectForm } from '../features/new-project/new-project-form';
import { projectFormData, type NewProjectValues } from '../features/new-project/project-form-data';

/** The server's price of a description-only run (it starts with the project and holds this). */
const estimateDescription = async (description: string, signal: AbortSignal) =>
  (await sdk.call(sourcingContract.estimateDescriptionExtraction, { body: { project_description: description }, signal })).tokens;

/**
 * /sourcing/app. After creation the user lands on the project: with documents it waits there for
 * 'Start Material Extraction'; with only a description the server has already started the run and
 * the page follows its stream.
 */
export default function NewProjectRoute() {
  const { t } = useTranslation('sourcing');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useDocumentTitle(t('newProject.title'));

  const create = async (values: NewProjectValues, documents: File[]) => {
    try {
      const created = await sdk.call(sourcingContract.createProject, { body: projectFormData(values, documents) });
      queryClient.setQueryData(sourcingKeys.project(created.project_id), created.project);
      void queryClient.invalidateQueries({ queryKey: ['sourcing', 'projects'] });
      toast.success(t('toasts.created'));
      void navigate(`/sourcing/project/${created.project_id}`);
    } catch (error) {
      toast.error(failureText(error, t('toasts.createFailed')));
    }
  };

  return <NewProjectForm onSubmit={create} onCancel={() => void navigate(-1)} locationService={apiLocationService} estimateDescription={estimateDescription} />;
}

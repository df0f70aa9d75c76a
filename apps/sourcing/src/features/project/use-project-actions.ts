import { sdk } from '@app/shell';
import {
  sourcingContract,
  type TCreateMaterialRequest,
  type TMaterial,
  type TProject,
  type TProjectDocument,
  type TSkippedRow,
  type TUpdateMaterialRequest,
  type TUpdateProjectRequest,
} from '@app/sdk';
import { toast } from '@app/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { sourcingKeys } from '../../data/queries';

/**
 * What the project page changes, each with the spec's toasts. Every function resolves true when
 * the server took the change, false otherwise (the caller keeps what the user typed).
 */
export function useProjectActions(projectId: number) {
  const { t } = useTranslation('sourcing');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const materialsKey = sourcingKeys.materials(projectId);
  const setMaterials = (change: (list: TMaterial[]) => TMaterial[]) => queryClient.setQueryData<TMaterial[]>(materialsKey, (list = []) => change(list));
  // The count on the Overview and the cards follows.
  const refreshProject = () => void queryClient.invalidateQueries({ queryKey: sourcingKeys.project(projectId), exact: true });

  const attempt = async (work: () => Promise<void>, success: string, failure: string): Promise<boolean> => {
    try {
      await work();
      toast.success(success);
      return true;
    } catch (error) {
      console.warn('[sourcing]', failure, error);
      toast.error(failure);
      return false;
    }
  };

  return {
    addMaterial: (body: TCreateMaterialRequest) =>
      attempt(
        async () => {
          const created = await sdk.call(sourcingContract.createMaterial, { params: { id: projectId }, body });
          setMaterials((list) => [...list, created]);
          refreshProject();
        },
        t('materials.toasts.added'),
        t('materials.toasts.addFailed'),
      ),
    /** `inline`: a single cell saved on blur or selection change ('Material updated!'). */
    updateMaterial: (material: TMaterial, changes: TUpdateMaterialRequest, inline = false) =>
      attempt(
        async () => {
          const updated = await sdk.call(sourcingContract.updateMaterial, { params: { id: material.id }, body: changes });
          setMaterials((list) => list.map((m) => (m.id === updated.id ? updated : m)));
        },
        t(inline ? 'materials.toasts.updatedInline' : 'materials.toasts.updated'),
        t('materials.toasts.updateFailed'),
      ),
    /** A row the run left out, included as a material of its document. */
    includeSkippedRow: (document: TProjectDocument, row: TSkippedRow) =>
      attempt(
        async () => {
          const created = await sdk.call(sourcingContract.includeSkippedRow, { params: { id: projectId, documentId: document.id, index: row.index } });
          setMaterials((list) => [...list, created]);
          refreshProject();
        },
        t('materials.toasts.included', { name: row.name }),
        t('materials.toasts.includeFailed'),
      ),
    deleteMaterial: (material: TMaterial) =>
      attempt(
        async () => {
          await sdk.call(sourcingContract.deleteMaterial, { params: { id: material.id } });
          setMaterials((list) => list.filter((m) => m.id !== material.id));
          refreshProject();
        },
        t('materials.toasts.deleted'),
        t('materials.toasts.deleteFailed'),
      ),
    updateProject: (changes: TUpdateProjectRequest) =>
      attempt(
        async () => {
          const updated = await sdk.call(sourcingContract.updateProject, { params: { id: projectId }, body: changes });
          queryClient.setQueryData<TProject>(sourcingKeys.project(projectId), updated);
          void queryClient.invalidateQueries({ queryKey: ['sourcing', 'projects'] });
        },
        t('toasts.updated'),
        t('toasts.updateFailed'),
      ),
    deleteProject: async () => {
      const deleted = await attempt(
        () => sdk.call(sourcingContract.deleteProject, { params: { id: projectId } }).then(() => undefined),
        t('toasts.deleted'),
        t('toasts.deleteFailed'),
      );
      if (!deleted) return;
      queryClient.removeQueries({ queryKey: sourcingKeys.project(projectId) });
      void queryClient.invalidateQueries({ queryKey: ['sourcing', 'projects'] });
      void navigate('/home', { replace: true });
    },
  };
}

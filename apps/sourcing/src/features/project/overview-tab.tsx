import type { TCreateMaterialRequest, TMaterial, TProject, TProjectDocument, TSkippedRow, TUpdateMaterialRequest } from '@app/sdk';
import { Button, Dialog } from '@app/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExtractionPanel, type ExtractionPanelProps } from '../extraction/extraction-panel';
import { MaterialDialog } from '../materials/material-dialog';
import type { PdfSource } from '../materials/material-origin';
import { MaterialsTable } from '../materials/materials-table';
import { DocumentsList, ProjectFacts } from './project-overview';

export interface OverviewTabProps {
  project: TProject;
  materials: TMaterial[];
  extraction: Pick<ExtractionPanelProps, 'state' | 'running' | 'connectionError' | 'onStart' | 'onReconnect' | 'price'>;
  onEditProject: () => void;
  onDeleteProject: () => void;
  onAddMaterial: (body: TCreateMaterialRequest) => Promise<boolean>;
  onUpdateMaterial: (material: TMaterial, changes: TUpdateMaterialRequest, inline?: boolean) => Promise<boolean>;
  onDeleteMaterial: (material: TMaterial) => Promise<boolean>;
  onIncludeSkippedRow?: (document: TProjectDocument, row: TSkippedRow) => Promise<boolean>;
  onOpenPdf?: (source: PdfSource) => void;
}

type MaterialDialogState = { open: false } | { open: true; material: TMaterial | null };

/** The Overview tab: facts, extraction, documents and the materials table with its dialogs. */
export function OverviewTab(props: OverviewTabProps) {
  const { project, materials, extraction } = props;
  const { t } = useTranslation('sourcing');
  const [dialog, setDialog] = useState<MaterialDialogState>({ open: false });
  const [toDelete, setToDelete] = useState<TMaterial | null>(null);
  const editing = dialog.open ? dialog.material : null;

  return (
    <div className="sr-overview">
      <ProjectFacts project={project} materialsCount={materials.length} onEdit={props.onEditProject} onDelete={props.onDeleteProject} />
      <ExtractionPanel project={project} materialsCount={materials.length} {...extraction} />
      <DocumentsList project={project} onOpen={props.onOpenPdf} onInclude={props.onIncludeSkippedRow} />
      <MaterialsTable
        materials={materials}
        onUpdate={(material, changes) => props.onUpdateMaterial(material, changes, true)}
        onAdd={() => setDialog({ open: true, material: null })}
        onEdit={(material) => setDialog({ open: true, material })}
        onDelete={setToDelete}
        onOpenPdf={props.onOpenPdf}
      />
      <MaterialDialog
        open={dialog.open}
        material={editing}
        onOpenChange={(open) => {
          if (!open) setDialog({ open: false });
        }}
        onSubmit={(body) => (editing ? props.onUpdateMaterial(editing, body) : props.onAddMaterial(body))}
      />
      <Dialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        size="sm"
        title={t('materials.delete')}
        description={t('materials.deleteConfirm')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setToDelete(null)}>
              {t('materials.deleteCancel')}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                if (toDelete) void props.onDeleteMaterial(toDelete);
                setToDelete(null);
              }}
            >
              {t('materials.deleteConfirmButton')}
            </Button>
          </>
        }
      />
    </div>
  );
}

import type { TMaterial, TProject, TVendor } from '@app/sdk';
import { Badge, Tabs } from '@app/ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useExtraction } from '../extraction/use-extraction';
import { useExtractionPrice } from '../extraction/use-extraction-price';
import type { PdfSource } from '../materials/material-origin';
import { statusTone } from '../projects/project-display';
import { useProjectTitle } from '../projects/project-card';
import { DeleteProjectDialog } from './delete-project-dialog';
import { EditProjectDialog } from './edit-project-dialog';
import { AiSearchTab } from '../ai-search/ai-search-tab';
import { QuotesPanel } from '../rfq/quotes-panel';
import { RequestQuotesDialog } from '../rfq/request-quotes-dialog';
import { VendorsTab } from '../vendors/vendors-tab';
import { ComingSoonTab } from './other-tabs';
import { OverviewTab } from './overview-tab';
import { useProjectActions } from './use-project-actions';
import './project.css';

// pdf.js and the viewer are fetched only when a source is opened.
const DocumentViewer = lazy(() => import('../documents/document-viewer'));

type TabName = 'overview' | 'vendors' | 'priceComparison' | 'communication' | 'aiSearch';

/** The project detail page: header with status, and the five tabs of spec part 2. */
export function ProjectScreen({ project, materials }: { project: TProject; materials: TMaterial[] }) {
  const { t } = useTranslation('sourcing');
  const title = useProjectTitle()(project);
  const [tab, setTab] = useState<TabName>('overview');
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [viewing, setViewing] = useState<PdfSource | null>(null);
  const [quoting, setQuoting] = useState<TVendor[]>([]);
  const [quotesOpen, setQuotesOpen] = useState(false);
  const actions = useProjectActions(project.id);
  const extraction = useExtraction(project);
  const price = useExtractionPrice(project, !extraction.running && project.status !== 'ready');

  return (
    <div className="sr-project">
      <header className="sr-project__header">
        <h1 className="sr-project__title">{title}</h1>
        <Badge tone={statusTone(project.status)}>{t(`status.${project.status}`, { defaultValue: project.status })}</Badge>
      </header>
      <Tabs
        aria-label={t('detail.tabs.label')}
        value={tab}
        onValueChange={(value) => setTab(value as TabName)}
        items={[
          {
            value: 'overview',
            label: t('detail.tabs.overview'),
            content: (
              <OverviewTab
                project={project}
                materials={materials}
                extraction={{
                  state: extraction.state,
                  running: extraction.running,
                  connectionError: extraction.connectionError,
                  onStart: extraction.start,
                  onReconnect: extraction.reconnect,
                  price,
                }}
                onEditProject={() => setEditing(true)}
                onDeleteProject={() => setDeleting(true)}
                onAddMaterial={actions.addMaterial}
                onUpdateMaterial={actions.updateMaterial}
                onDeleteMaterial={actions.deleteMaterial}
                onIncludeSkippedRow={actions.includeSkippedRow}
                onOpenPdf={setViewing}
              />
            ),
          },
          {
            value: 'vendors',
            label: t('detail.tabs.vendors'),
            badge: project.vendors_count > 0 ? project.vendors_count : undefined,
            content: (
              <>
                <VendorsTab
                  project={project}
                  materialsCount={materials.length}
                  onGoToOverview={() => setTab('overview')}
                  onRequestQuotes={(vendors) => {
                    setQuoting(vendors);
                    setQuotesOpen(true);
                  }}
                />
                <QuotesPanel projectId={project.id} />
              </>
            ),
          },
          { value: 'priceComparison', label: t('detail.tabs.priceComparison'), comingSoon: true, content: <ComingSoonTab /> },
          { value: 'communication', label: t('detail.tabs.communication'), comingSoon: true, content: <ComingSoonTab /> },
          { value: 'aiSearch', label: t('detail.tabs.aiSearch'), content: <AiSearchTab projectId={project.id} /> },
        ]}
      />
      <RequestQuotesDialog projectId={project.id} vendors={quoting} open={quotesOpen} onOpenChange={setQuotesOpen} onSent={() => undefined} />
      <EditProjectDialog open={editing} onOpenChange={setEditing} project={project} onSubmit={actions.updateProject} />
      {viewing && (
        <Suspense fallback={null}>
          <DocumentViewer projectId={project.id} source={viewing} onClose={() => setViewing(null)} />
        </Suspense>
      )}
      <DeleteProjectDialog open={deleting} onOpenChange={setDeleting} projectTitle={title} onConfirm={actions.deleteProject} />
    </div>
  );
}

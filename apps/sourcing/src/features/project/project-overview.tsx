import { formatDate, formatInr, formatNumber } from '@app/i18n';
import type { TProject, TProjectDocument, TSkippedRow } from '@app/sdk';
import { ActionsMenu, Badge, Button } from '@app/ui';
import { FileText, Pencil, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { PdfSource } from '../materials/material-origin';
import { useTranslation } from 'react-i18next';
import './project.css';

export interface ProjectFactsProps {
  project: TProject;
  materialsCount: number;
  onEdit: () => void;
  onDelete: () => void;
}

/** The Overview's header: Edit, Delete and the four facts (spec part 2, project detail). */
export function ProjectFacts({ project, materialsCount, onEdit, onDelete }: ProjectFactsProps) {
  const { t } = useTranslation('sourcing');
  const notSpecified = t('detail.facts.notSpecified');
  return (
    <section className="sr-facts" aria-label={t('detail.tabs.overview')}>
      <div className="sr-facts__actions">
        {/* On a phone the two buttons fold into one menu (project.css shows one or the other). */}
        <ActionsMenu
          className="sr-facts__menu"
          label={t('detail.actions')}
          items={[
            { id: 'edit', label: t('detail.edit'), icon: <Pencil />, onSelect: onEdit },
            { id: 'delete', label: t('detail.delete'), icon: <Trash2 />, danger: true, onSelect: onDelete },
          ]}
        />
        <Button className="sr-facts__button" variant="secondary" size="sm" onClick={onEdit}>
          <Pencil aria-hidden size={16} />
          {t('detail.edit')}
        </Button>
        <Button className="sr-facts__button" variant="danger" size="sm" onClick={onDelete}>
          <Trash2 aria-hidden size={16} />
          {t('detail.delete')}
        </Button>
      </div>
      <dl className="sr-facts__grid">
        <Fact label={t('detail.facts.location')}>{project.location || notSpecified}</Fact>
        <Fact label={t('detail.facts.timeline')}>{project.timeline ? t(`timeline.${project.timeline}`) : notSpecified}</Fact>
        <Fact label={t('detail.facts.budget')}>{project.budget_amount === null ? notSpecified : formatInr(project.budget_amount)}</Fact>
        <Fact label={t('detail.facts.materials')}>{t('detail.facts.materialsCount', { count: materialsCount })}</Fact>
      </dl>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="sr-facts__item">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const DOCUMENT_TONES = { pending: 'neutral', parsed: 'success', failed: 'danger' } as const;

/** The project's documents with how the latest run read each one. */
export function DocumentsList({
  project,
  onOpen,
  onInclude,
}: {
  project: TProject;
  onOpen?: (source: PdfSource) => void;
  onInclude?: (document: TProjectDocument, row: TSkippedRow) => Promise<boolean>;
}) {
  const { t, i18n } = useTranslation('sourcing');
  if (project.documents.length === 0) return null;
  return (
    <section className="sr-documents" aria-labelledby="sr-documents-title">
      <h2 id="sr-documents-title" className="sr-materials__title">
        {t('detail.facts.documents')}
      </h2>
      <ul className="sr-documents__list">
        {project.documents.map((document) => (
          <li key={document.id} className="sr-documents__item">
            <FileText aria-hidden size={18} />
            <span className="sr-documents__name">
              {onOpen && document.kind === 'pdf' ? (
                <button type="button" className="sr-link" onClick={() => onOpen({ documentId: document.id, documentName: document.filename, page: 1, text: null })}>
                  {document.filename}
                </button>
              ) : (
                document.filename
              )}
            </span>
            <span className="sr-muted">{formatDate(document.uploaded_at, i18n.language)}</span>
            <DocumentReading document={document} />
            {document.error && <span className="sr-documents__error">{document.error}</span>}
            {document.summary && <p className="sr-documents__summary sr-muted">{document.summary}</p>}
            {onInclude && document.skipped_rows.length > 0 && <SkippedRows document={document} onInclude={onInclude} />}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * How the latest run read the document. A document read without a single material says so
 * (its summary, below, says why) rather than a bare 'Read'.
 */
function DocumentReading({ document }: { document: TProjectDocument }) {
  const { t } = useTranslation('sourcing');
  if (document.status === 'parsed' && document.materials_found === 0 && document.summary) {
    return <Badge tone="warning">{t('documents.nothingFound')}</Badge>;
  }
  return (
    <>
      <Badge tone={DOCUMENT_TONES[document.status]}>{t(`documents.status.${document.status}`)}</Badge>
      {document.status === 'parsed' && <span className="sr-muted">{t('documents.found', { count: document.materials_found })}</span>}
    </>
  );
}

/** The rows the run left out (work items, rate-only and zero rows), each included in one click. */
function SkippedRows({ document, onInclude }: { document: TProjectDocument; onInclude: (document: TProjectDocument, row: TSkippedRow) => Promise<boolean> }) {
  const { t } = useTranslation('sourcing');
  const [busy, setBusy] = useState<number | null>(null);
  return (
    <details className="sr-documents__skipped">
      <summary>{t('documents.skipped.title', { count: document.skipped_rows.length })}</summary>
      <ul className="sr-documents__skipped-list">
        {document.skipped_rows.map((row) => (
          <li key={row.index} className="sr-documents__skipped-row">
            <span className="sr-documents__skipped-name" title={row.text}>
              {row.name}
            </span>
            <span className="sr-muted">
              {row.quantity === null ? t('documents.skipped.noQuantity') : `${formatNumber(row.quantity, { maximumFractionDigits: 2 })} ${t(`units.${row.unit}`)}`}
              {' · '}
              {t(`documents.skipped.reason.${row.reason}`)}
            </span>
            <Button
              size="sm"
              variant="secondary"
              disabled={busy !== null && busy !== row.index}
              loading={busy === row.index}
              aria-label={t('documents.skipped.includeNamed', { name: row.name })}
              onClick={() => {
                setBusy(row.index);
                void onInclude(document, row).finally(() => setBusy(null));
              }}
            >
              {t('documents.skipped.include')}
            </Button>
          </li>
        ))}
      </ul>
    </details>
  );
}

import { MATERIAL_CATEGORIES, MATERIAL_UNITS, URGENCY_LEVELS, type TMaterial, type TUpdateMaterialRequest } from '@app/sdk';
import { formatNumber } from '@app/i18n';
import { Button, EmptyState } from '@app/ui';
import { Flag, Package, Plus } from 'lucide-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PdfSource } from './material-origin';
import { MATERIAL_COLUMNS, MaterialRow, type MaterialOptionLabels } from './material-row';
import { useMaterialRows } from './use-material-rows';
import './materials.css';

export interface MaterialsTableProps {
  materials: TMaterial[];
  /** Saves an inline change; resolves false when it failed (the cell goes back). */
  onUpdate: (material: TMaterial, changes: TUpdateMaterialRequest) => Promise<boolean>;
  onAdd: () => void;
  onEdit: (material: TMaterial) => void;
  onDelete: (material: TMaterial) => void;
  /** Opens a PDF source at its page (the rows' page links). */
  onOpenPdf?: (source: PdfSource) => void;
}

/**
 * The project's materials: inline edits (saved on blur or on selection change), details on demand,
 * and a filter to the rows marked for review (shown while any row is). Only the rows in view (and
 * a few either side) are in the page, so thousands of materials scroll and stream in smoothly; the
 * table tells assistive tech how many rows there are and where each one sits (aria-rowcount/-rowindex).
 */
export function MaterialsTable({ materials, onUpdate, onAdd, onEdit, onDelete, onOpenPdf }: MaterialsTableProps) {
  const { t } = useTranslation('sourcing');
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const [reviewOnly, setReviewOnly] = useState(false);
  const toReview = useMemo(() => materials.filter((material) => material.needs_review), [materials]);
  const shown = reviewOnly ? toReview : materials;
  const toggle = useCallback(
    (id: number) =>
      setOpen((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  const rows = useMaterialRows(shown, open);

  // Rows re-render only when their material does: the handlers they get never change (they call
  // the latest props), and the select options are translated once, not per row.
  const latest = useRef({ onUpdate, onEdit, onDelete, onOpenPdf });
  latest.current = { onUpdate, onEdit, onDelete, onOpenPdf };
  const handlers = useMemo(
    () => ({
      onUpdate: (material: TMaterial, changes: TUpdateMaterialRequest) => latest.current.onUpdate(material, changes),
      onEdit: (material: TMaterial) => latest.current.onEdit(material),
      onDelete: (material: TMaterial) => latest.current.onDelete(material),
      onOpenPdf: (source: PdfSource) => latest.current.onOpenPdf?.(source),
    }),
    [],
  );
  const labels = useMemo<MaterialOptionLabels>(
    () => ({
      categories: Object.fromEntries(MATERIAL_CATEGORIES.map((c) => [c, t(`categories.${c}`)])),
      units: Object.fromEntries(MATERIAL_UNITS.map((u) => [u, t(`units.${u}`)])),
      urgency: Object.fromEntries(URGENCY_LEVELS.map((u) => [u, t(`urgency.${u}`)])),
    }),
    [t],
  );

  return (
    <section className="sr-materials" aria-labelledby="sr-materials-title">
      <div className="sr-materials__header">
        <h2 id="sr-materials-title" className="sr-materials__title">
          {t('materials.title')}
        </h2>
        <div className="sr-materials__tools">
          {(toReview.length > 0 || reviewOnly) && (
            <Button size="sm" variant={reviewOnly ? 'primary' : 'secondary'} aria-pressed={reviewOnly} onClick={() => setReviewOnly(!reviewOnly)}>
              <Flag aria-hidden size={16} />
              {t('materials.reviewFilter', { number: formatNumber(toReview.length) })}
            </Button>
          )}
          <Button size="sm" onClick={onAdd}>
            <Plus aria-hidden size={16} />
            {t('materials.add')}
          </Button>
        </div>
      </div>
      {shown.length === 0 ? (
        <EmptyState icon={<Package />} title={t(reviewOnly ? 'materials.noneToReview' : 'materials.empty')} />
      ) : (
        <div className="sr-materials__scroll" ref={rows.scrollRef} onFocus={rows.onFocus} onBlur={rows.onBlur}>
          <table className="sr-materials__table" aria-labelledby="sr-materials-title" aria-rowcount={rows.rowCount}>
            <colgroup>
              <col className="sr-materials__col-toggle" />
              <col />
              <col className="sr-materials__col-category" />
              <col className="sr-materials__col-number" />
              <col className="sr-materials__col-number" />
              <col className="sr-materials__col-number" />
              <col className="sr-materials__col-number" />
              <col className="sr-materials__col-source" />
              <col className="sr-materials__col-actions" />
            </colgroup>
            <thead>
              <tr aria-rowindex={1}>
                <th scope="col">
                  <span className="ui-sr-only">{t('materials.showDetails')}</span>
                </th>
                <th scope="col">{t('materials.columns.name')}</th>
                <th scope="col">{t('materials.columns.category')}</th>
                <th scope="col">{t('materials.columns.quantity')}</th>
                <th scope="col">{t('materials.columns.unit')}</th>
                <th scope="col">{t('materials.columns.urgency')}</th>
                <th scope="col">{t('materials.columns.budget')}</th>
                <th scope="col">{t('materials.columns.source')}</th>
                <th scope="col">{t('materials.columns.actions')}</th>
              </tr>
            </thead>
            {rows.items.map(({ gap, index, key }) => {
              const material = shown[index];
              if (!material) return null;
              return [
                gap > 0 && <Spacer key={`gap-${key}`} height={gap} />,
                <MaterialRow
                  key={key}
                  material={material}
                  index={index}
                  rowIndex={rows.rowIndexOf(index)}
                  expanded={open.has(material.id)}
                  measureRef={rows.measureRef}
                  labels={labels}
                  onToggle={toggle}
                  onUpdate={handlers.onUpdate}
                  onEdit={handlers.onEdit}
                  onDelete={handlers.onDelete}
                  onOpenPdf={onOpenPdf ? handlers.onOpenPdf : undefined}
                />,
              ];
            })}
            {rows.after > 0 && <Spacer height={rows.after} />}
          </table>
        </div>
      )}
    </section>
  );
}

/** The height of the rows not in the page, so the scrollbar stays true; hidden from assistive tech. */
function Spacer({ height }: { height: number }) {
  return (
    <tbody aria-hidden="true" className="sr-materials__spacer">
      <tr>
        <td colSpan={MATERIAL_COLUMNS} style={{ height }} />
      </tr>
    </tbody>
  );
}

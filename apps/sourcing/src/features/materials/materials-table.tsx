import { MATERIAL_CATEGORIES, MATERIAL_SPECIFICATION_KEYS, MATERIAL_UNITS, QUANTITY_MIN, URGENCY_LEVELS, type TMaterial, type TUpdateMaterialRequest } from '@app/sdk';
import { formatNumber } from '@app/i18n';
import { Button, EmptyState } from '@app/ui';
import { ChevronDown, ChevronRight, Flag, Package, Pencil, Plus, Trash2 } from 'lucide-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineSelect, InlineText } from './inline-cells';
import { MaterialOrigin, type PdfSource } from './material-origin';
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

const validQuantity = (text: string) => text !== '' && Number(text) >= QUANTITY_MIN;
const validBudget = (text: string) => text === '' || Number(text) >= 0;

/**
 * The project's materials: inline edits (saved on blur or on selection change), details on demand,
 * and a filter to the rows marked for review (shown while any row is).
 */
export function MaterialsTable({ materials, onUpdate, onAdd, onEdit, onDelete, onOpenPdf }: MaterialsTableProps) {
  const { t } = useTranslation('sourcing');
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const [reviewOnly, setReviewOnly] = useState(false);
  const toReview = materials.filter((material) => material.needs_review);
  const shown = reviewOnly ? toReview : materials;
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

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
        <div className="sr-materials__scroll">
          <table className="sr-materials__table">
            <thead>
              <tr>
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
            <tbody>
              {shown.map((material) => {
                const expanded = open.has(material.id);
                const save = (changes: TUpdateMaterialRequest) => onUpdate(material, changes);
                return (
                  <Fragment key={material.id}>
                    <tr
                      className={`sr-materials__row${material.needs_review ? ' sr-materials__row--review' : ''}`}
                      data-testid={`material-${material.id}`}
                    >
                      <td>
                        <Button
                          variant="ghost"
                          size="sm"
                          iconOnly
                          aria-expanded={expanded}
                          aria-label={t(expanded ? 'materials.hideDetails' : 'materials.showDetails')}
                          onClick={() => toggle(material.id)}
                        >
                          {expanded ? <ChevronDown aria-hidden size={16} /> : <ChevronRight aria-hidden size={16} />}
                        </Button>
                      </td>
                      <td>
                        <InlineText label={t('materials.dialog.name')} value={material.name} accept={(v) => v !== ''} onSave={(name) => save({ name })} />
                      </td>
                      <td>
                        <InlineSelect
                          label={t('materials.columns.category')}
                          value={material.category}
                          options={MATERIAL_CATEGORIES}
                          optionLabel={(c) => t(`categories.${c}`)}
                          onSave={(category) => save({ category })}
                        />
                      </td>
                      <td>
                        <InlineText
                          label={t('materials.columns.quantity')}
                          type="number"
                          min={QUANTITY_MIN}
                          step={0.01}
                          value={material.quantity === null ? '' : String(material.quantity)}
                          placeholder={t('materials.toConfirm')}
                          accept={validQuantity}
                          onSave={(quantity) => save({ quantity: Number(quantity) })}
                        />
                      </td>
                      <td>
                        <InlineSelect
                          label={t('materials.columns.unit')}
                          value={material.unit}
                          options={MATERIAL_UNITS}
                          optionLabel={(u) => t(`units.${u}`)}
                          onSave={(unit) => save({ unit })}
                        />
                      </td>
                      <td>
                        <InlineSelect
                          label={t('materials.columns.urgency')}
                          value={material.urgency}
                          options={URGENCY_LEVELS}
                          optionLabel={(u) => t(`urgency.${u}`)}
                          onSave={(urgency) => save({ urgency })}
                        />
                      </td>
                      <td>
                        <InlineText
                          label={t('materials.columns.budget')}
                          type="number"
                          min={0}
                          step={0.01}
                          value={material.budget_amount === null ? '' : String(material.budget_amount)}
                          accept={validBudget}
                          onSave={(budget) => save({ budget_amount: budget === '' ? null : Number(budget) })}
                        />
                      </td>
                      <td>
                        <MaterialOrigin material={material} onOpenPdf={onOpenPdf} />
                      </td>
                      <td className="sr-materials__actions">
                        <Button variant="ghost" size="sm" iconOnly aria-label={t('materials.editNamed', { name: material.name })} onClick={() => onEdit(material)}>
                          <Pencil aria-hidden size={16} />
                        </Button>
                        <Button variant="ghost" size="sm" iconOnly aria-label={t('materials.deleteNamed', { name: material.name })} onClick={() => onDelete(material)}>
                          <Trash2 aria-hidden size={16} />
                        </Button>
                      </td>
                    </tr>
                    {expanded && (
                      <tr className="sr-materials__details">
                        <td />
                        <td colSpan={8}>
                          <MaterialDetails material={material} onSaveNotes={(notes) => save({ notes: notes === '' ? null : notes })} />
                        </td>
                      </tr>
                    )}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function MaterialDetails({ material, onSaveNotes }: { material: TMaterial; onSaveNotes: (notes: string) => Promise<boolean> }) {
  const { t } = useTranslation('sourcing');
  const specs = MATERIAL_SPECIFICATION_KEYS.filter((key) => material.specifications[key]);
  return (
    <div className="sr-materials__more">
      <div>
        <h3 className="sr-materials__more-title">{t('materials.specifications')}</h3>
        {specs.length === 0 ? (
          <p className="sr-muted">{t('materials.noSpecifications')}</p>
        ) : (
          <dl className="sr-materials__specs">
            {specs.map((key) => (
              <div key={key}>
                <dt>{t(`materials.spec.${key}`)}</dt>
                <dd>{material.specifications[key]}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
      <div>
        <h3 className="sr-materials__more-title">{t('materials.notes')}</h3>
        <InlineText label={t('materials.notes')} value={material.notes ?? ''} placeholder={t('materials.dialog.notesPlaceholder')} onSave={onSaveNotes} />
      </div>
    </div>
  );
}

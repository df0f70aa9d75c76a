import { MATERIAL_CATEGORIES, MATERIAL_SPECIFICATION_KEYS, MATERIAL_UNITS, QUANTITY_MIN, URGENCY_LEVELS, type TMaterial, type TUpdateMaterialRequest } from '@app/sdk';
import { Button } from '@app/ui';
import { ChevronDown, ChevronRight, Pencil, Trash2 } from 'lucide-react';
import { memo, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineSelect, InlineText } from './inline-cells';
import { MaterialOrigin, type PdfSource } from './material-origin';

/** The table's columns, for the details row's span. */
export const MATERIAL_COLUMNS = 9;

/** The selects' option texts, translated once for the whole table. */
export interface MaterialOptionLabels {
  categories: Readonly<Record<string, string>>;
  units: Readonly<Record<string, string>>;
  urgency: Readonly<Record<string, string>>;
}

export interface MaterialRowProps {
  material: TMaterial;
  /** The virtualiser's position of the row (data-index) and its 1-based aria-rowindex. */
  index: number;
  rowIndex: number;
  expanded: boolean;
  labels: MaterialOptionLabels;
  measureRef: Ref<HTMLTableSectionElement>;
  onToggle: (id: number) => void;
  onUpdate: (material: TMaterial, changes: TUpdateMaterialRequest) => Promise<boolean>;
  onEdit: (material: TMaterial) => void;
  onDelete: (material: TMaterial) => void;
  onOpenPdf?: (source: PdfSource) => void;
}

const validQuantity = (text: string) => text !== '' && Number(text) >= QUANTITY_MIN;
const validBudget = (text: string) => text === '' || Number(text) >= 0;

/**
 * One material: its row of inline cells and, expanded, its details row. Both sit in their own
 * `<tbody>`, so the virtualiser measures them as one item.
 */
export const MaterialRow = memo(function MaterialRow(props: MaterialRowProps) {
  const { material, index, rowIndex, expanded, labels, measureRef, onToggle, onUpdate, onEdit, onDelete, onOpenPdf } = props;
  const { t } = useTranslation('sourcing');
  const save = (changes: TUpdateMaterialRequest) => onUpdate(material, changes);
  return (
    <tbody ref={measureRef} data-index={index}>
      <tr
        aria-rowindex={rowIndex}
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
            onClick={() => onToggle(material.id)}
          >
            {expanded ? <ChevronDown aria-hidden size={16} /> : <ChevronRight aria-hidden size={16} />}
          </Button>
        </td>
        <td>
          <InlineText label={t('materials.dialog.name')} value={material.name} wrap accept={(v) => v !== ''} onSave={(name) => save({ name })} />
        </td>
        <td>
          <InlineSelect
            label={t('materials.columns.category')}
            value={material.category}
            options={MATERIAL_CATEGORIES}
            optionLabel={(c) => labels.categories[c]}
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
            optionLabel={(u) => labels.units[u]}
            onSave={(unit) => save({ unit })}
          />
        </td>
        <td>
          <InlineSelect
            label={t('materials.columns.urgency')}
            value={material.urgency}
            options={URGENCY_LEVELS}
            optionLabel={(u) => labels.urgency[u]}
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
        <tr className="sr-materials__details" aria-rowindex={rowIndex + 1}>
          <td />
          <td colSpan={MATERIAL_COLUMNS - 1}>
            <MaterialDetails material={material} onSaveNotes={(notes) => save({ notes: notes === '' ? null : notes })} />
          </td>
        </tr>
      )}
    </tbody>
  );
});

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

import {
  compactSpecifications,
  DEFAULT_MATERIAL,
  MATERIAL_CATEGORIES,
  MATERIAL_SPECIFICATION_KEYS,
  MATERIAL_UNITS,
  QUANTITY_MIN,
  URGENCY_LEVELS,
  type TCreateMaterialRequest,
  type TMaterial,
} from '@app/sdk';
import { Button, Dialog, Input } from '@app/ui';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type SpecKey = (typeof MATERIAL_SPECIFICATION_KEYS)[number];

/** The dialog's inputs (text, as the inputs give it); converted to the contract's body on submit. */
type MaterialFormValues = Omit<TCreateMaterialRequest, 'quantity' | 'budget_amount' | 'specifications' | 'notes'> & {
  quantity: string;
  budget_amount: string;
  notes: string;
  specifications: Record<SpecKey, string>;
};

const emptySpecs = (): Record<SpecKey, string> =>
  Object.fromEntries(MATERIAL_SPECIFICATION_KEYS.map((key) => [key, ''])) as Record<SpecKey, string>;

function initialValues(material: TMaterial | null): MaterialFormValues {
  if (!material) {
    return { name: '', ...DEFAULT_MATERIAL, quantity: String(DEFAULT_MATERIAL.quantity), budget_amount: '', notes: '', specifications: emptySpecs() };
  }
  return {
    name: material.name,
    category: material.category,
    urgency: material.urgency,
    unit: material.unit,
    // A quantity "to confirm" must be given here: the dialog always requires one.
    quantity: material.quantity === null ? '' : String(material.quantity),
    budget_amount: material.budget_amount === null ? '' : String(material.budget_amount),
    notes: material.notes ?? '',
    specifications: { ...emptySpecs(), ...material.specifications },
  };
}

export interface MaterialDialogProps {
  open: boolean;
  /** The material to edit, or null to add one. */
  material: TMaterial | null;
  onOpenChange: (open: boolean) => void;
  /** Saves; resolves true when done (the dialog closes), false to stay open with what was typed. */
  onSubmit: (body: TCreateMaterialRequest) => Promise<boolean>;
}

/** Add or edit a material: name, category, urgency, quantity and unit required; empty specifications dropped. */
export function MaterialDialog({ open, material, onOpenChange, onSubmit }: MaterialDialogProps) {
  const { t } = useTranslation('sourcing');
  const { register, handleSubmit, reset, formState } = useForm<MaterialFormValues>({ defaultValues: initialValues(material) });
  const errors = formState.errors;

  useEffect(() => {
    if (open) reset(initialValues(material));
  }, [open, material, reset]);

  const submit = handleSubmit(async (values) => {
    const saved = await onSubmit({
      name: values.name.trim(),
      category: values.category,
      urgency: values.urgency,
      unit: values.unit,
      quantity: Number(values.quantity),
      budget_amount: values.budget_amount.trim() === '' ? null : Number(values.budget_amount),
      notes: values.notes.trim() || null,
      specifications: compactSpecifications(values.specifications),
    });
    if (saved) onOpenChange(false);
  });

  const busy = formState.isSubmitting;
  const formId = material ? `sr-material-${material.id}` : 'sr-material-new';
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={material ? t('materials.dialog.editTitle') : t('materials.dialog.addTitle')}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {t('materials.dialog.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={busy}>
            {busy ? t('materials.dialog.saving') : material ? t('materials.dialog.save') : t('materials.dialog.add')}
          </Button>
        </>
      }
    >
      <form id={formId} className="sr-material-form" noValidate onSubmit={(event) => void submit(event)}>
        <Input
          label={t('materials.dialog.name')}
          required
          placeholder={t('materials.dialog.namePlaceholder')}
          error={errors.name?.message}
          {...register('name', { validate: (v) => v.trim() !== '' || t('materials.validation.nameRequired') })}
        />
        <div className="sr-material-form__row">
          <SelectField label={t('materials.dialog.category')} {...register('category', { required: t('materials.validation.categoryRequired') })}>
            {MATERIAL_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`categories.${c}`)}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('materials.dialog.urgency')} {...register('urgency', { required: t('materials.validation.urgencyRequired') })}>
            {URGENCY_LEVELS.map((u) => (
              <option key={u} value={u}>
                {t(`urgency.${u}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="sr-material-form__row">
          <Input
            label={t('materials.dialog.quantity')}
            required
            type="number"
            min={QUANTITY_MIN}
            step={0.01}
            inputMode="decimal"
            error={errors.quantity?.message}
            {...register('quantity', {
              validate: (v) =>
                v.trim() === '' ? t('materials.validation.quantityRequired') : Number(v) >= QUANTITY_MIN || t('materials.validation.quantityMin'),
            })}
          />
          <SelectField label={t('materials.dialog.unit')} {...register('unit', { required: t('materials.validation.unitRequired') })}>
            {MATERIAL_UNITS.map((u) => (
              <option key={u} value={u}>
                {t(`units.${u}`)}
              </option>
            ))}
          </SelectField>
          <Input
            label={t('materials.dialog.budget')}
            type="number"
            min={0}
            step={0.01}
            inputMode="decimal"
            error={errors.budget_amount?.message}
            {...register('budget_amount', { validate: (v) => v.trim() === '' || Number(v) >= 0 || t('materials.validation.budgetMin') })}
          />
        </div>
        <fieldset className="sr-material-form__specs">
          <legend className="ui-field__label">{t('materials.dialog.specifications')}</legend>
          <p className="ui-field__hint">{t('materials.dialog.specificationsHint')}</p>
          <div className="sr-material-form__grid">
            {MATERIAL_SPECIFICATION_KEYS.map((key) => (
              <Input key={key} label={t(`materials.spec.${key}`)} placeholder={t(`materials.dialog.${key}Placeholder`)} {...register(`specifications.${key}`)} />
            ))}
          </div>
        </fieldset>
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={`${formId}-notes`}>
            {t('materials.dialog.notes')}
          </label>
          <textarea id={`${formId}-notes`} className="ui-control" rows={3} placeholder={t('materials.dialog.notesPlaceholder')} {...register('notes')} />
        </div>
      </form>
    </Dialog>
  );
}

type SelectFieldProps = React.ComponentPropsWithRef<'select'> & { label: string };

function SelectField({ label, id, children, ...rest }: SelectFieldProps) {
  const fieldId = id ?? `sr-select-${rest.name ?? ''}`;
  return (
    <div className="ui-field">
      <label className="ui-field__label" htmlFor={fieldId}>
        {label}
      </label>
      <select id={fieldId} className="ui-control" {...rest}>
        {children}
      </select>
    </div>
  );
}

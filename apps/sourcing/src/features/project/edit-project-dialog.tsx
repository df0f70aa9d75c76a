import { EXPECTED_MATERIAL_CATEGORIES, type TProject, type TTimeline, type TUpdateProjectRequest } from '@app/sdk';
import { Button, Dialog, Input } from '@app/ui';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import '../materials/materials.css';
import '../new-project/new-project.css';
import { TimelineOptions } from '../new-project/timeline-options';

interface EditValues {
  name: string;
  location: string;
  timeline: TTimeline | '';
  budget_amount: string;
  required_by_date: string;
  project_description: string;
  selected_materials: string[];
}

const valuesOf = (project: TProject): EditValues => ({
  name: project.name ?? '',
  location: project.location,
  timeline: project.timeline ?? '',
  budget_amount: project.budget_amount === null ? '' : String(project.budget_amount),
  required_by_date: project.required_by_date ?? '',
  project_description: project.project_description ?? '',
  selected_materials: project.selected_materials,
});

export interface EditProjectDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  project: TProject;
  /** Resolves true when saved (the dialog closes); false keeps it open with the edits. */
  onSubmit: (changes: TUpdateProjectRequest) => Promise<boolean>;
}

/** Edit the project's fields; a cleared optional field is sent as null. */
export function EditProjectDialog({ open, onOpenChange, project, onSubmit }: EditProjectDialogProps) {
  const { t } = useTranslation('sourcing');
  const { register, handleSubmit, reset, formState } = useForm<EditValues>({ defaultValues: valuesOf(project) });
  const errors = formState.errors;
  const busy = formState.isSubmitting;

  useEffect(() => {
    if (open) reset(valuesOf(project));
  }, [open, project, reset]);

  const submit = handleSubmit(async (values) => {
    const saved = await onSubmit({
      name: values.name.trim() || null,
      location: values.location.trim(),
      timeline: values.timeline || null,
      budget_amount: values.budget_amount.trim() === '' ? null : Number(values.budget_amount),
      required_by_date: values.required_by_date || null,
      project_description: values.project_description.trim() || null,
      selected_materials: values.selected_materials,
    });
    if (saved) onOpenChange(false);
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={t('editProject.title')}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {t('editProject.cancel')}
          </Button>
          <Button type="submit" form="sr-edit-project" disabled={busy}>
            {busy ? t('editProject.saving') : t('editProject.save')}
          </Button>
        </>
      }
    >
      <form id="sr-edit-project" className="sr-material-form" noValidate onSubmit={(event) => void submit(event)}>
        <Input label={t('newProject.name')} maxLength={200} {...register('name')} />
        <Input
          label={t('newProject.location')}
          required
          error={errors.location?.message}
          {...register('location', { validate: (v) => v.trim() !== '' || t('validation.locationRequired') })}
        />
        <div className="sr-material-form__row">
          <div className="ui-field">
            <label className="ui-field__label" htmlFor="sr-edit-timeline">
              {t('newProject.timeline')}
            </label>
            <select id="sr-edit-timeline" className="ui-control" {...register('timeline')}>
              <TimelineOptions emptyLabel={t('detail.facts.notSpecified')} />
            </select>
          </div>
          <Input
            label={t('newProject.budget')}
            type="number"
            min={0}
            step={0.01}
            error={errors.budget_amount?.message}
            {...register('budget_amount', { validate: (v) => v.trim() === '' || Number(v) >= 0 || t('validation.budgetMin') })}
          />
          <Input label={t('newProject.requiredBy')} type="date" {...register('required_by_date')} />
        </div>
        <fieldset className="sr-material-form__specs">
          <legend className="ui-field__label">{t('newProject.expectedMaterials')}</legend>
          <div className="sr-chips">
            {EXPECTED_MATERIAL_CATEGORIES.map((category) => (
              <label key={category} className="sr-chip sr-chip--box">
                <input type="checkbox" value={category} {...register('selected_materials')} /> {t(`categories.${category}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="ui-field">
          <label className="ui-field__label" htmlFor="sr-edit-description">
            {t('newProject.description')}
          </label>
          <textarea id="sr-edit-description" className="ui-control" rows={4} maxLength={10_000} {...register('project_description')} />
        </div>
      </form>
    </Dialog>
  );
}

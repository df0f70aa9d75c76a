import { EXPECTED_MATERIAL_CATEGORIES, hasProjectSource } from '@app/sdk';
import { Button, Input } from '@app/ui';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DescriptionPrice, type EstimateDescription } from './description-price';
import { DocumentPicker } from './document-picker';
import { LocationField } from './location-field';
import type { LocationService } from './location-service';
import { EMPTY_PROJECT, type NewProjectValues } from './project-form-data';
import { TimelineOptions } from './timeline-options';
import './new-project.css';

export interface NewProjectFormProps {
  /** Creates the project; a rejection leaves everything the user entered in place. */
  onSubmit: (values: NewProjectValues, documents: File[]) => Promise<void>;
  onCancel: () => void;
  locationService: LocationService;
  /** The price of a description-only project's run, which starts with the project; none shown without it. */
  estimateDescription?: EstimateDescription;
}

/** /sourcing/app: the new-project form of spec part 2 (sections 2 and 5). */
export function NewProjectForm({ onSubmit, onCancel, locationService, estimateDescription }: NewProjectFormProps) {
  const { t } = useTranslation('sourcing');
  const [documents, setDocuments] = useState<File[]>([]);
  const [sourceError, setSourceError] = useState(false);
  const { register, control, handleSubmit, watch, formState } = useForm<NewProjectValues>({ defaultValues: EMPTY_PROJECT });
  const busy = formState.isSubmitting;
  const description = watch('project_description');

  const submit = handleSubmit(async (values) => {
    if (!hasProjectSource(values.project_description, documents.length)) {
      setSourceError(true);
      return;
    }
    await onSubmit(values, documents);
  });

  const onDocuments = (files: File[]) => {
    setDocuments(files);
    if (hasProjectSource(description, files.length)) setSourceError(false);
  };

  return (
    <form className="sr-new-project" onSubmit={(event) => void submit(event)} noValidate>
      <header>
        <h1 className="sr-new-project__title">{t('newProject.title')}</h1>
        <p className="sr-new-project__subtitle">{t('newProject.subtitle')}</p>
      </header>

      <Input label={t('newProject.name')} placeholder={t('newProject.namePlaceholder')} disabled={busy} maxLength={200} {...register('name')} />

      <Controller
        control={control}
        name="location"
        rules={{ validate: (value) => value.trim() !== '' || t('validation.locationRequired') }}
        render={({ field, fieldState }) => (
          <Controller
            control={control}
            name="place"
            render={({ field: place }) => (
              <LocationField
                value={field.value}
                onChange={(text, picked) => {
                  field.onChange(text);
                  place.onChange(picked);
                }}
                onBlur={field.onBlur}
                service={locationService}
                error={fieldState.error?.message}
                disabled={busy}
              />
            )}
          />
        )}
      />

      <div className="sr-new-project__row">
        <div className="ui-field">
          <label className="ui-field__label" htmlFor="sr-timeline">
            {t('newProject.timeline')}
          </label>
          <select id="sr-timeline" className="ui-control" disabled={busy} {...register('timeline')}>
            <TimelineOptions />
          </select>
        </div>
        <Input
          label={t('newProject.budget')}
          type="number"
          min={0}
          step={0.01}
          inputMode="decimal"
          placeholder={t('newProject.budgetPlaceholder')}
          disabled={busy}
          error={formState.errors.budget_amount?.message}
          {...register('budget_amount', {
            validate: (value) => value.trim() === '' || Number(value) >= 0 || t('validation.budgetMin'),
          })}
        />
        <Input label={t('newProject.requiredBy')} type="date" disabled={busy} {...register('required_by_date')} />
      </div>

      <fieldset className="sr-new-project__materials" disabled={busy}>
        <legend className="ui-field__label">{t('newProject.expectedMaterials')}</legend>
        <Controller
          control={control}
          name="selected_materials"
          render={({ field }) => (
            <div className="sr-chips">
              {EXPECTED_MATERIAL_CATEGORIES.map((category) => {
                const checked = field.value.includes(category);
                return (
                  <label key={category} className={`sr-chip${checked ? ' sr-chip--on' : ''}`}>
                    <input
                      type="checkbox"
                      className="ui-sr-only"
                      checked={checked}
                      onChange={() =>
                        field.onChange(checked ? field.value.filter((c) => c !== category) : [...field.value, category])
                      }
                    />
                    {t(`categories.${category}`)}
                  </label>
                );
              })}
            </div>
          )}
        />
        <p className="ui-field__hint" aria-live="polite">
          {t('newProject.selectedCount', { count: watch('selected_materials').length })}
        </p>
      </fieldset>

      <section className="sr-new-project__source" aria-labelledby="sr-source-title">
        <h2 id="sr-source-title" className="sr-new-project__section-title">
          {t('newProject.descriptionOrDocuments')}
        </h2>
        <div className="ui-field">
          <label className="ui-field__label" htmlFor="sr-description">
            {t('newProject.description')}
          </label>
          <textarea
            id="sr-description"
            className="ui-control sr-new-project__description"
            rows={5}
            maxLength={10_000}
            placeholder={t('newProject.descriptionPlaceholder')}
            disabled={busy}
            {...register('project_description', {
              onChange: (event: { target: { value: string } }) => {
                if (hasProjectSource(event.target.value, documents.length)) setSourceError(false);
              },
            })}
          />
        </div>
        <p className="sr-new-project__or">{t('newProject.or')}</p>
        <DocumentPicker files={documents} onChange={onDocuments} disabled={busy} />
        {estimateDescription && <DescriptionPrice description={description ?? ''} documents={documents.length} estimate={estimateDescription} />}
        {sourceError && (
          <p className="ui-field__error" role="alert">
            {t('validation.descriptionOrDocuments')}
          </p>
        )}
      </section>

      <div className="sr-new-project__actions">
        <Button type="button" variant="secondary" onClick={onCancel} disabled={busy}>
          {t('newProject.cancel')}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? t('newProject.submitting') : t('newProject.submit')}
        </Button>
      </div>
    </form>
  );
}

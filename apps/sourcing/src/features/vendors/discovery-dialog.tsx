import { DISCOVERY_RADIUS, VENDORS_PER_CATEGORY_OPTIONS, DEFAULT_VENDORS_PER_CATEGORY, type TDiscoveryRequest, type TMaterialCategorySummary, type TProject } from '@app/sdk';
import { Button, Checkbox, Dialog, Input } from '@app/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { discoveryRequest, initialDiscoveryForm, type DiscoveryForm } from './discovery-defaults';
import { DiscoveryEstimate, type EstimateDiscovery } from './discovery-estimate';

export interface DiscoveryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  project: Pick<TProject, 'location' | 'location_json'>;
  /** The project's material categories; undefined while loading. */
  categories: readonly TMaterialCategorySummary[] | undefined;
  categoriesFailed: boolean;
  estimate: EstimateDiscovery;
  /** Starts the discovery; resolves true when it started (the dialog closes). */
  onStart: (request: TDiscoveryRequest) => Promise<boolean>;
}

/** The discovery configuration dialog (spec part 2): categories, location, radius, vendors per category. */
export function DiscoveryDialog(props: DiscoveryDialogProps) {
  const { t } = useTranslation('vendors');
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange} title={t('discovery.title')} description={t('discovery.description')} size="lg">
      {props.open &&
        (props.categories ? (
          <DiscoveryFormView {...props} categories={props.categories} />
        ) : (
          <p role="status">{props.categoriesFailed ? t('discovery.toasts.loadCategoriesFailed') : t('discovery.loadingCategories')}</p>
        ))}
    </Dialog>
  );
}

function DiscoveryFormView({ project, categories, estimate, onStart, onOpenChange }: DiscoveryDialogProps & { categories: readonly TMaterialCategorySummary[] }) {
  const { t } = useTranslation('vendors');
  const [form, setForm] = useState<DiscoveryForm>(() => initialDiscoveryForm(project, categories));
  const [showError, setShowError] = useState(false);
  const [starting, setStarting] = useState(false);
  const request = discoveryRequest(form, categories);
  const change = (patch: Partial<DiscoveryForm>) => setForm((current) => ({ ...current, ...patch }));
  const toggle = (category: string, on: boolean) =>
    change({ selected: on ? [...form.selected, category] : form.selected.filter((c) => c !== category) });

  const submit = async () => {
    if (!request) {
      setShowError(true);
      return;
    }
    setStarting(true);
    const started = await onStart(request);
    setStarting(false);
    if (started) onOpenChange(false);
  };

  return (
    <form
      className="sr-discovery"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset className="sr-discovery__group">
        <legend>{t('discovery.categories')}</legend>
        <Checkbox
          label={t('discovery.selectAll')}
          checked={form.selected.length === categories.length ? true : form.selected.length === 0 ? false : 'indeterminate'}
          onCheckedChange={(checked) => change({ selected: checked === true ? categories.map((c) => c.category) : [] })}
        />
        {categories.map((c) => (
          <Checkbox
            key={c.category}
            label={`${c.category} · ${t('discovery.materialsInCategory', { count: c.material_count })}`}
            checked={form.selected.includes(c.category)}
            onCheckedChange={(checked) => toggle(c.category, checked === true)}
          />
        ))}
        {showError && !request && (
          <p className="sr-discovery__error" role="alert">
            {t('discovery.validation.selectCategory')}
          </p>
        )}
      </fieldset>
      <Input
        label={t('discovery.location')}
        value={form.location.city}
        maxLength={100}
        onChange={(event) => change({ location: { ...form.location, city: event.target.value } })}
        hint={t('discovery.coordinates', { latitude: form.location.latitude.toFixed(4), longitude: form.location.longitude.toFixed(4) })}
      />
      <div className="ui-field">
        <label className="ui-field__label" htmlFor="sr-discovery-radius">
          {t('discovery.radius')}: {t('discovery.radiusValue', { km: form.radiusKm })}
        </label>
        <input
          id="sr-discovery-radius"
          type="range"
          min={DISCOVERY_RADIUS.min}
          max={DISCOVERY_RADIUS.max}
          step={DISCOVERY_RADIUS.step}
          value={form.radiusKm}
          onChange={(event) => change({ radiusKm: Number(event.target.value) })}
        />
      </div>
      <fieldset className="sr-discovery__group sr-discovery__options">
        <legend>{t('discovery.vendorsPerCategory')}</legend>
        {VENDORS_PER_CATEGORY_OPTIONS.map((count) => (
          <label key={count} className="sr-discovery__option">
            <input
              type="radio"
              name="vendors-per-category"
              value={count}
              checked={form.vendorsPerCategory === count}
              onChange={() => change({ vendorsPerCategory: count })}
            />
            {count === DEFAULT_VENDORS_PER_CATEGORY ? t('discovery.recommended', { count }) : count}
          </label>
        ))}
      </fieldset>
      <DiscoveryEstimate request={request} estimate={estimate} />
      <div className="sr-discovery__actions">
        <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
          {t('discovery.cancel')}
        </Button>
        <Button type="submit" disabled={starting}>
          {starting ? t('discovery.starting') : t('discovery.start')}
        </Button>
      </div>
    </form>
  );
}

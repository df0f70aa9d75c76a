import { DISCOVERY_RADIUS, VENDORS_PER_CATEGORY_OPTIONS, DEFAULT_VENDORS_PER_CATEGORY, type TDiscoveryRequest, type TMaterialCategorySummary, type TProject } from '@app/sdk';
import { Button, Checkbox, Dialog } from '@app/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocationField } from '../new-project/location-field';
import { apiLocationService, type LocationService } from '../new-project/location-service';
import '../new-project/new-project.css';
import { discoveryRequest, initialDiscoveryForm, placeLabel, type DiscoveryForm } from './discovery-defaults';
import { DiscoveryEstimate, type EstimateDiscovery } from './discovery-estimate';

/** What starting answered: started (the dialog closes), failed (told by a toast), or the typed place was not found. */
export type DiscoveryStartOutcome = boolean | 'place-not-found';

export interface DiscoveryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  project: Pick<TProject, 'location' | 'location_json'>;
  /** The project's material categories; undefined while loading. */
  categories: readonly TMaterialCategorySummary[] | undefined;
  categoriesFailed: boolean;
  estimate: EstimateDiscovery;
  /** Starts the discovery; resolves true when it started (the dialog closes). */
  onStart: (request: TDiscoveryRequest) => Promise<DiscoveryStartOutcome>;
  /** The places search of the location field (the new-project form's); tests pass their own. */
  locationService?: LocationService;
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

function DiscoveryFormView({
  project,
  categories,
  estimate,
  onStart,
  onOpenChange,
  locationService = apiLocationService,
}: DiscoveryDialogProps & { categories: readonly TMaterialCategorySummary[] }) {
  const { t } = useTranslation('vendors');
  const [form, setForm] = useState<DiscoveryForm>(() => initialDiscoveryForm(project, categories));
  const [showError, setShowError] = useState(false);
  const [starting, setStarting] = useState(false);
  /** The place the server could not find, until the field changes. */
  const [notFound, setNotFound] = useState<string | null>(null);
  const request = discoveryRequest(form, categories);
  const change = (patch: Partial<DiscoveryForm>) => setForm((current) => ({ ...current, ...patch }));
  const toggle = (category: string, on: boolean) =>
    change({ selected: on ? [...form.selected, category] : form.selected.filter((c) => c !== category) });
  const typed = form.location.text.trim();
  const { place } = form.location;

  const submit = async () => {
    if (!request || !typed) {
      setShowError(true);
      return;
    }
    setStarting(true);
    const outcome = await onStart(request);
    setStarting(false);
    if (outcome === 'place-not-found') setNotFound(typed);
    else if (outcome) onOpenChange(false);
  };

  const locationError = notFound
    ? t('discovery.placeNotFound', { place: notFound })
    : showError && !typed
      ? t('discovery.validation.location')
      : undefined;
  const area = place
    ? t('discovery.area', { km: form.radiusKm, place: place.city, latitude: place.latitude.toFixed(4), longitude: place.longitude.toFixed(4) })
    : typed
      ? t('discovery.placeToLookUp', { km: form.radiusKm, place: typed })
      : undefined;

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
            label={`${t(`sourcing:categories.${c.category}`)} · ${t('discovery.materialsInCategory', { count: c.material_count })}`}
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
      <LocationField
        label={t('discovery.location')}
        required={false}
        value={form.location.text}
        service={locationService}
        error={locationError}
        hint={locationError ? undefined : area}
        onChange={(text, picked, result) => {
          setNotFound(null);
          change({
            location: {
              text: text.slice(0, 100),
              place: picked
                ? { city: result ? placeLabel(result) : text.slice(0, 100), latitude: picked.latitude, longitude: picked.longitude }
                : null,
            },
          });
        }}
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

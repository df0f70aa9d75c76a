import { AUTOCOMPLETE_MIN_INPUT, type TLocationJson, type TLocationResult, type TPlacePrediction } from '@app/sdk';
import { Button, Spinner } from '@app/ui';
import { LocateFixed, MapPin } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PositionError, type LocationService } from './location-service';

/** Spec part 2, section 9: suggestions are asked for 300 ms after the last keystroke. */
export const AUTOCOMPLETE_DEBOUNCE_MS = 300;

export interface LocationFieldProps {
  value: string;
  /**
   * The text changed; `place` is the picked place, or null once the user types over it; `result`
   * is the place as the API answered it (absent for bare coordinates).
   */
  onChange: (text: string, place: TLocationJson | null, result?: TLocationResult) => void;
  onBlur?: () => void;
  service: LocationService;
  error?: string;
  disabled?: boolean;
  /** The field's label (the new-project form's 'Location' by default) and whether it shows as required. */
  label?: string;
  required?: boolean;
  /** Extra text under the field (e.g. the discovery's search area). */
  hint?: string;
}

type Lookup = { state: 'idle' } | { state: 'searching' } | { state: 'results'; predictions: TPlacePrediction[] } | { state: 'message'; text: string };

/** Location with autocomplete (from 2 characters, 5 suggestions) and "use my current location". */
export function LocationField({ value, onChange, onBlur, service, error, disabled = false, label, required = true, hint }: LocationFieldProps) {
  const { t } = useTranslation(['sourcing', 'shell']);
  const inputId = useId();
  const listId = useId();
  const errorId = useId();
  const hintId = useId();
  const fieldLabel = label ?? t('newProject.location');
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const [locating, setLocating] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const serviceRef = useRef(service);
  serviceRef.current = service;

  // Debounced search: only text the user typed (not a picked place) is looked up.
  useEffect(() => {
    if (query === null) return;
    if (query.trim().length < AUTOCOMPLETE_MIN_INPUT) {
      setLookup({ state: 'idle' });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLookup({ state: 'searching' });
      serviceRef.current
        .search(query.trim(), controller.signal)
        .then((predictions) => {
          setActive(-1);
          setLookup(predictions.length ? { state: 'results', predictions } : { state: 'message', text: t('locationSearch.noResults') });
        })
        .catch(() => {
          if (!controller.signal.aborted) setLookup({ state: 'message', text: t('locationSearch.failed') });
        });
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, t]);

  const close = () => {
    setQuery(null);
    setLookup({ state: 'idle' });
  };

  const pick = (prediction: TPlacePrediction) => {
    close();
    onChange(prediction.description, null);
    setNotice(null);
    service
      .details(prediction.place_id)
      .then((place) => onChange(place.formatted_address || prediction.description, placeJson(place), place))
      .catch(() => setNotice(t('locationSearch.detailsFailed')));
  };

  const useCurrent = async () => {
    close();
    setNotice(null);
    setLocating(true);
    try {
      const coordinates = await service.position();
      try {
        const place = await service.reverse(coordinates);
        onChange(place.formatted_address, placeJson(place), place);
      } catch {
        // No address known near the position: the coordinates themselves are the location.
        onChange(`${coordinates.latitude.toFixed(4)}, ${coordinates.longitude.toFixed(4)}`, { city: null, ...coordinates });
      }
    } catch (failure) {
      setNotice(t(`shell:location.errors.${failure instanceof PositionError ? failure.key : 'failed'}`));
    } finally {
      setLocating(false);
    }
  };

  const predictions = lookup.state === 'results' ? lookup.predictions : [];
  const open = lookup.state !== 'idle';

  return (
    <div className="sr-location">
      <label htmlFor={inputId} className="ui-field__label sr-field-label">
        {fieldLabel} {required && <span aria-hidden>*</span>}
      </label>
      <div className="sr-location__row">
        <div className="sr-location__combo">
          <MapPin aria-hidden size={18} className="sr-location__icon" />
          <input
            id={inputId}
            className="ui-control sr-location__input"
            role="combobox"
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-required={required}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
            autoComplete="off"
            placeholder={t('newProject.locationPlaceholder')}
            value={value}
            disabled={disabled}
            onChange={(event) => {
              onChange(event.target.value, null);
              setQuery(event.target.value);
              setNotice(null);
            }}
            onBlur={() => {
              onBlur?.();
              // Let a click on a suggestion land before the list closes.
              setTimeout(close, 150);
            }}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown' && predictions.length) {
                event.preventDefault();
                setActive((i) => (i + 1) % predictions.length);
              } else if (event.key === 'ArrowUp' && predictions.length) {
                event.preventDefault();
                setActive((i) => (i <= 0 ? predictions.length - 1 : i - 1));
              } else if (event.key === 'Enter' && active >= 0) {
                const chosen = predictions[active];
                if (chosen) {
                  event.preventDefault();
                  pick(chosen);
                }
              } else if (event.key === 'Escape') {
                close();
              }
            }}
          />
          {open && (
            <ul id={listId} role="listbox" className="sr-location__list" aria-label={fieldLabel}>
              {lookup.state === 'searching' && <li className="sr-location__message">{t('locationSearch.searching')}</li>}
              {lookup.state === 'message' && (
                <li className="sr-location__message" role="alert">
                  {lookup.text}
                </li>
              )}
              {predictions.map((prediction, i) => (
                <li
                  key={prediction.place_id}
                  id={`${listId}-${i}`}
                  role="option"
                  aria-selected={i === active}
                  className="sr-location__option"
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(prediction)}
                >
                  <span className="sr-location__main">{prediction.main_text}</span>
                  <span className="sr-location__secondary">{prediction.secondary_text}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <Button type="button" variant="secondary" onClick={() => void useCurrent()} disabled={disabled || locating}>
          {locating ? <Spinner size="sm" /> : <LocateFixed aria-hidden size={18} />}
          {locating ? t('newProject.detectingLocation') : t('newProject.useCurrentLocation')}
        </Button>
      </div>
      {hint && (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      )}
      {notice && (
        <p className="sr-location__notice" role="status">
          {notice}
        </p>
      )}
      {error && (
        <p id={errorId} className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

const placeJson = (place: { city: string | null; latitude: number; longitude: number }): TLocationJson => ({
  city: place.city,
  latitude: place.latitude,
  longitude: place.longitude,
});

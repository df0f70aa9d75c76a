import { ChevronDown, MapPin } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/cx';
import { Button } from '../button/button';
import './location-chip.css';

export interface LocationChipProps {
  /** Detection is running: the chip reads "Detecting...". */
  loading?: boolean;
  city?: string | null;
  state?: string | null;
  /** The full detected address, shown in the dropdown. */
  address?: string | null;
  /** Why detection failed (e.g. "Location access denied. Please enable location services."). */
  error?: string | null;
  /** Offers "Detect again" in the dropdown. */
  onRetry?: () => void;
  labels?: Partial<Record<'detecting' | 'fallback' | 'title' | 'explanation' | 'retry', string>>;
  className?: string;
}

/** What the chip shows: 'Detecting...' while loading, else the city, else the state, else 'India'. */
export function locationChipText(
  { loading, city, state }: Pick<LocationChipProps, 'loading' | 'city' | 'state'>,
  texts: { detecting: string; fallback: string },
): string {
  if (loading) return texts.detecting;
  return city?.trim() || state?.trim() || texts.fallback;
}

/**
 * The detected-location chip of the top bar. Its dropdown explains why the location is used;
 * it closes on Escape (returning focus to the chip) or a click elsewhere.
 */
export function LocationChip({ loading, city, state, address, error, onRetry, labels, className }: LocationChipProps) {
  const { t } = useTranslation('ui');
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const text = (key: 'detecting' | 'fallback' | 'title' | 'explanation' | 'retry') =>
    labels?.[key] ?? t(`location.${key}`);
  const place = locationChipText({ loading, city, state }, { detecting: text('detecting'), fallback: text('fallback') });

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div ref={root} className={cx('ui-location', className)}>
      <button
        ref={button}
        type="button"
        className="ui-location__chip"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-busy={loading || undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <MapPin aria-hidden />
        <span className="ui-location__text">{place}</span>
        <ChevronDown className="ui-location__chevron" aria-hidden />
      </button>
      {open && (
        <div id={`${id}-panel`} className="ui-location__panel" role="region" aria-labelledby={`${id}-title`}>
          <p id={`${id}-title`} className="ui-location__title">
            {text('title')}
          </p>
          <p className="ui-location__place">{address || place}</p>
          <p className="ui-location__explanation">{text('explanation')}</p>
          {error && (
            <p className="ui-location__error" role="alert">
              {error}
            </p>
          )}
          {onRetry && (
            <Button size="sm" variant="secondary" onClick={onRetry} disabled={loading}>
              {text('retry')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

import type { TVendor } from '@app/sdk';
import { Badge, NativeCheckbox } from '@app/ui';
import { memo, useState } from 'react';
import type { VendorCardLabels, VendorCardTexts } from './vendor-card-texts';
import { RISK_TONES, scoreTone } from './vendor-display';
import { VendorIcon } from './vendor-icons';

export interface VendorCardProps {
  vendor: TVendor;
  /** The vendor's texts in the user's language (vendorCardTexts), made once per vendor. */
  texts: VendorCardTexts;
  labels: VendorCardLabels;
  selected: boolean;
  onSelectedChange: (vendor: TVendor, selected: boolean) => void;
}

/**
 * One vendor: scores with their reasons, risk, distance, categories, rating, contact and website.
 * Memoised with props that keep their identity (texts made once per vendor, a stable callback):
 * a filter or sort change re-renders only the cards whose vendor or selection changed.
 */
export const VendorCard = memo(function VendorCard({ vendor, texts, labels, selected, onSelectedChange }: VendorCardProps) {
  const [expanded, setExpanded] = useState(false);
  const reasonsId = `sr-vendor-${vendor.id}-parts`;
  return (
    <li className="sr-vendor" data-vendor-id={vendor.id}>
      <div className="sr-vendor__head">
        <NativeCheckbox
          label={<span className="sr-vendor__name">{vendor.vendor_name}</span>}
          checked={selected}
          onCheckedChange={(c) => onSelectedChange(vendor, c)}
        />
        {vendor.is_demo && (
          <Badge tone="neutral" title={labels.demoHint}>
            {labels.demo}
          </Badge>
        )}
        <Badge tone={RISK_TONES[vendor.risk_level]}>{texts.risk}</Badge>
        {texts.quoteRequested && <Badge tone="info">{texts.quoteRequested}</Badge>}
      </div>
      <div className="sr-vendor__scores">
        <Badge tone={scoreTone(vendor.suitability_score)} data-score="suitability">
          {texts.suitability}
        </Badge>
        <Badge tone={scoreTone(vendor.trust_score)} data-score="trust">
          {texts.trust}
        </Badge>
      </div>
      {texts.reasons.length > 0 && (
        <p className="sr-vendor__reasons">
          {texts.reasons.join(' · ')}{' '}
          <button type="button" className="sr-vendor__why" aria-expanded={expanded} aria-controls={reasonsId} onClick={() => setExpanded(!expanded)}>
            {expanded ? labels.hidePoints : labels.showPoints}
          </button>
        </p>
      )}
      {expanded && (
        <div id={reasonsId} className="sr-vendor__parts">
          {(['suitability', 'trust'] as const).map((score) => (
            <table key={score} className="sr-vendor__table">
              <caption>{labels[`${score}Parts`]}</caption>
              <tbody>
                {texts.parts[score].map((part) => (
                  <tr key={part.name}>
                    <th scope="row">{part.text}</th>
                    <td>{part.points}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </div>
      )}
      <ul className="sr-vendor__facts">
        <li className="sr-vendor__categories">
          {texts.categories.map((category) => (
            <Badge key={category} tone="neutral">
              {category}
            </Badge>
          ))}
          {texts.moreCategories && <Badge tone="neutral">{texts.moreCategories}</Badge>}
        </li>
        {texts.distance && (
          <li>
            <VendorIcon name="map-pin" /> {texts.distance}
            {vendor.city ? ` · ${vendor.city}` : ''}
          </li>
        )}
        <li>
          <VendorIcon name="star" /> {texts.rating}
        </li>
        <li>
          {vendor.contact_number ? (
            <a href={`tel:${vendor.contact_number.replace(/\s+/g, '')}`}>
              <VendorIcon name="phone" /> {vendor.contact_number}
            </a>
          ) : (
            labels.noContact
          )}
        </li>
        {vendor.website && (
          <li>
            <a href={vendor.website} target="_blank" rel="noopener noreferrer">
              <VendorIcon name="external-link" /> {labels.website}
            </a>
          </li>
        )}
      </ul>
    </li>
  );
});

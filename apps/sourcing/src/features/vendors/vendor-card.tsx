import type { TScorePart, TVendor } from '@app/sdk';
import { formatDate } from '@app/i18n';
import { Badge, Checkbox } from '@app/ui';
import { ExternalLink, MapPin, Phone, Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reasonText } from './score-reasons';
import { categoriesDisplay, partPoints, reasons, RISK_TONES, scorePercent, scoreTone } from './vendor-display';

export interface VendorCardProps {
  vendor: TVendor;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
}

/** One vendor: scores with their reasons, risk, distance, categories, rating, contact and website. */
export function VendorCard({ vendor, selected, onSelectedChange }: VendorCardProps) {
  const { t, i18n } = useTranslation('vendors');
  const [expanded, setExpanded] = useState(false);
  const { shown, more } = categoriesDisplay(vendor);
  const say = (part: TScorePart) => reasonText(part, t, i18n.language);
  const because = reasons(vendor.score_breakdown, say);
  const reasonsId = `sr-vendor-${vendor.id}-parts`;
  return (
    <li className="sr-vendor" data-vendor-id={vendor.id}>
      <div className="sr-vendor__head">
        <Checkbox label={<span className="sr-vendor__name">{vendor.vendor_name}</span>} checked={selected} onCheckedChange={(c) => onSelectedChange(c === true)} />
        {vendor.is_demo && (
          <Badge tone="neutral" title={t('vendor.demoHint')}>
            {t('vendor.demo')}
          </Badge>
        )}
        <Badge tone={RISK_TONES[vendor.risk_level]}>{t(`risk.${vendor.risk_level}`)}</Badge>
        {vendor.quote_requested_at && (
          <Badge tone="info">{t('vendor.quoteRequested', { date: formatDate(vendor.quote_requested_at, i18n.language) })}</Badge>
        )}
      </div>
      <div className="sr-vendor__scores">
        <Badge tone={scoreTone(vendor.suitability_score)} data-score="suitability">
          {t('vendor.suitability', { score: scorePercent(vendor.suitability_score) })}
        </Badge>
        <Badge tone={scoreTone(vendor.trust_score)} data-score="trust">
          {t('vendor.trust', { score: scorePercent(vendor.trust_score) })}
        </Badge>
      </div>
      {because.length > 0 && (
        <p className="sr-vendor__reasons">
          {because.join(' · ')}{' '}
          <button type="button" className="sr-vendor__why" aria-expanded={expanded} aria-controls={reasonsId} onClick={() => setExpanded(!expanded)}>
            {expanded ? t('vendor.hidePoints') : t('vendor.showPoints')}
          </button>
        </p>
      )}
      {expanded && (
        <div id={reasonsId} className="sr-vendor__parts">
          {(['suitability', 'trust'] as const).map((score) => (
            <table key={score} className="sr-vendor__table">
              <caption>{t(`vendor.${score}Parts`)}</caption>
              <tbody>
                {vendor.score_breakdown[score].map((part) => (
                  <tr key={part.name}>
                    <th scope="row">{say(part) || part.name}</th>
                    <td>{partPoints(part)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </div>
      )}
      <ul className="sr-vendor__facts">
        <li className="sr-vendor__categories">
          {shown.map((c) => (
            <Badge key={c} tone="neutral">
              {t(`sourcing:categories.${c}`)}
            </Badge>
          ))}
          {more > 0 && <Badge tone="neutral">{t('vendor.moreCategories', { count: more })}</Badge>}
        </li>
        {vendor.distance_km !== null && (
          <li>
            <MapPin aria-hidden size={14} /> {t('vendor.distance', { distance: vendor.distance_km.toFixed(1) })}
            {vendor.city ? ` · ${vendor.city}` : ''}
          </li>
        )}
        <li>
          <Star aria-hidden size={14} />{' '}
          {vendor.total_reviews > 0
            ? t('vendor.rating', { rating: vendor.average_rating.toFixed(1), count: vendor.total_reviews })
            : t('vendor.noRating')}
        </li>
        <li>
          {vendor.contact_number ? (
            <a href={`tel:${vendor.contact_number.replace(/\s+/g, '')}`}>
              <Phone aria-hidden size={14} /> {vendor.contact_number}
            </a>
          ) : (
            t('vendor.noContact')
          )}
        </li>
        {vendor.website && (
          <li>
            <a href={vendor.website} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden size={14} /> {t('vendor.website')}
            </a>
          </li>
        )}
      </ul>
    </li>
  );
}

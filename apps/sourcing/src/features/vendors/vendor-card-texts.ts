import { formatDate } from '@app/i18n';
import type { TVendor } from '@app/sdk';
import { cachedReasonText, type Translate } from './score-reasons';
import { categoriesDisplay, partPoints, reasons, scorePercent } from './vendor-display';

/** What a vendor card says about its vendor, in one language. */
export interface VendorCardTexts {
  risk: string;
  quoteRequested: string | null;
  suitability: string;
  trust: string;
  /** The reasons behind both scores, each fact once. */
  reasons: string[];
  /** The parts of each score as the expanded table shows them. */
  parts: Record<'suitability' | 'trust', { name: string; text: string; points: string }[]>;
  categories: string[];
  moreCategories: string | null;
  distance: string | null;
  rating: string;
}

// A filter or sort change mounts up to 20 cards, mostly of vendors shown before: each vendor's
// texts are made once per language (and `t`), then reused by every mount.
const made = new WeakMap<TVendor, { t: Translate; lng: string; texts: VendorCardTexts }>();

function makeTexts(vendor: TVendor, t: Translate, lng: string): VendorCardTexts {
  const say = (part: TVendor['score_breakdown']['trust'][number]) => cachedReasonText(part, t, lng);
  const { shown, more } = categoriesDisplay(vendor);
  const parts = (score: 'suitability' | 'trust') =>
    vendor.score_breakdown[score].map((part) => ({ name: part.name, text: say(part) || part.name, points: partPoints(part) }));
  return {
    risk: t(`vendors:risk.${vendor.risk_level}`),
    quoteRequested: vendor.quote_requested_at ? t('vendors:vendor.quoteRequested', { date: formatDate(vendor.quote_requested_at, lng) }) : null,
    suitability: t('vendors:vendor.suitability', { score: scorePercent(vendor.suitability_score) }),
    trust: t('vendors:vendor.trust', { score: scorePercent(vendor.trust_score) }),
    reasons: reasons(vendor.score_breakdown, say),
    parts: { suitability: parts('suitability'), trust: parts('trust') },
    categories: shown.map((c) => t(`sourcing:categories.${c}`)),
    moreCategories: more > 0 ? t('vendors:vendor.moreCategories', { count: more }) : null,
    distance: vendor.distance_km === null ? null : t('vendors:vendor.distance', { distance: vendor.distance_km.toFixed(1) }),
    rating:
      vendor.total_reviews > 0
        ? t('vendors:vendor.rating', { rating: vendor.average_rating.toFixed(1), count: vendor.total_reviews })
        : t('vendors:vendor.noRating'),
  };
}

/** The card texts of `vendor` in language `lng` (`t` speaks it), made once per vendor object and language. */
export function vendorCardTexts(vendor: TVendor, t: Translate, lng: string): VendorCardTexts {
  const known = made.get(vendor);
  if (known && known.t === t && known.lng === lng) return known.texts;
  const texts = makeTexts(vendor, t, lng);
  made.set(vendor, { t, lng, texts });
  return texts;
}

/** The card texts that do not depend on the vendor. */
export const vendorCardLabels = (t: Translate) => ({
  demo: t('vendors:vendor.demo'),
  demoHint: t('vendors:vendor.demoHint'),
  showPoints: t('vendors:vendor.showPoints'),
  hidePoints: t('vendors:vendor.hidePoints'),
  suitabilityParts: t('vendors:vendor.suitabilityParts'),
  trustParts: t('vendors:vendor.trustParts'),
  noContact: t('vendors:vendor.noContact'),
  website: t('vendors:vendor.website'),
});

export type VendorCardLabels = ReturnType<typeof vendorCardLabels>;

import { intlLocale } from '@app/i18n';
import type { TScorePart, TScoreReasonParams } from '@app/sdk';
import type { useTranslation } from 'react-i18next';

export type Translate = ReturnType<typeof useTranslation>['t'];

const key = (path: string) => `vendors:reasons.${path}`;
const numberParam = (params: TScoreReasonParams, name: string): number => {
  const value = params[name];
  return typeof value === 'number' ? value : 0;
};
const textParam = (params: TScoreReasonParams, name: string): string => {
  const value = params[name];
  return typeof value === 'string' ? value : '';
};
const listParam = (params: TScoreReasonParams, name: string): string[] => {
  const value = params[name];
  return Array.isArray(value) ? value : [];
};

// Intl formatters are costly to build and a card says up to nine reasons: one of each per locale.
const formatters = new Map<string, Intl.NumberFormat | Intl.ListFormat>();
function formatter<T extends Intl.NumberFormat | Intl.ListFormat>(id: string, make: () => T): T {
  const known = formatters.get(id);
  if (known) return known as T;
  const made = make();
  formatters.set(id, made);
  return made;
}

// A vendor card says up to nine reasons and a filter or sort change mounts up to 20 new cards;
// most sentences repeat across vendors ('Certified: ISO 9001, BIS licence') and across changes,
// so each (language, part content) is said once. Bounded so a long session cannot grow it.
const said = new Map<string, string>();
const SAID_LIMIT = 5000;

/** `reasonText`, remembered per language and part content (the same part always reads the same). */
export function cachedReasonText(part: TScorePart, t: Translate, lng: string): string {
  const id = `${lng}\u0000${part.code ?? ''}\u0000${part.reason}\u0000${part.params ? JSON.stringify(part.params) : ''}`;
  const known = said.get(id);
  if (known !== undefined) return known;
  const text = reasonText(part, t, lng);
  if (said.size >= SAID_LIMIT) said.clear();
  said.set(id, text);
  return text;
}

/**
 * A score part's reason in the user's language, from its code and params (numbers in the
 * language's own format, lists joined the language's way). A part stored before codes existed
 * keeps its English sentence.
 */
export function reasonText(part: TScorePart, t: Translate, lng: string): string {
  if (!part.code) return part.reason;
  const params = part.params ?? {};
  const locale = intlLocale(lng);
  const whole = (n: number) => formatter(`${locale}:whole`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })).format(n);
  const oneDecimal = (n: number) =>
    formatter(`${locale}:decimal`, () => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })).format(n);
  const list = (items: string[], type: Intl.ListFormatType) =>
    formatter(`${locale}:${type}`, () => new Intl.ListFormat(locale, { type, style: type === 'unit' ? 'short' : 'long' })).format(items);
  const named = (group: string, items: string[]) => items.map((item) => t(key(`${group}.${item}`)));
  const say = (values: Record<string, unknown> = {}) => t(key(part.code ?? ''), { ...values, defaultValue: part.reason });

  let text: string;
  switch (part.code) {
    case 'gstin_invalid':
      text = say({ problem: t(key(`gstinProblems.${textParam(params, 'problem')}`)) });
      break;
    case 'gstin_other_state':
      text = say({ state: textParam(params, 'state') });
      break;
    case 'years_in_business':
      text = say({ count: numberParam(params, 'years'), years: whole(numberParam(params, 'years')) });
      break;
    case 'reviews_rating':
      text = say({ count: numberParam(params, 'reviews'), reviews: whole(numberParam(params, 'reviews')), rating: oneDecimal(numberParam(params, 'rating')) });
      break;
    case 'certified':
      // Certificates are listed, not joined by 'and' (a unit list: 'ISO 9001, BIS licence').
      text = say({ certificates: list(named('certificates', listParam(params, 'certificates')), 'unit') });
      break;
    case 'contact_partial':
      text = say({
        present: list(named('contactFields', listParam(params, 'present')), 'conjunction'),
        missing: list(named('contactFields', listParam(params, 'missing')), 'disjunction'),
      });
      break;
    case 'categories_supplied':
      text = say({ supplied: whole(numberParam(params, 'supplied')), wanted: whole(numberParam(params, 'wanted')) });
      break;
    case 'distance_km':
      text = say({ km: oneDecimal(numberParam(params, 'km')) });
      break;
    case 'capacity': {
      const staff = params.staff;
      text = say({
        delivery: t(key(`delivery.${textParam(params, 'delivery')}`)),
        staff: typeof staff === 'number' ? t(key('staff'), { count: staff, staff: whole(staff) }) : t(key('staffUnknown')),
      });
      break;
    }
    default:
      text = say();
  }
  // Sentences built from parts start lower case ("phone and website on record"); scripts without case are unchanged.
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

import type { CALCULATOR_AUTHORITIES, CALCULATOR_USES, CALCULATOR_ZONES} from '@app/sdk/contracts';
import { type TCalculateRequest } from '@app/sdk/contracts';

/** What the user typed, kept as text so nothing is lost while it is not yet a number. */
export interface CalculatorDraft {
  authority: (typeof CALCULATOR_AUTHORITIES)[number];
  zone: (typeof CALCULATOR_ZONES)[number];
  use: (typeof CALCULATOR_USES)[number];
  plot_area: string;
  road_width: string;
  building_height: string;
  jantri_rate: string;
  toz: boolean;
}

export const EMPTY_DRAFT: CalculatorDraft = {
  authority: 'AUDA',
  zone: 'R1',
  use: 'apartment',
  plot_area: '',
  road_width: '',
  building_height: '',
  jantri_rate: '',
  toz: false,
};

export type NumberField = 'plot_area' | 'road_width' | 'building_height' | 'jantri_rate';
export const REQUIRED_NUMBERS: readonly NumberField[] = ['plot_area', 'road_width', 'building_height'];

/** `1,250.5` → 1250.5; Gujarati and Devanagari digits as typed on those keyboards. */
export function readNumber(text: string): number | null {
  const ascii = text
    .replace(/[\u0AE6-\u0AEF]/g, (d) => String(d.charCodeAt(0) - 0x0ae6))
    .replace(/[\u0966-\u096F]/g, (d) => String(d.charCodeAt(0) - 0x0966))
    .replace(/,/g, '')
    .trim();
  if (!/^\d+(?:\.\d+)?$/.test(ascii)) return null;
  const value = Number(ascii);
  return value > 0 ? value : null;
}

/** The request for a draft, or the fields that still need a positive number. */
export function toRequest(draft: CalculatorDraft): { request: TCalculateRequest } | { invalid: NumberField[] } {
  const invalid = REQUIRED_NUMBERS.filter((field) => readNumber(draft[field]) === null);
  const jantri = draft.jantri_rate.trim() ? readNumber(draft.jantri_rate) : undefined;
  if (jantri === null) invalid.push('jantri_rate');
  if (invalid.length > 0) return { invalid };
  return {
    request: {
      authority: draft.authority,
      zone: draft.zone,
      use: draft.use,
      plot_area: readNumber(draft.plot_area) ?? 0,
      road_width: readNumber(draft.road_width) ?? 0,
      building_height: readNumber(draft.building_height) ?? 0,
      ...(jantri ? { jantri_rate: jantri } : {}),
      ...(draft.toz ? { toz: true } : {}),
    },
  };
}

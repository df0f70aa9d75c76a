import { z } from 'zod';
import { ZBoundingBoxText } from './regagent-sources.js';
import { ZDateString } from './scalars.js';

/**
 * The plot calculator (`POST /regagent/calculate`): permissible FSI, height, margins, parking,
 * stairs, lifts and fire-certificate need for one plot, each figure with the rule-table row it
 * comes from. Free: it reads structured tables and spends no tokens.
 */

/** Authorities of class D1 (and their municipal corporations), the only class the tables hold. */
export const CALCULATOR_AUTHORITIES = ['AUDA', 'AMC', 'GUDA', 'GMC', 'SUDA', 'SMC', 'VUDA', 'VMC', 'RUDA', 'RMC'] as const;
export const ZCalculatorAuthority = z.enum(CALCULATOR_AUTHORITIES, {
  error: `authority must be one of ${CALCULATOR_AUTHORITIES.join(', ')}`,
});
export type TCalculatorAuthority = z.infer<typeof ZCalculatorAuthority>;

/** Development-plan zones of Table 6.5 (D1) as the tables encode them. CWC: Core Walled City or gamtal; GE: gamtal extension. */
export const CALCULATOR_ZONES = ['R1', 'R2', 'R3', 'C2', 'C5', 'RAH', 'CWC', 'GE', 'KZ1', 'LZ', 'IZ1', 'IZ5'] as const;
export const ZCalculatorZone = z.enum(CALCULATOR_ZONES, { error: `zone must be one of ${CALCULATOR_ZONES.join(', ')}` });
export type TCalculatorZone = z.infer<typeof ZCalculatorZone>;

/**
 * Building uses. `house`: an individual dwelling; `apartment`: flats; the others are the
 * non-residential uses that the parking, stair and fire rows tell apart.
 */
export const CALCULATOR_USES = ['house', 'apartment', 'commercial', 'mixed', 'hotel', 'educational', 'institutional', 'storage', 'industrial'] as const;
export const ZCalculatorUse = z.enum(CALCULATOR_USES, { error: `use must be one of ${CALCULATOR_USES.join(', ')}` });
export type TCalculatorUse = z.infer<typeof ZCalculatorUse>;

const positive = (field: string, max: number, unit: string) =>
  z
    .number({ error: `${field} must be a number (${unit})` })
    .positive({ error: `${field} must be greater than 0` })
    .max(max, { error: `${field} must be at most ${max} ${unit}` });

export const ZCalculateRequest = z.object({
  authority: z.string({ error: 'authority is required' }).trim().toUpperCase().pipe(ZCalculatorAuthority),
  zone: z.string({ error: 'zone is required' }).trim().toUpperCase().pipe(ZCalculatorZone),
  use: z.string({ error: 'use is required' }).trim().toLowerCase().pipe(ZCalculatorUse),
  /** m² */
  plot_area: positive('plot_area', 1_000_000, 'm²'),
  /** m, the road the plot fronts */
  road_width: positive('road_width', 200, 'm'),
  /** m, the proposed building height */
  building_height: positive('building_height', 500, 'm'),
  /** The plot lies in a Transit Oriented Zone (200 m of a BRTS or metro corridor). */
  toz: z.boolean().optional(),
  /** The plot lies within 200 m of a road 36 m or wider (September 2019 wide-road FSI). */
  wide_road: z.boolean().optional(),
  /** m, the width of that wide road when it is not the road the plot fronts. */
  wide_road_width: positive('wide_road_width', 200, 'm').optional(),
  /** ₹ per m² of land, for the chargeable-FSI cost estimate. */
  jantri_rate: positive('jantri_rate', 10_000_000, '₹/m²').optional(),
  /** m², the floor area the owner means to build; defaults to the maximum permissible built-up area. */
  built_up_area: positive('built_up_area', 10_000_000, 'm²').optional(),
  /** m², the largest single floor, which decides the fire certificate for special buildings. */
  largest_floor_area: positive('largest_floor_area', 1_000_000, 'm²').optional(),
  /** Apply the rows in force on this date (default: today). */
  as_of: ZDateString.optional(),
});
export type TCalculateRequest = z.input<typeof ZCalculateRequest>;

export const RULE_CONFIDENCES = ['high', 'medium', 'low', 'disputed'] as const;
export const ZRuleConfidence = z.enum(RULE_CONFIDENCES);
export type TRuleConfidence = z.infer<typeof ZRuleConfidence>;

/** Where a figure can be read: a corpus passage (page and box when ingested) and the sources behind the row. */
export const ZRuleCitation = z.object({
  /** Corpus document stem, e.g. `cgdcr-digest`; null when no corpus document states the figure. */
  document: z.string().nullable(),
  /** The ingested document, for the viewer; null when it is not ingested. */
  document_id: z.uuid().nullable(),
  /** The ingested document's title and signed link (as a source's `document_link`), when it is ingested. */
  document_name: z.string().optional(),
  document_link: z.string().optional(),
  /** Section id in that document, e.g. `6.3.1` or `6.6`. */
  section: z.string().nullable(),
  /** 1-based page of the passage in the ingested PDF; null when it is not ingested or not in the corpus. */
  page_number: z.number().int().min(1).nullable(),
  bounding_box: ZBoundingBoxText,
  /** Titles (and addresses) of the sources the row rests on. */
  sources: z.array(z.string()).min(1),
});
export type TRuleCitation = z.infer<typeof ZRuleCitation>;

/** One value of a row; a disputed row lists each competing value with its own sources. */
export const ZRuleAlternative = z.object({ value: z.number(), sources: z.array(z.string()).min(1) });

/** A rule-table row a line rests on. */
export const ZRuleReference = z.object({
  row_id: z.string(),
  table: z.string(),
  /** Clause or table number, e.g. `Table 6.23` or `Rule 23(2)`. */
  clause: z.string(),
  confidence: ZRuleConfidence,
  /** Disputed rows: every value and why they differ. */
  alternatives: z.array(ZRuleAlternative).optional(),
  dispute: z.string().optional(),
  citation: ZRuleCitation,
});
export type TRuleReference = z.infer<typeof ZRuleReference>;

export const CALCULATOR_LINE_KEYS = [
  'base_fsi',
  'chargeable_fsi',
  'max_fsi',
  'base_built_up_area',
  'max_built_up_area',
  'max_height',
  'road_margin',
  'side_margin',
  'rear_margin',
  'ground_coverage',
  'parking_area',
  'parking_spaces',
  'visitor_parking_spaces',
  'stair_width',
  'lifts',
  'fire_certificate',
  'tall_building',
  'chargeable_fsi_cost',
] as const;
export const ZCalculatorLineKey = z.enum(CALCULATOR_LINE_KEYS);
export type TCalculatorLineKey = z.infer<typeof ZCalculatorLineKey>;

export const CALCULATOR_UNITS = ['ratio', 'm', 'm2', 'percent', 'spaces', 'count', 'inr', 'yes_no'] as const;

/**
 * One figure of the answer. `status`: `ok` a figure from the tables; `exceeds` the proposed
 * building breaks this limit; `uncertain` the answer turns on a disputed row or a missing input;
 * `not_covered` the tables hold no row for this case (ask the authority).
 */
export const ZCalculatorLine = z.object({
  key: ZCalculatorLineKey,
  /** Numbers in `unit`; `yes_no` lines carry 1 (yes) or 0 (no); null when not covered or unknown. */
  value: z.number().nullable(),
  unit: z.enum(CALCULATOR_UNITS),
  status: z.enum(['ok', 'exceeds', 'uncertain', 'not_covered']),
  /** The line's weakest row confidence (disputed is the weakest); null when not covered. */
  confidence: ZRuleConfidence.nullable(),
  /** How the figure was reached, in English; clients translate by `key` and show this as detail. */
  basis: z.string(),
  rules: z.array(ZRuleReference),
});
export type TCalculatorLine = z.infer<typeof ZCalculatorLine>;

export const ZCalculateResponse = z.object({
  /** The rule-table edition the answer used and the date whose rows were applied. */
  edition: z.string(),
  as_of: ZDateString,
  lines: z.array(ZCalculatorLine),
});
export type TCalculateResponse = z.infer<typeof ZCalculateResponse>;

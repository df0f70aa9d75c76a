import { ZCalculatorAuthority, ZCalculatorUse, ZCalculatorZone, ZDateString, ZRuleConfidence } from '@app/sdk/contracts';
import { z } from 'zod';
import { SOURCE_IDS } from './sources.js';

/**
 * The shape of one rule-table row. The tables are data checked against this schema (rules.test.ts),
 * so a row with a missing edge, an unknown source or a dispute without its values fails the build.
 */

export const RULE_TABLE_IDS = [
  'fsi',
  'apartment_road',
  'road_margin_height',
  'toz_fsi',
  'wide_road_fsi',
  'height',
  'road_margin',
  'side_rear_margin',
  'house_side_margin',
  'house_rear_margin',
  'ground_coverage',
  'parking',
  'visitor_parking',
  'car_space',
  'stairs',
  'lifts',
  'fire_certificate',
  'tall_building',
  'jantri_charge',
] as const;
export const ZRuleTableId = z.enum(RULE_TABLE_IDS);
export type TRuleTableId = z.infer<typeof ZRuleTableId>;

/** A numeric band with each edge stated as the rule states it; a null bound is open. */
export const ZBand = z
  .object({
    min: z.number().nullable(),
    min_inclusive: z.boolean(),
    max: z.number().nullable(),
    max_inclusive: z.boolean(),
  })
  .refine((b) => b.min === null || b.max === null || b.min < b.max || (b.min === b.max && b.min_inclusive && b.max_inclusive), {
    message: 'a band must not be empty',
  });
export type TBand = z.infer<typeof ZBand>;

/** The inputs a row can be banded on. */
export const BAND_INPUTS = ['road_width', 'building_height', 'plot_area', 'floor_area', 'base_fsi'] as const;
export type TBandInput = (typeof BAND_INPUTS)[number];

const ZSourceId = z.enum(SOURCE_IDS);

/** One value set of a row with the sources that give it; a disputed row has one per competing reading. */
export const ZRuleValues = z.object({
  /** Named figures, e.g. `{ base, chargeable, max }` for FSI or `{ value }` for a single figure. */
  figures: z.record(z.string(), z.number()),
  sources: z.array(ZSourceId).min(1),
});

export const ZRuleRow = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    table: ZRuleTableId,
    /** Clause, table or rule number as the sources give it, e.g. `Table 6.23`. */
    clause: z.string().min(1),
    authorities: z.array(ZCalculatorAuthority).min(1),
    /** Null: every zone. */
    zones: z.array(ZCalculatorZone).min(1).nullable(),
    /** Null: every use. */
    uses: z.array(ZCalculatorUse).min(1).nullable(),
    bands: z.partialRecord(z.enum(BAND_INPUTS), ZBand),
    values: z.array(ZRuleValues).min(1),
    unit: z.enum(['ratio', 'm', 'm2', 'percent', 'count', 'yes_no', 'percent_of_jantri']),
    /** What the figure applies to when the unit alone does not say (`one side`, `rear and both sides`). */
    applies_to: z.string().optional(),
    /** How an edge was read when the sources give a range without saying which side it falls. */
    edge_note: z.string().optional(),
    /** An overlay the row needs; such a row wins over a plain one while its overlay applies. */
    condition: z.enum(['toz', 'tall_building']).optional(),
    confidence: ZRuleConfidence,
    /** Disputed rows: why the values differ, in our own words in each answer language (same figures in each). */
    dispute: z.object({ en: z.string(), gu: z.string(), hi: z.string() }).optional(),
    effective: z.object({
      notified: ZDateString,
      amended: z.array(ZDateString),
      superseded: ZDateString.nullable(),
    }),
    /** The corpus passage that states the figure, found by `match` within the section. */
    digest: z.object({ document: z.string(), section: z.string(), match: z.string() }).optional(),
  })
  .refine((row) => (row.confidence === 'disputed') === (row.values.length > 1), {
    message: 'a disputed row carries every value, and only a disputed row carries more than one',
  })
  .refine((row) => (row.confidence === 'disputed') === (row.dispute !== undefined), {
    message: 'a disputed row says why its values differ',
  })
  .refine((row) => row.effective.superseded === null || row.effective.superseded > row.effective.notified, {
    message: 'a row is superseded after it was notified',
  });
export type TRuleRow = z.infer<typeof ZRuleRow>;

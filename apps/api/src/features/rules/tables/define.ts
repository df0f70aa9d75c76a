import type { TCalculatorAuthority, TCalculatorUse, TCalculatorZone } from '@app/sdk/contracts';
import type { TRuleRow } from '../schema.js';
import type { TRuleSourceId } from '../sources.js';

/** Dates the rows start or stop on. */
export const CGDCR_NOTIFIED = '2017-10-12';
export const MODIFICATION_2018 = '2018-03-31';
export const WIDE_ROADS_2019 = '2019-09-24';
export const TALL_BUILDINGS_2021 = '2021-05-27';
export const JANTRI_2023 = '2023-04-15';

export const D1: TCalculatorAuthority[] = ['AUDA', 'AMC', 'GUDA', 'GMC', 'SUDA', 'SMC', 'VUDA', 'VMC', 'RUDA', 'RMC'];
/** Table 6.23 as encoded covers D1 except the Gandhinagar municipal corporation. */
export const D1_EXCEPT_GMC = D1.filter((a) => a !== 'GMC');
/** Table 6.5 is encoded for Ahmedabad (AUDA, whose plan covers the AMC area too). */
export const AHMEDABAD: TCalculatorAuthority[] = ['AUDA', 'AMC'];

export const NON_HOUSE: TCalculatorUse[] = ['apartment', 'commercial', 'mixed', 'hotel', 'educational', 'institutional', 'storage', 'industrial'];
export const NON_RESIDENTIAL: TCalculatorUse[] = NON_HOUSE.filter((u) => u !== 'apartment');
/** Special buildings of rule 23(2): hotel, educational, institutional, business, mercantile, storage, mixed. */
export const FIRE_SPECIAL: TCalculatorUse[] = ['commercial', 'mixed', 'hotel', 'educational', 'institutional', 'storage'];
export const RESIDENTIAL_ZONES: TCalculatorZone[] = ['R1', 'R2', 'R3'];

type Values = [number, TRuleSourceId[]][];
type Figures = [Record<string, number>, TRuleSourceId[]][];

type RowInput = Omit<TRuleRow, 'values' | 'authorities' | 'zones' | 'uses' | 'bands' | 'effective'> &
  Partial<Pick<TRuleRow, 'authorities' | 'zones' | 'uses' | 'bands'>> & {
    /** `[value, sources]` per reading, for single-figure rows. */
    value?: Values;
    /** `[figures, sources]` per reading, for rows with several named figures. */
    figures?: Figures;
    notified?: string;
    amended?: string[];
    superseded?: string | null;
  };

/** A row with the defaults most rows share: D1, every zone and use, in force since the CGDCR. */
export function row(input: RowInput): TRuleRow {
  const { value, figures, notified, amended, superseded, ...rest } = input;
  const readings = figures ?? (value ?? []).map(([v, sources]): Figures[number] => [{ value: v }, sources]);
  return {
    authorities: D1,
    zones: null,
    uses: null,
    bands: {},
    ...rest,
    values: readings.map(([f, sources]) => ({ figures: f, sources })),
    effective: { notified: notified ?? CGDCR_NOTIFIED, amended: amended ?? [], superseded: superseded ?? null },
  };
}

import { ZRuleRow, type TRuleRow } from '../schema.js';
import { PARKING_ROWS, SERVICE_ROWS } from './building.js';
import { FSI_ROWS, JANTRI_ROWS } from './fsi.js';
import { HEIGHT_ROWS, ROAD_MARGIN_ROWS, SIDE_REAR_ROWS } from './height-margins.js';

/**
 * The edition of the rule tables: the consolidated CGDCR "as modified up to October 2019" with the
 * later changes in the research notes. Bump it when a row's figures change.
 */
export const RULE_TABLES_EDITION = 'cgdcr-2017-oct-2019+notes-2024.1';

/** Every row, checked against the schema when the module loads so bad data never serves. */
export const RULE_ROWS: readonly TRuleRow[] = ZRuleRow.array().parse([
  ...FSI_ROWS,
  ...JANTRI_ROWS,
  ...HEIGHT_ROWS,
  ...ROAD_MARGIN_ROWS,
  ...SIDE_REAR_ROWS,
  ...PARKING_ROWS,
  ...SERVICE_ROWS,
]);

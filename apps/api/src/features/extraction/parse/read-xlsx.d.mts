/** A row of cell texts and where it came from (see offline/table.ts for the engine's type). */
export interface SheetRow {
  cells: string[];
  provenance: { kind: 'sheet'; sheet: string; row: number };
}

export interface SheetLimits {
  maxRows: number;
  maxColumns: number;
  maxCellChars: number;
}

/** exceljs's streaming workbook reader, with zip-entries.mjs standing in for unzipper. */
export function loadWorkbookReader(): unknown;

export function readXlsx(
  bytes: Uint8Array,
  limits: SheetLimits,
  out: { tables: { rows: SheetRow[] }[]; lines: unknown[]; notes: string[] },
  send: (message: { rows: SheetRow[]; table: number }) => unknown,
): Promise<void>;

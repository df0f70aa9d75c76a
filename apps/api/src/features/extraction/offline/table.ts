import type { TUrgency } from '@app/sdk/contracts';
import type { ExtractedMaterial, ExtractedProvenance } from '../types.js';
import { toMaterial } from './compose.js';
import { isNotAnOrder, isTotalRow } from './exclusions.js';
import { categorise } from './lexicon.js';
import { normaliseDigits, parseNumber } from './numbers.js';
import { unitOf } from './units.js';

export type Role = 'serial' | 'description' | 'quantity' | 'unit' | 'rate' | 'amount' | 'remarks' | 'make' | 'specification' | 'total';

/** Header words per column role; a row that matches several roles is the header row. */
const VOCABULARY: [Role, RegExp][] = [
  ['serial', /^(sr\.?|s\.?\s*no\.?|sl\.?\s*no\.?|sr\.?\s*no\.?|no\.?|item\s*no\.?|#|क्रम|ક્રમ|અનુ\.?\s*ક્રમ|क्र\.?\s*सं\.?)$/iu],
  ['amount', /\b(amount|amt|value|total cost|cost)\b|રકમ|राशि/iu],
  ['rate', /\b(rate|price|unit rate|unit price)\b|ભાવ|दर|भाव/iu],
  ['unit', /^(units?|uom|u\.o\.m\.?|unit of measurement|એકમ|इकाई|मात्रक)$/iu],
  ['quantity', /\b(qty|quantity|quantities|qnty|qnt|req\.?\s*qty|nos\.? required)\b|જથ્થો|નંગ|मात्रा|संख्या/iu],
  ['remarks', /\b(remarks?|notes?|comments?)\b|નોંધ|टिप्पणी/iu],
  ['make', /\b(make|brand|manufacturer|approved make)\b|કંપની|ब्रांड/iu],
  ['specification', /\b(specifications?|spec\.?|grade|size)\b/iu],
  ['description', /\b(description|item|items|particulars?|material|materials|name of (item|material)|details?|work)\b|વિગત|સામાન|માલ|विवरण|सामग्री|सामान/iu],
];

export interface TableRow {
  cells: string[];
  provenance: ExtractedProvenance;
  /** Read by OCR from a scan or photo. */
  scanned?: boolean;
  /** Where the row is on its page (PDF points; an image's pixels), for a photo's highlight. */
  box?: Box;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The smallest box holding all of them. */
export function unionBox(boxes: Box[]): Box | undefined {
  if (!boxes.length) return undefined;
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  return { x, y, width: Math.max(...boxes.map((b) => b.x + b.width)) - x, height: Math.max(...boxes.map((b) => b.y + b.height)) - y };
}

export interface Header {
  /** Columns by role; several quantity columns (per floor) keep their order. */
  columns: Map<Role, number[]>;
  /** Index of the first header row. */
  start: number;
  /** Index of the last header row (two-row headers end one row later). */
  end: number;
  signature: string;
}

const norm = (cell: string) => normaliseDigits(cell).replace(/\s+/g, ' ').trim();

function rolesOf(cell: string): Role[] {
  const text = norm(cell);
  if (!text || text.length > 60) return [];
  const roles = VOCABULARY.filter(([, pattern]) => pattern.test(text)).map(([role]) => role);
  if (roles.includes('quantity') && /\btotal\b/i.test(text)) roles.unshift('total');
  return roles;
}

function score(cells: string[]): number {
  const roles = new Set(cells.flatMap((cell) => rolesOf(cell).slice(0, 1)));
  const numeric = cells.filter((c) => parseNumber(c) !== null).length;
  return roles.has('description') || roles.has('quantity') ? roles.size - numeric : 0;
}

/**
 * Finds the header among the first rows by scoring cells against header vocabularies (title
 * rows above it score nothing). A second header row under merged cells ("Quantity" over
 * "GF | FF | Total") is joined to the first, the merged text carried across its span.
 */
export function findHeader(rows: string[][], from = 0, lookahead = 40): Header | null {
  let best = -1;
  let bestScore = 1;
  for (let i = from; i < Math.min(rows.length, from + lookahead); i++) {
    const s = score(rows[i] ?? []);
    if (s > bestScore) {
      best = i;
      bestScore = s;
    }
  }
  if (best < 0) return null;
  let texts = (rows[best] ?? []).map(norm);
  let end = best;
  const next = rows[best + 1]?.map(norm);
  if (next && next.some(Boolean) && next.every((c) => !c || (parseNumber(c) === null && c.length <= 30)) && next.filter(Boolean).length >= 2) {
    // Merged header cells are empty to the right of their first cell: carry the text across.
    let carried = '';
    texts = texts.map((cell, i) => {
      if (cell) carried = cell;
      const below = next[i] ?? '';
      const top = cell || (below ? carried : '');
      return below ? `${top} ${below}`.trim() : top;
    });
    texts.push(...next.slice(texts.length));
    end = best + 1;
  }
  const columns = new Map<Role, number[]>();
  texts.forEach((text, index) => {
    const roles = rolesOf(text);
    const floorColumn = /\b(gf|ff|sf|tf|ground|first|second|third|fourth|floor|basement|terrace|\d+(st|nd|rd|th)|block|wing|tower)\b/i.test(text) && !roles.length;
    const role = roles[0] ?? (floorColumn && columns.has('quantity') ? 'quantity' : undefined);
    if (!role) return;
    const list = columns.get(role) ?? [];
    list.push(index);
    columns.set(role, list);
  });
  const described = columns.get('description') ?? [];
  if (described.length > 1) {
    // "Item | Description": the column whose cells hold the most words describes; the others number.
    const words = (i: number) => rows.slice(end + 1, end + 11).reduce((sum, r) => sum + (parseNumber(r[i] ?? '') === null ? (r[i] ?? '').length : 0), 0);
    const best = [...described].sort((a, b) => words(b) - words(a))[0] ?? 0;
    columns.set('description', [best]);
    if (!columns.has('serial')) columns.set('serial', described.filter((i) => i !== best).slice(0, 1));
  }
  if (!columns.has('description')) {
    // A header that names quantity/unit but not the item (or misspells it): the column without a role holding the most text is it.
    const taken = new Set([...columns.values()].flat());
    const letters = (i: number) => rows.slice(end + 1, end + 21).reduce((sum, r) => sum + (parseNumber(r[i] ?? '') === null ? (r[i] ?? '').replace(/[^\p{L}]/gu, '').length : 0), 0);
    const candidates = texts.map((_, i) => i).filter((i) => !taken.has(i) && letters(i) > 3);
    const described = candidates.sort((a, b) => letters(b) - letters(a))[0];
    if (described === undefined) return null;
    columns.set('description', [described]);
  }
  return { columns, start: best, end, signature: texts.join('|').toLowerCase() };
}

const cellAt = (cells: string[], index: number | undefined) => (index === undefined ? '' : norm(cells[index] ?? ''));

function quantityOf(cells: string[], header: Header): number | null | undefined {
  const totals = header.columns.get('total');
  if (totals?.length) return parseNumber(cellAt(cells, totals[0]));
  const columns = header.columns.get('quantity');
  if (!columns?.length) return undefined;
  // Per-floor columns without a total column: the order is their sum.
  const values = columns.map((i) => parseNumber(cellAt(cells, i))).filter((v): v is number => v !== null);
  return values.length ? values.reduce((a, b) => a + b, 0) : null;
}

const looksLikeSection = (description: string, serial: string) =>
  /^[A-Z][A-Z\s&/().,-]+$/.test(description) || /^([A-Z]|[IVX]+)[.)]?$/.test(serial) || /^(section|part|schedule|bill no)\b/i.test(description);

/**
 * Reads the rows under a header one at a time (rows stream in from the parser): section rows,
 * title rows and totals are skipped, a row with only a description continues the one above
 * (wrapped text), notes and make columns are read for specifications. A row's material comes
 * out when the next row shows it is not continued (or at `end`).
 */
export function tableReader(header: Header, urgency: () => TUrgency) {
  const description = header.columns.get('description')?.[0];
  const unitColumn = header.columns.get('unit')?.[0];
  const extraColumns = [...(header.columns.get('make') ?? []), ...(header.columns.get('specification') ?? [])];
  const remarks = header.columns.get('remarks')?.[0];
  const serialColumn = header.columns.get('serial')?.[0];
  type Pending = { row: TableRow; text: string; quantity: number | null | undefined; unit: string; extra: string; notes: string; serial: string };
  let previous: Pending | null = null;

  const compose = (item: Pending): ExtractedMaterial[] => {
    const noFigures = (item.quantity === null || item.quantity === undefined) && !item.unit;
    if (noFigures && (looksLikeSection(item.text, item.serial) || !categorise(item.text))) return [];
    if (isNotAnOrder(item.text)) return [];
    const material = toMaterial({
      text: item.text,
      extra: item.extra,
      quantity: item.quantity,
      unitText: item.unit || null,
      notes: item.notes || null,
      provenance: item.row.provenance,
      urgency: urgency(),
      structured: true,
      keepUnknown: item.quantity !== null && item.quantity !== undefined && Boolean(unitOf(item.unit)),
    });
    return material ? [material] : [];
  };

  return {
    push(row: TableRow): ExtractedMaterial[] {
      const cells = row.cells;
      if (norm(cells.join('|')).toLowerCase() === header.signature) return [];
      const text = cellAt(cells, description);
      const quantity = quantityOf(cells, header);
      const unit = cellAt(cells, unitColumn);
      const serial = cellAt(cells, serialColumn);
      if (!text || isTotalRow(text)) return [];
      const bare = (quantity === null || quantity === undefined) && !unit && !serial;
      // In a PDF a description wraps onto lines holding nothing else; a section heading is in capitals.
      if (bare && previous && previous.row.provenance.kind === 'page' && !looksLikeSection(text, serial)) {
        previous.text = `${previous.text} ${text}`;
        return [];
      }
      const done = previous ? compose(previous) : [];
      previous = { row, text, quantity, unit, serial, extra: extraColumns.map((i) => cellAt(cells, i)).filter(Boolean).join(' '), notes: cellAt(cells, remarks) };
      return done;
    },
    end(): ExtractedMaterial[] {
      const done = previous ? compose(previous) : [];
      previous = null;
      return done;
    },
  };
}

/** Materials from all the rows of a table with a header. */
export function materialsFromTable(rows: TableRow[], header: Header, urgency: TUrgency): ExtractedMaterial[] {
  const reader = tableReader(header, () => urgency);
  return [...rows.slice(header.end + 1).flatMap((row) => reader.push(row)), ...reader.end()];
}

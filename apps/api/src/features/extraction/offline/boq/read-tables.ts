import type { TUrgency } from '@app/sdk/contracts';
import { MAX_SKIPPED_ROWS, REVIEW_CONFIDENCE } from '@app/sdk/contracts';
import type { ExtractedMaterial, SkippedRow } from '../../types.js';
import { DEFAULT_UNIT, toMaterial } from '../compose.js';
import type { TableRow } from '../table.js';
import { unitOf } from '../units.js';
import { itemWalker, type ItemRow, type SkipCounts } from './items.js';
import { layoutOf, type Layout } from './layout.js';
import { isWorkItem, itemName } from './names.js';

/** What happened to one table, for the document's summary. */
export interface TableOutcome {
  /** Sheet name, page or table number, as the user knows it. */
  label: string;
  kind: 'items' | 'measurement' | 'summary' | 'repeat' | 'text';
  items: number;
  workItems: number;
  skipped: SkipCounts;
  /** The table an item list repeats. */
  repeats?: string;
}

const labelOf = (rows: TableRow[], index: number) => {
  const first = rows[0]?.provenance;
  if (first?.kind === 'sheet') return `sheet ${first.sheet}`;
  if (first?.kind === 'page') return `page ${first.page}`;
  return `table ${index + 1}`;
};

const keyOf = (item: ItemRow) => `${[...item.parents, item.text].join(' ').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim().slice(0, 160)}|${item.quantity}`;

/** Words of a schedule item's scope that do not make it a service. */
const SCOPE_WORDS = /\b(testing|tested|commissioning|services?|transport(ation)?|loading|unloading|cartage|freight|carriage|taxes|gst)\b/gi;

function materialOf(item: ItemRow, urgency: TUrgency): ExtractedMaterial | null {
  const description = [...item.parents, item.text].join(' ');
  const name = itemName(item.parents, item.text).slice(0, 200);
  const mapped = item.unit ? unitOf(item.unit) : null;
  // Judged on its name: the specification prose under a heading ("rate includes labour, excavation …") is scope, not the item.
  const material = toMaterial({
    text: name || description,
    extra: [description.replace(SCOPE_WORDS, ' '), item.extra].filter(Boolean).join(' | '),
    quantity: item.quantity,
    unitText: mapped ? item.unit : null,
    notes: item.remarks || null,
    provenance: item.row.provenance,
    urgency,
    structured: true,
    keepUnknown: true,
  });
  if (!material) return null;
  const unitNote = item.unit && !mapped ? `Unit in the document: ${item.unit} (not one of the units; check it)` : null;
  const notes = [item.remarks, unitNote, description.length > name.length + 10 ? description.slice(0, 2000) : null, item.extra.length > 40 ? item.extra : null].filter(Boolean).join(' — ').slice(0, 2000) || null;
  // Without the document's own unit the row's unit is a guess, and OCR misreads figures: marked for review.
  const certain = item.unit && mapped && !item.row.scanned;
  const confidence = certain ? material.confidence : Math.min(material.confidence, Math.round((REVIEW_CONFIDENCE - 0.05) * 100) / 100);
  return { ...material, name: name || material.name, notes, confidence };
}

/** A row as the document writes it, when the rules make no material of it. */
function asWritten(item: ItemRow, urgency: TUrgency): ExtractedMaterial {
  const description = [...item.parents, item.text].join(' ');
  return {
    name: (itemName(item.parents, item.text) || description).slice(0, 200),
    category: 'Other',
    quantity: item.quantity,
    unit: (item.unit ? unitOf(item.unit)?.unit : undefined) ?? DEFAULT_UNIT.Other,
    urgency,
    specifications: {},
    notes: description.slice(0, 2000),
    confidence: 0.5,
    provenance: item.row.provenance,
  };
}

/** Rows a table needs before its layout is decided: `findHeader` looks among the first 40 and reads 11 under it. */
export const LAYOUT_WINDOW = 52;

/**
 * Reads a document's tables as a quantity surveyor does: item lists give materials; measurement
 * sheets, cost summaries and repeats of a list already read (a compliance copy, a bill's abstract
 * again) are skipped and reported. A table without a header right after one with a header and the
 * same width continues it (a table across pages). The first item list streams its materials as
 * its rows arrive; later tables are judged whole (a repeat is only known at its end).
 */
export function boqTables(urgency: () => TUrgency) {
  const seen = new Map<string, string>();
  const outcomes: TableOutcome[] = [];
  /** Every item kept, as one line ("description | quantity | unit as written"), for an engine that reads them again (the LLM). */
  const understood: { text: string; provenance: ExtractedMaterial['provenance'] }[] = [];
  /** Rows left out that the user may include (work items, rate-only and zero rows), in document order. */
  const skipped: SkippedRow[] = [];
  const leaveOut = (reason: SkippedRow['reason'], item: ItemRow) => {
    if (skipped.length >= MAX_SKIPPED_ROWS) return;
    // A work item is no material by our rules ("Earthwork in excavation"): offered as written, in Other, for the user to judge.
    const material = materialOf(item, urgency()) ?? asWritten(item, urgency());
    skipped.push({ reason, material: { ...material, quantity: item.quantity || null } });
  };
  type State = { layout: Layout; outcome: TableOutcome; walker: ReturnType<typeof itemWalker> | null; streaming: boolean; sent: number; label: string };
  let previous: { layout: Layout; width: number; state: State } | null = null;

  const emit = (outcome: TableOutcome, items: ItemRow[], label: string): ExtractedMaterial[] => {
    const materials: ExtractedMaterial[] = [];
    for (const item of items) {
      const key = keyOf(item);
      if (seen.has(key) && seen.get(key) !== label) continue;
      seen.set(key, label);
      if (isWorkItem(item.parents, item.text)) {
        outcome.workItems++;
        leaveOut('work_item', item);
        continue;
      }
      const material = materialOf(item, urgency());
      if (!material) {
        outcome.workItems++;
        continue;
      }
      materials.push(material);
      understood.push({ text: [[...item.parents, item.text].join(' '), item.quantity ?? '', item.unit ?? ''].join(' | '), provenance: item.row.provenance });
    }
    outcome.items += materials.length;
    return materials;
  };

  /** One table, fed its rows in order. */
  function open(index: number) {
    const rows: TableRow[] = [];
    let decided = false;
    let state: State | null = null;

    const decide = () => {
      decided = true;
      const label = labelOf(rows, index);
      const width = Math.max(0, ...rows.map((r) => r.cells.length));
      const layout = layoutOf(rows);
      if (!layout && previous && previous.layout.kind === 'items' && Math.abs(previous.width - width) <= 1 && rows.length) {
        // The same table continued (a page break in a Word or PDF table): its rows go on under the same parents.
        state = previous.state;
        for (const row of rows) state.walker?.push(row);
        return;
      }
      if (!layout) {
        previous = null;
        return;
      }
      const outcome: TableOutcome = { label, kind: layout.kind, items: 0, workItems: 0, skipped: { rateOnly: 0, zero: 0, totals: 0 } };
      outcomes.push(outcome);
      const walker = layout.kind === 'items' ? itemWalker(layout) : null;
      state = { layout, outcome, walker, streaming: seen.size === 0, sent: 0, label };
      previous = { layout, width, state };
      for (const row of rows.slice(layout.header.end + 1)) walker?.push(row);
    };
    /** Items complete so far (the last may still take a unit from the next row). */
    const flush = (final: boolean): ExtractedMaterial[] => {
      if (!state?.walker || !state.streaming) return [];
      const upTo = final ? state.walker.items.length : state.walker.items.length - 1;
      const items = state.walker.items.slice(state.sent, Math.max(state.sent, upTo));
      state.sent += items.length;
      return emit(state.outcome, items, state.label);
    };

    return {
      rows(more: TableRow[]): ExtractedMaterial[] {
        if (decided) {
          for (const row of more) state?.walker?.push(row);
        } else {
          rows.push(...more);
          if (rows.length >= LAYOUT_WINDOW) decide();
        }
        return flush(false);
      },
      /** The table's remaining materials; null when it has no header (it is read as text). */
      close(): ExtractedMaterial[] | null {
        if (!decided) decide();
        if (!state) return null;
        const { walker, outcome } = state;
        if (!walker) return [];
        outcome.skipped = walker.skipped;
        const offer = () => walker.left.forEach(({ reason, item }) => leaveOut(reason, item));
        if (state.streaming) {
          const last = flush(true);
          offer();
          return last;
        }
        const fresh = walker.items.slice(state.sent);
        state.sent = walker.items.length;
        const keys = fresh.map(keyOf);
        const repeated = keys.filter((k) => seen.has(k));
        if (fresh.length >= 2 && repeated.length >= fresh.length * 0.6) {
          outcome.kind = 'repeat';
          outcome.repeats = seen.get(repeated[0] ?? '');
          return [];
        }
        const materials = emit(outcome, fresh, state.label);
        offer();
        return materials;
      },
    };
  }

  return { outcomes, understood, skipped, open };
}

/** The per-document summary: "Read sheet ABSTRACT (32 items); skipped sheet MES (measurements), 14 rate-only rows, 3 totals". */
export function summariseTables(outcomes: TableOutcome[]): string | null {
  if (!outcomes.length) return null;
  const read = outcomes.filter((o) => o.kind === 'items' && o.items > 0).map((o) => `${o.label} (${o.items} ${o.items === 1 ? 'item' : 'items'})`);
  const reasons: Record<string, string> = { measurement: 'measurements', summary: 'cost summary', repeat: 'repeats', items: 'no materials', text: 'text' };
  const skippedTables = outcomes
    .filter((o) => o.kind !== 'items' || o.items === 0)
    .map((o) => `${o.label} (${o.kind === 'repeat' && o.repeats ? `repeats ${o.repeats}` : reasons[o.kind]})`);
  const sum = (key: keyof SkipCounts) => outcomes.reduce((total, o) => total + o.skipped[key], 0);
  const work = outcomes.reduce((total, o) => total + o.workItems, 0);
  const counts = [
    work ? `${work} work items (earthwork, formwork, tests…)` : '',
    sum('rateOnly') ? `${sum('rateOnly')} rate-only rows` : '',
    sum('zero') ? `${sum('zero')} rows with quantity 0` : '',
    sum('totals') ? `${sum('totals')} totals` : '',
  ].filter(Boolean);
  const skipped = [...skippedTables, ...counts];
  return [read.length ? `Read ${read.join(', ')}` : 'No item list with quantities found', skipped.length ? `skipped ${skipped.join(', ')}` : ''].filter(Boolean).join('; ');
}

import { setImmediate as nextTurn } from 'node:timers/promises';
import { countTokens } from '../answers/tokens.js';
import { materialStream } from './material-stream.js';
import { descriptionDocument } from './read-document.js';
import { parseDocument, prewarmParser, type ParsedDocument } from './parse/parse-document.js';
import type { ParseLimits } from './parse/limits.js';
import type { TableRow } from './offline/table.js';
import { warmUpExtraction } from './warm-up.js';
import type { ExtractedMaterial, ExtractionDocument, ExtractionResult, ExtractOptions, MaterialExtractor } from './types.js';

const PROGRESS_EVERY = 25;

/** Why a document gave no material, in the user's terms. */
function emptySummary(parsed: ParsedDocument): string {
  const pages = new Set(parsed.lines.flatMap((l) => (l.provenance.kind === 'page' ? [l.provenance.page] : [])));
  const where = pages.size ? ` on ${pages.size} ${pages.size === 1 ? 'page' : 'pages'}` : '';
  if (!parsed.lines.length && !parsed.tables.some((t) => t.rows.length)) return 'No text found: the document may be a scan or a photo without readable text.';
  return `No table with quantities and no line naming a material with a quantity found${where}.`;
}

/** Characters counted at once by `countTokensInTurns` (about 5 ms of the tokenizer). */
const TOKEN_SLICE_CHARS = 20_000;

/**
 * Tokens of the pieces (joined by newlines), counted a slice at a time with a turn of the event
 * loop between slices: a document of thousands of rows is megabytes of text and materials, half a
 * second of the tokenizer at once (issue 26).
 */
async function countTokensInTurns(pieces: string[]): Promise<number> {
  let tokens = 0;
  let slice: string[] = [];
  let size = 0;
  for (const piece of pieces) {
    slice.push(piece);
    size += piece.length + 1;
    if (size < TOKEN_SLICE_CHARS) continue;
    tokens += countTokens(slice.join('\n'));
    slice = [];
    size = 0;
    await nextTurn();
  }
  return tokens + countTokens(slice.join('\n'));
}

/**
 * Hands materials to the run one by one, in order, as they are read (the first while the
 * document is still being parsed); `finish` waits for the last and counts the tokens.
 */
function emitter(options: ExtractOptions) {
  let delivered = Promise.resolve();
  let count = 0;
  const stream = materialStream((materials: ExtractedMaterial[]) => {
    delivered = delivered.then(async () => {
      for (const material of materials) {
        options.signal?.throwIfAborted();
        await options.onMaterial(material);
        // The first material is out: the next run's parser thread may load now (see parse-document.ts).
        if (count === 0) void prewarmParser();
        // How many rows are still to come is not known while they stream: the bar approaches 90 %.
        if (count++ % PROGRESS_EVERY === 0) options.onProgress?.(0.3 + 0.6 * (count / (count + 200)), `Found ${count} materials`);
      }
    });
    // A failure surfaces in `finish`; until then later materials are not delivered.
    delivered.catch(() => undefined);
  });
  return {
    /** Reads a batch of rows; the reading of the next waits until these rows' materials are delivered (stored, for a run). */
    rows(table: number, rows: TableRow[]): Promise<void> {
      stream.rows(table, rows);
      return delivered;
    },
    async finish(parsed: ParsedDocument): Promise<ExtractionResult> {
      await delivered;
      if (count === 0) options.onProgress?.(0.3, 'Reading materials...');
      const { materials, pieces, summary, skipped } = stream.end(parsed);
      await delivered;
      options.onProgress?.(1, 'Document read');
      return {
        tokens: await countTokensInTurns([...pieces.text.split('\n'), ...materials.map((material) => JSON.stringify(material))]),
        notes: pieces.notes,
        summary: summary ?? (materials.length ? undefined : emptySummary(parsed)),
        skipped,
      };
    },
  };
}

/**
 * The default engine: no model, no key, deterministic. Files are parsed in worker threads; the
 * lexicon, unit and specification readers turn rows and lines into materials as they arrive.
 */
export function createOfflineExtractor(limits?: ParseLimits): MaterialExtractor {
  void warmUpExtraction();
  return {
    engine: 'offline',
    warmUp: warmUpExtraction,
    async extractDocument(document: ExtractionDocument, options: ExtractOptions) {
      options.onProgress?.(0, `Parsing ${document.filename}`);
      const out = emitter(options);
      const parsed = await parseDocument(document, limits, options.signal, out.rows);
      return out.finish(parsed);
    },
    async extractDescription(text: string, options: ExtractOptions) {
      return emitter(options).finish(descriptionDocument(text));
    },
  };
}

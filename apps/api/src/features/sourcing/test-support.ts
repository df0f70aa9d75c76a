import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MATERIAL_UNITS, type TMaterialUnit } from '@app/sdk/contracts';
import type { TestApp } from '../../../test/app.js';
import { createTestDatabase } from '../../../test/database.js';
import { createApp } from '../../app.js';
import { testConfig } from '../../config.js';
import type { Database, Db } from '../../db/client.js';
import { manualClock } from '../../lib/clock.js';
import { DocumentUnreadableError, type ExtractedMaterial, type ExtractOptions, type MaterialExtractor } from '../extraction/index.js';
import { createLocalStorage } from '../storage/index.js';
import { materials, type NewProject, projectDocuments, projects } from '../../db/schema/sourcing.js';

/**
 * Inserts a project directly (the create route belongs to a later issue); the user must exist,
 * created through the real auth routes. Returns the new id.
 */
export async function insertProject(
  db: Db,
  userId: string,
  values: Partial<Omit<NewProject, 'userId'>> & { materials?: number; documents?: number } = {},
): Promise<number> {
  const { materials: materialCount = 0, documents: documentCount = 0, ...fields } = values;
  const [row] = await db
    .insert(projects)
    .values({ location: 'Navrangpura, Ahmedabad, Gujarat', ...fields, userId })
    .returning({ id: projects.id });
  if (!row) throw new Error('insert returned no row');
  for (let i = 0; i < materialCount; i++) {
    await db.insert(materials).values({ projectId: row.id, name: `Material ${i + 1}`, category: 'Cement', quantity: 10, unit: 'bags' });
  }
  for (let i = 0; i < documentCount; i++) {
    await db.insert(projectDocuments).values({
      projectId: row.id,
      filename: `boq-${i + 1}.pdf`,
      contentType: 'application/pdf',
      size: 1024,
      storageKey: `projects/${row.id}/boq-${i + 1}.pdf`,
    });
  }
  return row.id;
}

/** A small real extractor for tests of the run machinery (the engines are tested in `extraction`). */
export interface TestExtractorControls {
  extractor: MaterialExtractor;
  /** Documents whose text contains this word throw DocumentUnreadableError. */
  readonly failWord: string;
  /** From now on, extraction waits (between materials) after `allow` more materials — a run "in progress"; call the result to go on. */
  hold(allow?: number): () => void;
  /** Calls made, by file name or 'description'. */
  calls: string[];
}

const UNIT_WORDS = new Set<string>(MATERIAL_UNITS);

/** Waits for the gate, or until the run is aborted (a shutdown must not hang on a held test run). */
function untilOpenOrAborted(gate: Promise<void>, signal: AbortSignal | undefined): Promise<void> {
  if (!signal) return gate;
  return new Promise((resolve) => {
    void gate.then(() => resolve());
    signal.addEventListener('abort', () => resolve(), { once: true });
  });
}

/**
 * One material per non-empty line: "<name> [<quantity> <unit>]". A line without a known unit has
 * no quantity (confidence 0.4); document lines are read as text, so tests send CSV-like text
 * named .xls (sniffed as csv) or a PDF whose bytes carry the lines after its header.
 */
export function testExtractor(): TestExtractorControls {
  let gate: Promise<void> | null = null;
  let allowance = 0;
  const calls: string[] = [];
  const read = async (text: string, provenance: (line: number, text: string) => ExtractedMaterial['provenance'], options: ExtractOptions) => {
    const lines = text.split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('%'));
    for (const [index, line] of lines.entries()) {
      options.signal?.throwIfAborted();
      if (gate && allowance > 0) allowance -= 1;
      else if (gate) await untilOpenOrAborted(gate, options.signal);
      options.signal?.throwIfAborted();
      const words = line.split(/\s+/);
      const unit = words.at(-1) ?? '';
      const quantity = Number(words.at(-2));
      const known = UNIT_WORDS.has(unit) && Number.isFinite(quantity);
      await options.onMaterial({
        name: known ? words.slice(0, -2).join(' ') : line,
        category: 'Cement',
        quantity: known ? quantity : null,
        unit: known ? (unit as TMaterialUnit) : 'nos',
        urgency: 'normal',
        specifications: {},
        notes: null,
        confidence: known ? 0.9 : 0.4,
        provenance: provenance(index + 1, line),
      });
      options.onProgress?.((index + 1) / lines.length, `Read line ${index + 1}`);
    }
    return { tokens: text.length };
  };
  const controls: TestExtractorControls = {
    failWord: 'UNREADABLE',
    calls,
    hold(allow = 0) {
      allowance = allow;
      let open = () => undefined as void;
      gate = new Promise<void>((resolve) => (open = resolve));
      return () => {
        gate = null;
        open();
      };
    },
    extractor: {
      engine: 'offline',
      async extractDocument(document, options) {
        calls.push(document.filename);
        const text = Buffer.from(document.bytes).toString('utf8');
        if (text.includes(controls.failWord)) throw new DocumentUnreadableError('The file is damaged.');
        return read(text, (row) => ({ kind: 'sheet', sheet: 'Sheet1', row }), options);
      },
      async extractDescription(text, options) {
        calls.push('description');
        return read(text, (line, t) => ({ kind: 'description', line, text: t }), options);
      },
    },
  };
  return controls;
}

/** The real app with a test extractor, on a fresh (or the given, shared) database. */
export async function createSourcingApp(
  options: { extractor?: MaterialExtractor; database?: Database; storageDir?: string; clock?: ReturnType<typeof manualClock> } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const clock = options.clock ?? manualClock();
  const app = await createApp({
    config: testConfig(),
    database,
    clock,
    storage: createLocalStorage(options.storageDir ?? (await mkdtemp(join(tmpdir(), 'sourcing-files-')))),
    materialExtractor: options.extractor ?? testExtractor().extractor,
    jobPollingSeconds: 0.5,
  });
  await app.ready();
  return {
    app,
    database,
    clock,
    async close() {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

export interface FormFile {
  name: string;
  bytes: Buffer | string;
  type?: string;
}

/** A multipart body as a browser's FormData would send it. */
export function multipartForm(fields: Record<string, string>, files: FormFile[] = []) {
  const boundary = `----sourcing${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="documents"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.isBuffer(file.bytes) ? file.bytes : Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A minimal real PNG (1×1), for type tests. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Reads an SSE response body into its events (type plus data) with their ids. */
export function sseEvents(body: string): Array<{ id: number; type: string; data: Record<string, unknown> }> {
  const events: Array<{ id: number; type: string; data: Record<string, unknown> }> = [];
  for (const frame of body.split('\n\n')) {
    const id = /^id: (\d+)$/m.exec(frame)?.[1];
    const data = /^data: (.*)$/m.exec(frame)?.[1];
    if (id === undefined || data === undefined) continue;
    const parsed = JSON.parse(data) as Record<string, unknown>;
    events.push({ id: Number(id), type: String(parsed.type), data: parsed });
  }
  return events;
}

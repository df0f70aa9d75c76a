import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DocumentSourceType } from '../../db/schema/documents.js';
import { ingestPdf, type IngestDeps, type IngestResult } from './ingest.js';

/** The document cited as the regulation; every other corpus PDF is a companion document. */
export const REGULATION_SLUG = 'cgdcr-digest';

export interface CorpusDeps extends IngestDeps {
  log?: { info(message: string): void };
}

/** `apps/api/corpus`, found from src/ (tsx, vitest) or dist/ (the built server). */
export function corpusDir(): string | null {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    if (existsSync(join(dir, 'corpus', 'sources'))) return join(dir, 'corpus');
    dir = dirname(dir);
  }
  return null;
}

/** The `# ` title of the markdown source, without inline markup. */
async function titleOf(sourcePath: string): Promise<string | null> {
  if (!existsSync(sourcePath)) return null;
  const line = (await readFile(sourcePath, 'utf8')).split('\n').find((l) => /^#\s+\S/.test(l));
  return line ? line.replace(/^#\s+/, '').replace(/[*`]/g, '').trim() : null;
}

/**
 * Ingests every `corpus/dist/*.pdf` (built by `corpus:build`): `cgdcr-digest` as the
 * regulation, the others as documents, titled from their markdown `#` heading. Idempotent
 * (unchanged PDFs are skipped by sha256); does nothing when the PDFs were not built. `dir` is
 * the corpus folder (titles come from its `sources/`), `dist` where the PDFs are.
 */
export async function ingestCorpus(
  deps: CorpusDeps,
  options: { dir?: string; dist?: string } = {},
): Promise<IngestResult[]> {
  const dir = options.dir ?? corpusDir();
  const dist = options.dist ?? (dir ? join(dir, 'dist') : null);
  if (!dir || !dist || !existsSync(dist)) return [];
  const results: IngestResult[] = [];
  for (const name of (await readdir(dist)).filter((n) => n.endsWith('.pdf')).sort()) {
    const slug = basename(name, '.pdf');
    const sourceType: DocumentSourceType = slug === REGULATION_SLUG ? 'regulation' : 'document';
    const title = (await titleOf(join(dir, 'sources', `${slug}.md`))) ?? slug;
    const result = await ingestPdf(deps, { bytes: await readFile(join(dist, name)), slug, title, sourceType });
    if (result.status !== 'unchanged') deps.log?.info(`corpus: ${slug} ${result.status} (${result.chunkCount} chunks)`);
    results.push(result);
  }
  return results;
}

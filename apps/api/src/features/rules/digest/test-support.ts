import { readFile } from 'node:fs/promises';
import { chunkPdf, extractPdf } from '../../documents/index.js';
import { parseMarkdown, renderPdf } from '../../documents/render/index.js';
import { SOURCES_DIR } from '../../retrieval/test-support.js';
import type { ChunkRecord } from '../../retrieval/types.js';
import { RULE_DIGEST_DOCUMENT, expandRuleSections } from './index.js';

/** The digest source as written, before the rule data is written in. */
export const digestSource = () => readFile(`${SOURCES_DIR}${RULE_DIGEST_DOCUMENT}.md`, 'utf8');

/** The digest rendered from its markdown and the rule data, then read back the way ingestion reads it. */
export async function renderedDigestChunks(): Promise<ChunkRecord[]> {
  const pdf = await renderPdf(parseMarkdown(expandRuleSections(await digestSource())));
  const drafts = chunkPdf(await extractPdf(new Uint8Array(pdf)));
  return drafts.map((d, i) => ({
    ...d,
    id: `chunk-${i}`,
    documentId: 'digest',
    documentSlug: RULE_DIGEST_DOCUMENT,
    documentTitle: 'digest',
    sourceType: 'regulation',
    standing: 'secondary',
    ordinal: i,
  }));
}

import type { TLanguageCode } from '@app/sdk/contracts';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expandRuleSections } from '../rules/digest/index.js';
import type { ChunkRecord } from './types.js';

/** Test-only: the corpus sources read straight from markdown, for tests that need no PDFs. */
export const SOURCES_DIR = fileURLToPath(new URL('../../../corpus/sources/', import.meta.url));

export interface EvalQuestion {
  id: string;
  language: TLanguageCode;
  question: string;
  expected_clause: string;
  expected_document: string;
  expected_figures: string[];
}

export const evaluationQuestions = (): EvalQuestion[] =>
  JSON.parse(readFileSync(join(SOURCES_DIR, 'questions.json'), 'utf8')) as EvalQuestion[];

const plain = (text: string) => text.replace(/\*\*|\*|`/g, '').trim();
/** About this many characters fill a rendered page; only used to spread chunks over pages. */
const PAGE_CHARS = 2600;

/**
 * Cuts one markdown source the way the ingestion cuts its PDF: a heading chunk per section, then
 * one chunk per paragraph, table or list, each carrying the section's clause id and heading.
 * Pages and boxes are approximate (no PDF here).
 */
export function markdownChunks(slug: string, markdown: string, documentId = randomUUID()): ChunkRecord[] {
  const lines = markdown.replace(/<!--[\s\S]*?-->/g, '').split('\n');
  const title = plain(lines.find((l) => l.startsWith('# '))?.slice(2) ?? slug);
  const chunks: ChunkRecord[] = [];
  let clause: string | null = null;
  let heading: string | null = null;
  let block: string[] = [];
  let chars = 0;

  const push = (chunkType: string, text: string) => {
    if (!text.trim()) return;
    const page = Math.floor(chars / PAGE_CHARS) + 1;
    const top = ((chars % PAGE_CHARS) / PAGE_CHARS) * 0.85 + 0.05;
    chars += text.length;
    chunks.push({
      id: randomUUID(),
      documentId,
      documentSlug: slug,
      documentTitle: title,
      sourceType: slug === 'cgdcr-digest' ? 'regulation' : 'document',
      standing: 'secondary',
      ordinal: chunks.length,
      pageNumber: page,
      clause,
      heading,
      chunkType,
      text,
      textPreview: text.slice(0, 300),
      boundingBox: { left: 0.1, top: Math.min(top, 0.9), width: 0.8, height: 0.05 },
      boxes: [],
    });
  };
  const flush = () => {
    if (block.length === 0) return;
    const first = block[0]!;
    if (first.startsWith('|')) {
      const rows = block.filter((l) => !/^\|\s*-/.test(l)).map((l) => plain(l.replace(/^\||\|$/g, '').split('|').map((c) => c.trim()).join(' | ')));
      push('table', rows.join('\n'));
    } else if (/^[-*] /.test(first)) {
      push('list', block.map((l) => plain(l.replace(/^[-*] /, '• '))).join('\n'));
    } else {
      push('paragraph', plain(block.join(' ')));
    }
    block = [];
  };

  for (const line of lines) {
    if (line.startsWith('# ')) continue;
    if (line.startsWith('## ')) {
      flush();
      const text = plain(line.slice(3));
      clause = text.split(/\s+/)[0] ?? null;
      heading = text;
      push('heading', text);
      continue;
    }
    if (!line.trim()) {
      flush();
      continue;
    }
    const kind = (l: string) => (l.startsWith('|') ? 't' : /^[-*] /.test(l) ? 'l' : 'p');
    if (block.length && kind(block[0]!) !== kind(line) && kind(line) !== 'p') flush();
    block.push(line.trim());
  }
  flush();
  return chunks;
}

/** Every corpus document cut into chunks (markdown, not PDF). */
export function corpusMarkdownChunks(): ChunkRecord[] {
  return readdirSync(SOURCES_DIR)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .flatMap((file) => markdownChunks(file.replace(/\.md$/, ''), expandRuleSections(readFileSync(join(SOURCES_DIR, file), 'utf8'))));
}

/**
 * The markdown subset the corpus is written in: optional front matter (`lang: gu`), `#`/`##`/
 * `###` headings, paragraphs, `-`/`*` and `1.` lists, pipe tables, and inline `**bold**`,
 * `*italic*`, `` `code` `` and `[text](url)`. HTML comments (the `<!-- source: … -->` notes)
 * are dropped: they stay in the source for tracing, never in the PDF.
 */
export interface Run {
  text: string;
  bold?: boolean;
  italic?: boolean;
  code?: boolean;
}

export type MdBlock =
  | { type: 'heading'; level: 1 | 2 | 3; runs: Run[] }
  | { type: 'paragraph'; runs: Run[] }
  | { type: 'list'; ordered: boolean; items: Run[][] }
  | { type: 'table'; header: Run[][]; rows: Run[][][] };

export interface MdDocument {
  meta: Record<string, string>;
  blocks: MdBlock[];
}

const plain = (runs: Run[]) => runs.map((r) => r.text).join('');
export { plain as runsText };

/** Inline markup to runs. Unclosed markers stay as literal text. */
export function parseInline(text: string): Run[] {
  const runs: Run[] = [];
  const pattern = /\*\*(.+?)\*\*|\*(?!\s)(.+?)\*|`([^`]+)`|\[([^\]]+)\]\([^)]*\)/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) runs.push({ text: text.slice(last, match.index) });
    const [, bold, italic, code, link] = match;
    if (bold !== undefined) runs.push(...parseInline(bold).map((r) => ({ ...r, bold: true })));
    else if (italic !== undefined) runs.push(...parseInline(italic).map((r) => ({ ...r, italic: true })));
    else if (code !== undefined) runs.push({ text: code, code: true });
    else runs.push({ text: link ?? '' });
    last = match.index + match[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last) });
  return runs.filter((r) => r.text !== '');
}

const cellsOf = (line: string) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => parseInline(cell.trim()));

const TABLE_RULE = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/;
const LIST_ITEM = /^(\s*)([-*]|\d{1,3}\.)\s+(.*)$/;

export function parseMarkdown(source: string): MdDocument {
  let text = source.replace(/\r\n?/g, '\n').replace(/<!--[\s\S]*?-->/g, '');
  const meta: Record<string, string> = {};
  const front = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (front) {
    for (const line of (front[1] ?? '').split('\n')) {
      const pair = /^([\w-]+):\s*(.*)$/.exec(line.trim());
      if (pair) meta[pair[1] ?? ''] = (pair[2] ?? '').replace(/^["']|["']$/g, '');
    }
    text = text.slice(front[0].length);
  }
  const lines = text.split('\n');
  const at = (n: number) => lines[n] ?? '';
  const blocks: MdBlock[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = at(i);
    if (line.trim() === '') {
      i++;
      continue;
    }
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    if (heading) {
      blocks.push({ type: 'heading', level: (heading[1] ?? '').length as 1 | 2 | 3, runs: parseInline((heading[2] ?? '').trim()) });
      i++;
      continue;
    }
    if (line.trim().startsWith('|') && TABLE_RULE.test(at(i + 1))) {
      const header = cellsOf(line);
      const rows: Run[][][] = [];
      i += 2;
      while (i < lines.length && at(i).trim().startsWith('|')) rows.push(cellsOf(at(i++)));
      blocks.push({ type: 'table', header, rows });
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      const ordered = /\d/.test(item[2] ?? '');
      const items: string[] = [];
      while (i < lines.length && at(i).trim() !== '') {
        const next = LIST_ITEM.exec(at(i));
        if (next) items.push(next[3] ?? '');
        else if (items.length > 0) items[items.length - 1] += ` ${at(i).trim()}`;
        i++;
      }
      blocks.push({ type: 'list', ordered, items: items.map(parseInline) });
      continue;
    }
    const paragraph: string[] = [];
    while (i < lines.length && at(i).trim() !== '' && !/^#{1,3}\s/.test(at(i)) && !LIST_ITEM.test(at(i))) {
      if (at(i).trim().startsWith('|') && TABLE_RULE.test(at(i + 1))) break;
      paragraph.push(at(i++).trim());
    }
    blocks.push({ type: 'paragraph', runs: parseInline(paragraph.join(' ')) });
  }
  return { meta, blocks };
}

/**
 * The small subset of markdown answers use: paragraphs (a single newline is a line break),
 * bullet lists (`-`, `*`, `•`), numbered lists (`1.` or `1)`), headings (`#`, shown bold) and
 * bold (`**text**` or `__text__`). Everything else is plain text: answers are never rendered as
 * HTML, so nothing in them can inject markup.
 */
export type Block =
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'heading'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] };

const BULLET = /^\s*(?:[-*•·])\s+(.*)$/;
const NUMBERED = /^\s*\d{1,3}[.)]\s+(.*)$/;
const HEADING = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/;

export function parseBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  for (const line of lines) {
    const previous = blocks.at(-1);
    if (line.trim() === '') {
      // A blank line ends the paragraph or list in progress.
      if (previous && previous.kind !== 'heading') blocks.push({ kind: 'paragraph', lines: [] });
      continue;
    }
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (heading) {
      blocks.push({ kind: 'heading', text: heading[1] ?? '' });
    } else if (bullet || numbered) {
      const ordered = numbered !== null;
      const item = (bullet ?? numbered)?.[1] ?? '';
      if (previous?.kind === 'list' && previous.ordered === ordered) previous.items.push(item);
      else blocks.push({ kind: 'list', ordered, items: [item] });
    } else if (previous?.kind === 'paragraph') {
      previous.lines.push(line.trim());
    } else if (previous?.kind === 'list' && /^\s{2,}\S/.test(line)) {
      // An indented line continues the list item above it.
      const index = previous.items.length - 1;
      previous.items[index] = `${previous.items[index] ?? ''} ${line.trim()}`;
    } else {
      blocks.push({ kind: 'paragraph', lines: [line.trim()] });
    }
  }
  return blocks.filter((block) => block.kind !== 'paragraph' || block.lines.length > 0);
}

export interface InlineRun {
  text: string;
  bold: boolean;
}

/** Splits a line into bold and plain runs; an unmatched `**` stays as typed. */
export function parseInline(text: string): InlineRun[] {
  const runs: InlineRun[] = [];
  const pattern = /(\*\*|__)(?=\S)([\s\S]*?\S)\1/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) runs.push({ text: text.slice(last, match.index), bold: false });
    runs.push({ text: match[2] ?? '', bold: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last), bold: false });
  return runs;
}

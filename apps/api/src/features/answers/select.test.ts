import { describe, expect, it } from 'vitest';
import { markdownChunks } from '../retrieval/test-support.js';
import type { Passage } from '../retrieval/types.js';
import { selectUnits } from './select.js';

const SECTION = `# Guide

## CL-TOWN Town permission

- Who decides: the town office checks the form of each permission that an architect needs within 30 days, and the town commissioner signs the permission.

- Documents: the architect's undertaking in Form 2(A) and the structural designer's in Form 2(B).
`;

/** The section's list cut in two chunks, as a page end cuts a long list in the PDF. */
function splitList(): Passage[] {
  const chunks = markdownChunks('guide', SECTION).filter((c) => c.chunkType !== 'heading');
  return chunks.map((c, i) => ({ ...c, ordinal: i + 1, chunkType: 'list', score: 10 - i }));
}

describe('the units an answer quotes', () => {
  it('reads a list cut into two chunks as one passage, so the item that answers is not dropped for being in the second chunk', () => {
    const passages = splitList();
    expect(passages).toHaveLength(2);
    const units = selectUnits('Which form does the architect need for a town permission?', passages);
    expect(units.map((u) => u.text).join(' ')).toContain('Form 2(A)');
  });

  it('does not join chunks of different sections', () => {
    const [first, second] = splitList();
    if (!first || !second) throw new Error('two chunks expected');
    const units = selectUnits('Which form does the architect need for a town permission?', [first, { ...second, clause: 'CL-OTHER', score: 1 }]);
    expect(units.map((u) => u.text).join(' ')).not.toContain('Form 2(A)');
  });

  it("does not let a document's opening disclaimer, which names the regulation in full, outweigh the section that answers", () => {
    const markdown = `# Guide

**Unofficial.** This checklist on development permission for construction in town was written from public sources; it is not an official form.

## CL-TOWN Town permission

- Documents: the architect's undertaking in Form 2(A).
`;
    const passages = markdownChunks('guide', markdown)
      .filter((c) => c.chunkType !== 'heading')
      .map((c, i): Passage => ({ ...c, ordinal: i, score: 10 - i }));
    expect(passages[0]?.clause).toBeNull();
    const units = selectUnits('Which form does the architect need for development permission for construction in town?', passages);
    expect(units[0]?.text).toContain('Form 2(A)');
  });
});

import { describe, expect, it } from 'vitest';
import { parseBlocks, parseInline } from './markdown';

describe('answer markdown', () => {
  it('makes paragraphs of blank-line separated text, keeping single newlines as line breaks', () => {
    expect(parseBlocks('First line\nsecond line\n\nNext paragraph')).toEqual([
      { kind: 'paragraph', lines: ['First line', 'second line'] },
      { kind: 'paragraph', lines: ['Next paragraph'] },
    ]);
  });

  it('reads bullet lists written with -, * or •, and numbered lists', () => {
    expect(parseBlocks('According to 6.3.1:\n• R1 zone: 1.8 [1]\n- R2 zone: 1.2\n\n1. Apply\n2) Pay')).toEqual([
      { kind: 'paragraph', lines: ['According to 6.3.1:'] },
      { kind: 'list', ordered: false, items: ['R1 zone: 1.8 [1]', 'R2 zone: 1.2'] },
      { kind: 'list', ordered: true, items: ['Apply', 'Pay'] },
    ]);
  });

  it('shows headings as their own block', () => {
    expect(parseBlocks('## Parking\nOne space per unit')).toEqual([
      { kind: 'heading', text: 'Parking' },
      { kind: 'paragraph', lines: ['One space per unit'] },
    ]);
  });

  it('splits bold runs and leaves an unmatched marker as typed', () => {
    expect(parseInline('Base FSI is **1.8** in __R1__')).toEqual([
      { text: 'Base FSI is ', bold: false },
      { text: '1.8', bold: true },
      { text: ' in ', bold: false },
      { text: 'R1', bold: true },
    ]);
    expect(parseInline('2 ** 3')).toEqual([{ text: '2 ** 3', bold: false }]);
  });
});

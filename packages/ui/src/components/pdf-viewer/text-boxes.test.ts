import { describe, expect, it } from 'vitest';
import { textLineBoxes, type TextRun } from './text-boxes';

const run = (str: string, x: number, y: number, width: number, size = 10): TextRun => ({ str, transform: [size, 0, 0, size, x, y], width, height: size });
const A4: [number, number, number, number] = [0, 0, 600, 800];

describe('text line boxes', () => {
  const runs = [
    run('Bill of Quantities', 50, 760, 150, 14),
    run('1', 50, 700, 5),
    run('OPC 53 grade cement', 70, 700, 120),
    run('500', 300, 700, 20),
    run('Bags', 350, 700, 25),
    run('2', 50, 680, 5),
    run('TMT bars Fe 500D 12 mm', 70, 680, 140),
  ];

  it('boxes the whole line that holds the source text, in fractions of the page from its top', () => {
    const [box, ...rest] = textLineBoxes(runs, A4, 'OPC 53 grade cement 500 Bags');
    expect(rest).toEqual([]);
    expect(box?.left).toBeCloseTo(50 / 600);
    expect(box?.width).toBeCloseTo((375 - 50) / 600);
    expect(box?.top).toBeCloseTo((800 - 710) / 800);
  });

  it('matches across punctuation, case and spacing', () => {
    expect(textLineBoxes(runs, A4, 'tmt bars, fe 500d - 12 mm')).toHaveLength(1);
  });

  it('draws nothing when no line matches well enough', () => {
    expect(textLineBoxes(runs, A4, 'Ready-mix concrete M25')).toEqual([]);
    expect(textLineBoxes(runs, A4, '   ')).toEqual([]);
  });

  it('boxes each line of a source that wraps over several lines', () => {
    const boxes = textLineBoxes(runs, A4, '1 OPC 53 grade cement 500 Bags 2 TMT bars Fe 500D 12 mm');
    expect(boxes).toHaveLength(2);
    expect(boxes[0]?.top).toBeLessThan(boxes[1]?.top ?? 0);
  });
});

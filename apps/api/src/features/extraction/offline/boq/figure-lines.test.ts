import { describe, expect, it } from 'vitest';
import { materialStream } from '../../material-stream.js';
import type { TextLine } from '../text.js';

const lines = (texts: string[]): TextLine[] => texts.map((text, i) => ({ text, provenance: { kind: 'paragraph', index: i + 1, text } }));

describe('an abstract that lost its table', () => {
  it('reads each description with the figure line under it ("qty rate P.unit amount"), the rate unit being the item unit', () => {
    const { materials } = materialStream(() => undefined).end({
      tables: [],
      lines: lines([
        'ABSTRACT',
        '4',
        'R-13.6',
        'Supplying, fitting and placing HYSD bar reinforcement in sub-structure complete as per drawing',
        '22.48 65447.00 P.MT 1471249.00',
        'MT',
        '5',
        'Providing and fixing bitumen impregnated fibreboard in expansion joints including primer',
        '12mm thick 5.04 567.00 P.Sqm 2858.00',
        'Sqm',
        'TOTAL Rs. 28191434.00',
      ]),
      notes: [],
    });
    expect(materials.map((m) => [m.name, m.quantity, m.unit])).toEqual([
      ['HYSD bar reinforcement in sub-structure', 22.48, 'ton'],
      ['Bitumen impregnated fibreboard in expansion joints, 12 mm thick', 5.04, 'sqm'],
    ]);
  });

  it('leaves prose with a single figure line to the text reading', () => {
    const { materials } = materialStream(() => undefined).end({ tables: [], lines: lines(['Cement 50 bags needed', '22.48 65447.00 P.MT 1471249.00']), notes: [] });
    expect(materials.map((m) => m.name)).toEqual(['Cement']);
  });
});

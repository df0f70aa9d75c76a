import { simulateReadableStream } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { countTokens } from '../answers/tokens.js';
import { createLlmExtractor, SYSTEM_PROMPT } from './llm-engine.js';
import type { ExtractedMaterial } from './types.js';

const finish = {
  type: 'finish' as const,
  finishReason: { unified: 'stop' as const, raw: undefined },
  usage: {
    inputTokens: { total: 100, noCache: 100, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: 20, text: 20, reasoning: undefined },
  },
};

/** A mock model that answers with these elements as structured output, streamed in small pieces. */
function mockModel(elements: unknown[]) {
  const json = JSON.stringify({ elements });
  const pieces = json.match(/.{1,17}/gs) ?? [];
  return new MockLanguageModelV3({
    doStream: async () => ({
      stream: simulateReadableStream({
        chunks: [{ type: 'text-start' as const, id: 't' }, ...pieces.map((delta) => ({ type: 'text-delta' as const, id: 't', delta })), { type: 'text-end' as const, id: 't' }, finish],
      }),
    }),
  });
}

const userText = (model: MockLanguageModelV3) =>
  (model.doStreamCalls[0]?.prompt ?? [])
    .filter((m) => m.role === 'user')
    .map((m) => (typeof m.content === 'string' ? m.content : m.content.map((p) => ('text' in p ? p.text : '')).join('')))
    .join('\n');

const item = (source: number, name: string, category: string, quantity: number | null, unit: string | null) => ({
  source,
  name,
  category,
  quantity,
  unit,
  urgency: null,
  specifications: {},
  notes: null,
});

describe('the language-model extraction engine', () => {
  it('sends numbered lines, streams each material with the line it came from', async () => {
    const model = mockModel([item(1, 'OPC 53 cement', 'Cement', 200, 'bags'), item(2, 'TMT bars 12 mm', 'Steel & Metal', 5, 'ton')]);
    const found: ExtractedMaterial[] = [];
    const result = await createLlmExtractor({ model }).extractDescription('Need 200 bags OPC 53 cement\n5 ton TMT 12mm urgently', { onMaterial: (m) => void found.push(m) });
    expect(userText(model)).toContain('[1] Need 200 bags OPC 53 cement');
    expect(userText(model)).toContain('[2] 5 ton TMT 12mm urgently');
    expect(found).toMatchObject([
      { name: 'OPC 53 cement', category: 'Cement', quantity: 200, unit: 'bags', provenance: { kind: 'description', line: 1 } },
      { category: 'Steel & Metal', quantity: 5, unit: 'ton', provenance: { kind: 'description', line: 2 } },
    ]);
    expect(result.tokens).toBeGreaterThan(countTokens(SYSTEM_PROMPT));
  });

  it('normalises categories and units, drops labour, and never keeps a quantity the line does not state', async () => {
    const model = mockModel([
      item(1, 'Sand', 'sand', 3, 'Brass'),
      item(2, 'Cement', 'cement', 150, 'bori'),
      item(3, 'Steel bars', 'steel', 2, 'MT'),
      item(4, 'Labour for plastering', 'Other', 1, 'nos'),
      item(5, 'Bricks', 'Bricks', 5000, 'nos'),
    ]);
    const found: ExtractedMaterial[] = [];
    await createLlmExtractor({ model }).extractDescription('3 brass reti\n150 bori cement\nsariya joiye\nLabour for plastering\nint 5000 nang', {
      onMaterial: (m) => void found.push(m),
    });
    expect(found.map((m) => [m.category, m.quantity, m.unit])).toEqual([
      ['Sand', 3, 'brass'],
      ['Cement', 150, 'bags'],
      // The model said 2 MT, but "sariya joiye" states no figure: the quantity is left to confirm.
      ['Steel & Metal', null, 'ton'],
      ['Bricks', 5000, 'nos'],
    ]);
    expect(found[2]?.confidence).toBeLessThan(0.6);
  });

  it('reads a spreadsheet through the same parser and the same table reading: item rows go to the model, measurement sheets do not', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('BOQ');
    sheet.addRow(['Description', 'Qty', 'Unit']);
    sheet.addRow(['Vitrified tiles 600x600', 2500, 'Sq.Ft']);
    const measurements = book.addWorksheet('MES');
    measurements.addRow(['Particulars', 'Nos.', 'Length', 'Breadth', 'Qty.', 'Units']);
    measurements.addRow(['Hall flooring', 1, 20, 12.5, 250, 'Sqm']);
    const bytes = new Uint8Array(await book.xlsx.writeBuffer());
    const model = mockModel([item(1, 'Vitrified tiles 600x600', 'Tiles', 2500, 'Sq.Ft')]);
    const found: ExtractedMaterial[] = [];
    await createLlmExtractor({ model }).extractDocument({ filename: 'boq.xlsx', kind: 'xlsx', bytes }, { onMaterial: (m) => void found.push(m) });
    expect(userText(model)).toContain('Table columns: Item | Quantity | Unit');
    expect(userText(model)).toContain('[1] Vitrified tiles 600x600 | 2500 | Sq.Ft');
    expect(userText(model)).not.toContain('Hall flooring');
    expect(found).toMatchObject([{ category: 'Tiles', quantity: 2500, unit: 'sqft', provenance: { kind: 'sheet', sheet: 'BOQ', row: 2 } }]);
  });
});

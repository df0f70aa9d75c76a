import { describe, expect, it } from 'vitest';
import { materialStream } from '../../material-stream.js';
import type { TableRow } from '../table.js';

const sheet = (name: string, cells: (string | number)[][]): { rows: TableRow[] } => ({
  rows: cells.map((c, i) => ({ cells: c.map(String), provenance: { kind: 'sheet', sheet: name, row: i + 1 } })),
});

const read = (...tables: { rows: TableRow[] }[]) => {
  const { materials, summary } = materialStream(() => undefined).end({ tables, lines: [], notes: [] });
  return { found: materials.map((m) => [m.name, m.quantity, m.unit]), materials, summary };
};

describe('reading a BOQ as a quantity surveyor', () => {
  it('takes the TOTAL column when quantities are split by floor, not a floor column', () => {
    const { found } = read(
      sheet('BOQ', [
        ['Sr', 'Description', 'Unit', 'GF', 'FF', 'Total Qty', 'Rate'],
        [1, 'Vitrified tiles 600x600 mm', 'Sqm', 120, 80, 200, 900],
      ]),
    );
    expect(found).toEqual([['Vitrified tiles 600x600 mm', 200, 'sqm']]);
  });

  it('skips a measurement sheet and reads the abstract once, saying so', () => {
    const { found, summary } = read(
      sheet('ABSTRACT', [
        ['S.No.', 'Particulars', 'Quantity', '', 'Rate', 'Unit', 'Amount'],
        [1, 'Brick work in CM 1:6 in superstructure', 59.89, 'Cum', 785, 'P Cum', 47011],
      ]),
      sheet('MES', [
        ['S.No.', 'Particulars', 'Nos.', 'Length', 'Breadth', 'Height', 'Qty.', 'Units'],
        [1, 'Brick work in CM 1:6 in superstructure', '', '', '', '', '', ''],
        ['', 'Long walls', 2, 45.85, 0.23, 3.65, 76.98, 'Cum'],
      ]),
    );
    expect(found).toEqual([['Brick work in CM 1:6 in superstructure', 59.89, 'cum']]);
    expect(summary).toBe('Read sheet ABSTRACT (1 item); skipped sheet MES (measurements)');
  });

  it('knows a measurement sheet by its lines multiplying out (No × L × B × D = Qty) when its header does not name the dimensions', () => {
    const { found, summary } = read(
      sheet('WBM', [
        ['Item', 'Description', 'Nos', 'Size 1', 'Size 2', 'Size 3', 'Qty', 'Unit'],
        ['1', 'Water bound macadam grading II, 75 mm', '', '', '', '', '', ''],
        ['', 'Chainage 0 to 500', 1, 500, 3.75, 0.075, 140.63, 'Cum'],
        ['', 'Chainage 500 to 900', 1, 400, 3.75, 0.075, 112.5, 'Cum'],
        ['', 'Passing places', 4, 10, 2, 0.075, 6, 'Cum'],
      ]),
      sheet('Abstract', [
        ['S.No.', 'Particulars', 'Qty', 'Unit', 'Rate', 'Amount'],
        [1, 'Water bound macadam grading II, 75 mm', 259.13, 'Cum', 1450, 375738],
      ]),
    );
    expect(found).toEqual([['Water bound macadam grading II, 75 mm', 259.13, 'cum']]);
    expect(summary).toMatch(/skipped sheet WBM \(measurements\)/);
  });

  it('carries a parent description into its sub-rows and keeps the document unit (kg stays kg)', () => {
    const { found, materials } = read(
      sheet('ABS', [
        ['S.No.', 'Particulars', 'Qty', 'Unit', 'Rate'],
        [6, 'Providing and laying UPVC SWR pipes type B including fittings', '', '', ''],
        ['', '(a) 110 mm dia', 18, 'RM', 310],
        ['', '(b) 75 mm dia', 6, 'RM', 240],
        [7, 'Steel reinforcement for RCC work including bending and binding', 1837.9, 'Kg', 72],
      ]),
    );
    expect(found).toEqual([
      ['UPVC SWR pipes type B, 110 mm dia', 18, 'rmt'],
      ['UPVC SWR pipes type B, 75 mm dia', 6, 'rmt'],
      ['Steel reinforcement for RCC work', 1837.9, 'kg'],
    ]);
    expect(materials[0]?.notes).toMatch(/including fittings/);
  });

  it('names decimal-numbered sub-rows after their item', () => {
    const { found } = read(
      sheet('Enquiry', [
        ['Sr. No.', 'Description', 'Unit', 'Qty'],
        [1, 'Supply and application of closed cell nitrile rubber insulation for chilled water pipes with aluminium foil facing', '', ''],
        [1.1, '50 mm thick', 'Sq. Mtr', 7500],
        [1.2, '38 mm thick', 'Sq. Mtr', 4000],
      ]),
    );
    expect(found).toEqual([
      ['Closed cell nitrile rubber insulation for chilled water pipes with aluminium foil facing, 50 mm thick', 7500, 'sqm'],
      ['Closed cell nitrile rubber insulation for chilled water pipes with aluminium foil facing, 38 mm thick', 4000, 'sqm'],
    ]);
  });

  it('leaves out rate-only, zero-quantity, total and work rows, counting them', () => {
    const { found, summary } = read(
      sheet('BOQ', [
        ['SR. NO.', 'DESCRIPTION', 'UNIT', 'QUANTITY'],
        ['1', 'Earthwork in excavation for foundation', 'Cum', 27],
        ['2', 'Nitrile rubber insulation 19 mm for supply air ducts', 'Sqm.', 32500],
        ['3', 'Nitrile rubber insulation 25 mm for TFA duct', 'Sqm.', 0],
        ['4', 'XLPE insulation 25 mm', 'Sqm.', 'R0'],
        ['', 'Total', '', 32527],
      ]),
    );
    expect(found).toEqual([['Nitrile rubber insulation 19 mm for supply air ducts', 32500, 'sqm']]);
    expect(summary).toMatch(/1 work items.*1 rate-only rows, 1 rows with quantity 0, 1 totals/);
  });

  it('reads no request from the title and cost-summary rows of a workbook that has an item list', () => {
    const { found } = read(
      sheet('gen-abstract', [
        ['GENERAL ABSTRACT OF COST'],
        ['', "PART 'B' SANITARY & WATER SUPPLY WORK", '', 'Rs.', '35818.00'],
      ]),
      sheet('ABS', [
        ['S.No.', 'Particulars', 'Quantity', 'Unit'],
        [1, 'P & F Indian type WC pan with P trap', 2, 'Nos.'],
      ]),
    );
    expect(found).toEqual([['Indian type WC pan with P trap', 2, 'nos']]);
  });

  it('skips a sheet that repeats one already read (a compliance copy)', () => {
    const rows = [
      ['SR. NO.', 'DESCRIPTION', 'UNIT', 'QUANTITY'],
      ['1', 'GI pipe 25 mm medium class', 'Rmt', 120],
      ['2', 'GI pipe 40 mm medium class', 'Rmt', 80],
    ];
    const { found, summary } = read(sheet('BOQ', rows), sheet('COMPLIANCE', rows.map((r) => [...r, 'Complied'])));
    expect(found).toHaveLength(2);
    expect(summary).toMatch(/sheet COMPLIANCE \(repeats sheet BOQ\)/);
  });

  it('takes a unit written on the row under its quantity', () => {
    const { found } = read(
      sheet('Sheet01', [
        ['S. No.', 'Particualrs', 'Qty.', 'Rate', 'Amount'],
        [5, 'Steel reinforcement for cast-in-situ piles', 10.024, 78500, 786884],
        ['', '', 'MT', 'per MT', ''],
      ]),
    );
    expect(found).toEqual([['Steel reinforcement for cast-in-situ piles', 10.024, 'ton']]);
  });

  it('takes the item unit from the rate\'s ("P.Cum"), and a unit written under the quantity in any column', () => {
    const { found } = read(
      sheet('ABS', [
        ['S.No', 'Particulars', 'Quantity', 'Rate', 'Unit', 'Amount'],
        ['2', 'PCC 1:3:6 in foundation', '456.30', '3599.00', 'P.Cum', '1642224.00'],
        ['3', 'RCC M25 in well foundation', '2167.66', '5178.00', '', '11224143.00'],
        ['', '', 'Cum', '', '', ''],
      ]),
    );
    expect(found).toEqual([
      ['PCC 1:3:6 in foundation', 456.3, 'cum'],
      ['RCC M25 in well foundation', 2167.66, 'cum'],
    ]);
  });

  it('keeps a unit the list cannot hold, with its quantity, marked for review', () => {
    const { materials } = read(
      sheet('ABS', [
        ['S.No.', 'Particulars', 'Quantity', 'Unit'],
        [9, 'Elastomeric bearing confirming to IRC 83', 1579500, 'Cm3'],
      ]),
    );
    expect(materials[0]).toMatchObject({ quantity: 1579500 });
    expect(materials[0]?.confidence).toBeLessThan(0.6);
    expect(materials[0]?.notes).toMatch(/Unit in the document: Cm3/);
  });

  it('reads a table that continues on the next page without its header under the same parent', () => {
    const { found } = read(
      sheet('T1', [
        ['S.No', 'Particulars', 'Quantity', 'Rate', 'Unit', 'Amount'],
        ['3', 'Plain cement concrete 1:3:6 in foundation', '', '', '', ''],
      ]),
      sheet('T2', [['', '(a) with 40 mm aggregate', '456.30', '3599', 'Cum', '1642224']]),
    );
    expect(found).toEqual([['Plain cement concrete 1:3:6 in foundation, with 40 mm aggregate', 456.3, 'cum']]);
  });

  it('finds the quantity column by its figures when its heading names no quantity ("Required")', () => {
    const { found } = read(
      sheet('Indent', [
        ['Sl', 'Name of the material', 'Size', 'UOM', 'Required', 'Remarks'],
        [1, 'Nitrile rubber tube insulation', '19 mm thick x 28 mm ID', 'Rmt', 120, 'Class O'],
        [2, 'Aluminium foil tape', '48 mm x 50 m', 'Nos', 36, ''],
        [3, 'Adhesive for nitrile rubber', '', 'Ltr', 25, ''],
      ]),
    );
    expect(found.map(([, quantity, unit]) => [quantity, unit])).toEqual([
      [120, 'rmt'],
      [36, 'nos'],
      [25, 'liters'],
    ]);
  });

  it('reads an item list without a header row by what its columns hold', () => {
    const { found, summary } = read(
      sheet('Sheet1', [
        ['Enquiry for insulation material, Vadodara site'],
        ['', '', '', ''],
        [1, 'Glass wool slab 48 kg/m3, 50 mm thick', 'Sqm', 640],
        [2, 'Rock wool mattress 100 kg/m3, 75 mm thick with wire netting', 'Sqm', 410],
        [3, 'Aluminium cladding sheet 24 gauge', 'Sqm', 520],
        [4, 'Self tapping screws with washers', 'Nos', 3000],
      ]),
    );
    expect(found.map(([, quantity, unit]) => [quantity, unit])).toEqual([
      [640, 'sqm'],
      [410, 'sqm'],
      [520, 'sqm'],
      [3000, 'nos'],
    ]);
    expect(summary).toMatch(/^Read sheet Sheet1 \(4 items\)/);
  });

  it('offers back the rows it leaves out — work items, rate-only and zero rows — each read as the material it would be', () => {
    const { materials, skipped } = materialStream(() => undefined).end({
      tables: [
        sheet('BOQ', [
          ['S.No.', 'Description', 'Unit', 'Qty', 'Rate'],
          [1, 'Earthwork in excavation for foundation', 'Cum', 120, 250],
          [2, 'Vitrified tiles 600x600 mm', 'Sqm', 200, 900],
          [3, 'Glass wool slab 48 kg/m3, 50 mm thick', 'Sqm', 'RO', 450],
          [4, 'Aluminium cladding sheet 24 gauge', 'Sqm', 0, 700],
        ]).rows,
      ].map((rows) => ({ rows })),
      lines: [],
      notes: [],
    });
    expect(materials.map((m) => m.name)).toEqual(['Vitrified tiles 600x600 mm']);
    expect(skipped.map((s) => [s.reason, s.material.quantity, s.material.unit])).toEqual([
      ['work_item', 120, 'cum'],
      ['rate_only', null, 'sqm'],
      ['zero_quantity', null, 'sqm'],
    ]);
    expect(skipped.map((s) => s.material.name)).toEqual([expect.stringMatching(/^Earthwork/), expect.stringMatching(/^Glass wool/), expect.stringMatching(/^Aluminium cladding/)]);
  });
});

import type * as XLSXModule from 'xlsx';
import { createRequire } from 'node:module';
import { type QualityDocument, workbook } from './corpus-helpers.js';

const require = createRequire(import.meta.url);

/** Quality set: spreadsheets. */
export const SPREADSHEETS: QualityDocument[] = [
  {
    file: 'boq-two-row-header.xlsx',
    kind: 'xlsx',
    build: () =>
      workbook([
        {
          name: 'BOQ',
          merges: ['D4:F4'],
          rows: [
            ['SHIVALIK HEIGHTS, BOPAL, AHMEDABAD'],
            ['BILL OF QUANTITIES – STRUCTURE MATERIALS'],
            [],
            ['Sr No', 'Description of Item', 'Unit', 'Quantity', null, null, 'Rate (Rs)', 'Amount (Rs)'],
            [null, null, null, 'Ground Floor', 'First Floor', 'Total', null, null],
            ['A', 'CEMENT & CONCRETE'],
            [1, 'OPC 53 Grade Cement (UltraTech)', 'Bags', 400, 350, { formula: 'D7+E7', result: 750 }, 380, 285000],
            [2, 'Ready Mix Concrete M25 grade', 'Cu.M', 40, 35, { formula: 'D8+E8', result: 75 }, 5200, 390000],
            ['B', 'STEEL'],
            [1, 'TMT Bars Fe 500D 12mm (Tata Tiscon)', 'MT', 5, 4.5, { formula: 'D10+E10', result: 9.5 }, 62000, 589000],
            [2, 'Binding wire 18 gauge', 'Kg', 50, 50, { formula: 'D11+E11', result: 100 }, 80, 8000],
            [3, 'Labour charges for bar bending', 'MT', null, null, 9.5, 4500, 42750],
            ['C', 'MASONRY'],
            [1, 'AAC Blocks 600x200x150 mm', 'Cu.M', 30, 28, { formula: 'D14+E14', result: 58 }, 3900, 226200],
            [2, 'River sand for masonry', 'Brass', 6, 5, { formula: 'D15+E15', result: 11 }, 6500, 71500],
            [null, 'Sub Total', null, null, null, null, null, 1612450],
            [null, 'GST @ 18%', null, null, null, null, null, 290241],
            [null, 'Grand Total', null, null, null, null, null, 1902691],
          ],
        },
      ]),
    expected: [
      [/cement/i, 'Cement', 750, 'bags'],
      [/concrete/i, 'Concrete', 75, 'cum'],
      [/tmt/i, 'Steel & Metal', 9.5, 'ton'],
      [/binding wire/i, 'Steel & Metal', 100, 'kg'],
      [/aac/i, 'Bricks', 58, 'cum'],
      [/sand/i, 'Sand', 11, 'brass'],
    ],
  },
  {
    file: 'boq-columns-any-order.xlsx',
    kind: 'xlsx',
    build: () =>
      workbook([
        {
          name: 'Civil',
          rows: [
            ['Project: Row houses at Gota – material indent'],
            ['UOM', 'Qty', 'Item Description', 'Make', 'Remarks', 'No.'],
            ['Bags', 1200, 'PPC Cement', 'Ambuja / ACC', 'Fresh stock only', 1],
            ['Nos', '85,000', 'Red clay bricks 9" x 4" x 3"', '', 'Class A', 2],
            ['Brass', 14, '20 mm aggregate (kapchi)', '', '', 3],
            ['Brass', 9, 'Crushed sand (plaster)', '', '', 4],
            ['Trip', 12, 'Tractor hire for shifting', '', 'Labour contractor', 5],
          ],
        },
        {
          name: 'Finishing',
          rows: [
            ['UOM', 'Qty', 'Item Description', 'Make', 'Remarks', 'No.'],
            ['Sq.Ft', 4200, 'Vitrified floor tiles 800x800 mm', 'Kajaria', 'Glossy', 1],
            ['Sq.Ft', 950, 'Ceramic wall tiles 300x450', 'Somany', 'Toilets', 2],
            ['Ltr', 360, 'Interior emulsion', 'Asian Paints Royale', 'Off white', 3],
            ['Bags', 80, 'Wall putty', 'Birla White', '40 kg bags', 4],
            ['Nos', 24, 'Flush doors 35 mm', 'Century', '', 5],
          ],
        },
      ]),
    expected: [
      [/cement/i, 'Cement', 1200, 'bags'],
      [/bricks/i, 'Bricks', 85000, 'nos'],
      [/aggregate|kapchi/i, 'Aggregates', 14, 'brass'],
      [/sand/i, 'Sand', 9, 'brass'],
      [/vitrified/i, 'Tiles', 4200, 'sqft'],
      [/wall tiles/i, 'Tiles', 950, 'sqft'],
      [/emulsion/i, 'Paint', 360, 'liters'],
      [/putty/i, 'Paint', 80, 'bags'],
      [/door/i, 'Doors & Windows', 24, 'nos'],
    ],
  },
  {
    file: 'indent-gujlish.xlsx',
    kind: 'xlsx',
    build: () =>
      workbook([
        {
          name: 'Indent',
          rows: [
            ['Site: Nikol tenement, Date 12/11/2026'],
            ['Material', 'Quantity', 'Unit', 'Required by'],
            ['Cement (UltraTech)', 300, 'bori', 'Monday'],
            ['Sariya 8mm', 1.2, 'ton', 'Monday'],
            ['Sariya 10mm', 2.5, 'ton', 'Monday'],
            ['Reti', 4, 'brass', 'urgent'],
            ['Kapchi 10mm', 3, 'brass', ''],
            ['Int', '12,000', 'nang', ''],
          ],
        },
      ]),
    expected: [
      [/cement/i, 'Cement', 300, 'bags'],
      [/8\s*mm|sariya/i, 'Steel & Metal', 1.2, 'ton'],
      [/10\s*mm|sariya/i, 'Steel & Metal', 2.5, 'ton'],
      [/reti|sand/i, 'Sand', 4, 'brass'],
      [/kapchi|aggregate/i, 'Aggregates', 3, 'brass'],
      [/int|brick/i, 'Bricks', 12000, 'nos'],
    ],
  },
  {
    file: 'boq-per-floor-no-total.xlsx',
    kind: 'xlsx',
    build: () =>
      workbook([
        {
          name: 'Plumbing',
          rows: [
            ['PLUMBING MATERIAL – TOWER B'],
            ['S.No', 'Particulars', 'Unit', 'Qty GF', 'Qty 1st Floor', 'Qty 2nd Floor'],
            [1, 'CPVC pipe 1" (Astral)', 'Rmt', 120, 110, 110],
            [2, 'CPVC elbow 1"', 'Nos', 60, 55, 55],
            [3, 'SWR pipe 110 mm (Supreme)', 'Rmt', 45, 40, 40],
            [4, 'Wall mixer (Jaquar)', 'Nos', 8, 8, 8],
            [5, 'Water tank 1000 L (Sintex)', 'Nos', null, null, 2],
            [6, 'Plumbing labour', 'Job', 1, 1, 1],
          ],
        },
      ]),
    expected: [
      [/cpvc pipe/i, 'Plumbing', 340, 'rmt'],
      [/elbow/i, 'Plumbing', 170, 'nos'],
      [/swr/i, 'Plumbing', 125, 'rmt'],
      [/mixer/i, 'Plumbing', 24, 'nos'],
      [/tank/i, 'Plumbing', 2, 'nos'],
    ],
  },
  {
    file: 'boq-electrical.xlsx',
    kind: 'xlsx',
    build: () =>
      workbook([
        {
          name: 'Electrical',
          rows: [
            ['ELECTRICAL BOQ', null, null, null],
            ['Item', 'Description', 'Qty', 'Unit', 'Make'],
            [1, 'FR PVC insulated copper wire 1.5 sq mm', 40, 'Coil', 'Polycab'],
            [2, 'FR PVC insulated copper wire 2.5 sq mm', 30, 'Coils', 'Finolex'],
            [3, 'MCB 32A DP', 18, 'Nos', 'Havells'],
            [4, 'Modular switch 6A', 240, 'Nos', 'Anchor Roma'],
            [5, 'PVC conduit 25 mm', 900, 'Mtr', ''],
            [6, 'Installation and testing charges', 1, 'LS', ''],
          ],
        },
      ]),
    expected: [
      [/1\.5/i, 'Electrical', 40, 'coil'],
      [/2\.5/i, 'Electrical', 30, 'coil'],
      [/mcb/i, 'Electrical', 18, 'nos'],
      [/switch/i, 'Electrical', 240, 'nos'],
      [/conduit/i, 'Electrical', 900, 'meters'],
    ],
  },
  {
    file: 'purchase-list-no-header.xlsx',
    kind: 'xlsx',
    build: () =>
      workbook([
        {
          name: 'List',
          rows: [
            ['Purchase list for Ghatlodia bungalow'],
            ['Cement OPC 43', '150 bags'],
            ['TMT 16mm JSW Neosteel', '3 MT'],
            ['Granite jet black 18mm', '650 sqft'],
            ['Marble (Ambaji) for staircase', '400 sq.ft'],
          ],
        },
      ]),
    expected: [
      [/cement/i, 'Cement', 150, 'bags'],
      [/tmt/i, 'Steel & Metal', 3, 'ton'],
      [/granite/i, 'Granite', 650, 'sqft'],
      [/marble/i, 'Marble', 400, 'sqft'],
    ],
  },
  {
    file: 'boq-gujarati.xlsx',
    kind: 'xlsx',
    build: () =>
      workbook([
        {
          name: 'માલ',
          rows: [
            ['ક્રમ', 'વિગત', 'જથ્થો', 'એકમ'],
            [1, 'સિમેન્ટ', 250, 'બોરી'],
            [2, 'સળિયા 12mm', 4, 'ટન'],
            [3, 'રેતી', 6, 'બ્રાસ'],
            [4, 'કપચી', 5, 'બ્રાસ'],
            [5, 'મજૂરી', 1, 'નંગ'],
          ],
        },
      ]),
    expected: [
      [/સિમેન્ટ|cement/i, 'Cement', 250, 'bags'],
      [/સળિયા|steel/i, 'Steel & Metal', 4, 'ton'],
      [/રેતી|sand/i, 'Sand', 6, 'brass'],
      [/કપચી|aggregate/i, 'Aggregates', 5, 'brass'],
    ],
  },
  {
    file: 'boq-legacy.xls',
    kind: 'xls',
    build: () => {
      const XLSX = require('xlsx') as typeof XLSXModule;
      const sheet = XLSX.utils.aoa_to_sheet([
        ['Bill of quantities (old format)'],
        ['Sl.No', 'Description', 'Qty', 'Unit', 'Rate', 'Amount'],
        [1, 'Cement OPC 53 grade', 500, 'Bags', 370, 185000],
        [2, 'TMT bars Fe 500 10 mm', 6, 'M.T.', 61000, 366000],
        [3, 'Plywood 18mm BWP (Greenply)', 60, 'Nos', 2400, 144000],
        [4, 'Toughened glass 12 mm', 220, 'Sq.Ft', 180, 39600],
        [null, 'Total', null, null, null, 734600],
      ]);
      const book = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(book, sheet, 'Sheet1');
      return Buffer.from(XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer);
    },
    expected: [
      [/cement/i, 'Cement', 500, 'bags'],
      [/tmt/i, 'Steel & Metal', 6, 'ton'],
      [/plywood/i, 'Wood', 60, 'nos'],
      [/glass/i, 'Glass', 220, 'sqft'],
    ],
  },
  {
    file: 'boq-finishing-sections.xlsx',
    kind: 'xlsx',
    build: () =>
      workbook([
        {
          name: 'Finishing BOQ',
          rows: [
            ['Name of work: Interior finishing, B-Block, Science City Road'],
            ['Sl', 'Item', 'Specification', 'Make', 'Qty', 'Unit', 'Rate', 'Amount'],
            ['I', 'FLOORING'],
            [1, 'Vitrified tiles', '600x600 mm double charge', 'Somany', 5400, 'Sqft', 62, 334800],
            [2, 'Skirting', '100 mm high, matching tiles', 'Somany', 1800, 'Rmt', 45, 81000],
            [3, 'Granite counter top', '20 mm thick, black galaxy', '', 240, 'Sqft', 190, 45600],
            ['II', 'PAINTING'],
            [1, 'Wall putty', 'two coats', 'Birla White', 1500, 'Kg', 18, 27000],
            [2, 'Interior emulsion', 'two coats, colour as approved', 'Berger', 420, 'Ltr', 310, 130200],
            [3, 'Painting labour', 'including scaffolding', '', 9000, 'Sqft', 12, 108000],
            ['III', 'SANITARY'],
            [1, 'EWC with seat cover', 'wall hung', 'Cera', 16, 'Nos', 6800, 108800],
            [2, 'Carriage and handling', '', '', 1, 'LS', 15000, 15000],
            [null, 'Total', null, null, null, null, null, 850400],
          ],
        },
      ]),
    expected: [
      [/vitrified/i, 'Tiles', 5400, 'sqft'],
      [/skirting/i, 'Tiles', 1800, 'rmt'],
      [/granite/i, 'Granite', 240, 'sqft'],
      [/putty/i, 'Paint', 1500, 'kg'],
      [/emulsion/i, 'Paint', 420, 'liters'],
      [/ewc|seat/i, 'Plumbing', 16, 'nos'],
    ],
  },
];

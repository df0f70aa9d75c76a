import type { TMaterialCategory, TMaterialUnit } from '@app/sdk/contracts';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DocumentKind } from '../types.js';
import { docx } from './zip.js';

/** One expected material: a name pattern, its category, the quantity (null: the document states none) and unit. */
export type Expected = [RegExp, TMaterialCategory, number | null, TMaterialUnit];

export interface QualityDocument {
  file: string;
  /** `text` documents are read as a typed description. */
  kind: DocumentKind | 'text';
  expected: Expected[];
  build: () => Promise<Buffer> | Buffer;
}

type Cell = string | number | { formula: string; result: number } | null;
async function workbook(sheets: { name: string; rows: Cell[][]; merges?: string[] }[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const sheet of sheets) {
    const ws = book.addWorksheet(sheet.name);
    for (const row of sheet.rows) ws.addRow(row);
    for (const merge of sheet.merges ?? []) ws.mergeCells(merge);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

function pdf(draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'A4', margin: 40, info: { CreationDate: new Date(0) } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    draw(doc);
    doc.end();
  });
}

/** A table drawn at fixed columns; `wrap` widths make long descriptions wrap onto a second line. */
function table(doc: PDFKit.PDFDocument, columns: number[], widths: number[], header: string[], rows: string[][], rowsPerPage = 100) {
  const drawRow = (cells: string[], bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const y = doc.y;
    let height = 0;
    cells.forEach((cell, i) => {
      doc.text(cell, columns[i] ?? 40, y, { width: widths[i] ?? 60, lineBreak: true });
      height = Math.max(height, doc.y - y);
    });
    doc.x = 40;
    doc.y = y + height + 4;
  };
  drawRow(header, true);
  rows.forEach((row, i) => {
    if (i > 0 && i % rowsPerPage === 0) {
      doc.addPage();
      drawRow(header, true);
    }
    drawRow(row);
  });
}

/** A photo of a printed list: the page rendered by headless Chromium (offline) to a PNG. */
function photo(html: string): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'photo-'));
  const page = join(dir, 'page.html');
  const out = join(dir, 'page.png');
  writeFileSync(page, `<html><body style="font:22px 'DejaVu Serif',serif;margin:30px;background:#f4f1ea;color:#222">${html}</body></html>`);
  execFileSync('/usr/bin/chromium', ['--headless', '--no-sandbox', '--disable-gpu', '--hide-scrollbars', `--screenshot=${out}`, '--window-size=900,620', `file://${page}`], { stdio: 'ignore' });
  const png = readFileSync(out);
  rmSync(dir, { recursive: true, force: true });
  return png;
}

const text = (body: string) => Buffer.from(body.trim(), 'utf8');
const require = createRequire(import.meta.url);

export const CORPUS: QualityDocument[] = [
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
      const XLSX = require('xlsx') as typeof import('xlsx');
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
    file: 'indent.csv',
    kind: 'csv',
    build: () =>
      text(`
"Sr","Item","Qty","Unit","Remarks"
1,"Fly ash bricks 230x110x75","1,85,000","Nos","Deliver in 3 lots"
2,"Cement, PPC (JK Lakshmi)",900,"Bags",""
3,"M-sand","18","Brass","for plaster, washed"
4,"Transport of bricks","3","Trips",""
`),
    expected: [
      [/bricks/i, 'Bricks', 185000, 'nos'],
      [/cement/i, 'Cement', 900, 'bags'],
      [/sand/i, 'Sand', 18, 'brass'],
    ],
  },
  {
    file: 'boq-export.csv',
    kind: 'csv',
    build: () =>
      text(`
Item No;Description;Unit;Quantity;Rate;Amount
1;Paver blocks 80 mm grey;Sq.M;850;420;357000
2;Kerb stone 300x150;Rmt;260;310;80600
3;Cement PPC;Bags;120;360;43200
;Sub-total;;;;480800
;CGST 9%;;;;43272
;SGST 9%;;;;43272
`),
    expected: [
      [/paver/i, 'Tiles', 850, 'sqm'],
      [/kerb/i, 'Other', 260, 'rmt'],
      [/cement/i, 'Cement', 120, 'bags'],
    ],
  },
  {
    file: 'hardware.csv',
    kind: 'csv',
    build: () =>
      text(`
Material,Quantity,UOM
Wood screws 1.5 inch,20,box
Door hinges 4 inch SS (Godrej),96,Nos
Tower bolts 6 inch,48,Pcs
Nails 3 inch,25,kg
`),
    expected: [
      [/screw/i, 'Hardware', 20, 'nos'],
      [/hinge/i, 'Hardware', 96, 'nos'],
      [/tower bolt/i, 'Hardware', 48, 'pieces'],
      [/nails/i, 'Hardware', 25, 'kg'],
    ],
  },
  {
    file: 'boq-table.pdf',
    kind: 'pdf',
    build: () =>
      pdf((doc) => {
        doc.font('Helvetica-Bold').fontSize(13).text('Sunrise Residency, Vastral – Bill of Quantities');
        doc.moveDown();
        table(
          doc,
          [40, 70, 330, 390, 450],
          [25, 250, 55, 55, 80],
          ['Sr', 'Description of item', 'Unit', 'Qty', 'Amount'],
          [
            ['1', 'Portland pozzolana cement (PPC) conforming to IS 1489, Ambuja make', 'Bags', '1,450', '5,22,000'],
            ['2', 'Thermo-mechanically treated bars Fe 500D of 8 mm to 25 mm dia, SAIL or equivalent', 'MT', '22.5', '13,95,000'],
            ['3', 'Coarse aggregate 20 mm', 'Cum', '180', '3,24,000'],
            ['4', 'Fine sand (river)', 'Cum', '120', '2,16,000'],
            ['5', 'Solid concrete blocks 400x200x200 mm', 'Nos', '14,000', '5,60,000'],
            ['6', 'Labour for shuttering and centering', 'Sqm', '2,400', '6,00,000'],
            ['7', 'UPVC sliding windows with 5 mm glass (Fenesta)', 'Sqft', '640', '4,48,000'],
            ['8', 'Main door frame in teak wood', 'Nos', '36', '3,60,000'],
          ],
          5,
        );
        doc.moveDown();
        doc.font('Helvetica-Bold').text('Total', 70);
      }),
    expected: [
      [/cement/i, 'Cement', 1450, 'bags'],
      [/bars|fe 500/i, 'Steel & Metal', 22.5, 'ton'],
      [/aggregate/i, 'Aggregates', 180, 'cum'],
      [/sand/i, 'Sand', 120, 'cum'],
      [/blocks/i, 'Bricks', 14000, 'nos'],
      [/window/i, 'Doors & Windows', 640, 'sqft'],
      [/door/i, 'Doors & Windows', 36, 'nos'],
    ],
  },
  {
    file: 'letter-requirement.pdf',
    kind: 'pdf',
    build: () =>
      pdf((doc) => {
        doc.font('Helvetica').fontSize(11);
        doc.text('Patel Constructions, 14 Sardar Patel Ring Road, Ahmedabad');
        doc.text('Date: 18/11/2026');
        doc.moveDown();
        doc.text('To, M/s Shree Ram Traders, Naroda');
        doc.moveDown();
        doc.text('Subject: Requirement of materials for our site at Chandkheda');
        doc.moveDown();
        doc.text(
          'Dear Sir, with reference to our telephonic discussion, kindly supply 400 bags of UltraTech OPC 53 grade cement and 12 MT of TMT bars Fe 500D (8 mm, 10 mm and 12 mm) at our Chandkheda site. We have already received 200 bags of cement last week against the earlier order.',
        );
        doc.moveDown();
        doc.text('We also require the following:');
        doc.text('- River sand: 10 brass');
        doc.text('- 20 mm aggregate: 8 brass');
        doc.text('- Waterproofing compound (Dr. Fixit LW+): 200 ltr');
        doc.moveDown();
        doc.text('Please note that transport and unloading charges will be as per the earlier rate. The plot area of the project is 4,500 sq.m with 48 flats.');
        doc.moveDown();
        doc.text('Thanking you, For Patel Constructions');
      }),
    expected: [
      [/cement/i, 'Cement', 400, 'bags'],
      [/tmt|bars/i, 'Steel & Metal', 12, 'ton'],
      [/sand/i, 'Sand', 10, 'brass'],
      [/aggregate/i, 'Aggregates', 8, 'brass'],
      [/waterproofing|fixit/i, 'Other', 200, 'liters'],
    ],
  },
  {
    file: 'indent-bullets.pdf',
    kind: 'pdf',
    build: () =>
      pdf((doc) => {
        doc.font('Helvetica-Bold').fontSize(12).text('SITE INDENT No. 27 – Sola Bungalows');
        doc.font('Helvetica').fontSize(11).moveDown();
        doc.text('Materials required urgently:');
        doc.text('1. Cement PPC - 220 bags');
        doc.text('2. Bricks (red) - 30,000 nos');
        doc.text('3. Sand - 5 brass');
        doc.text('4. Binding wire - 150 kg');
        doc.text('5. White cement (Birla White) - 10 bags');
        doc.moveDown();
        doc.text('Prepared by: Site Engineer');
      }),
    expected: [
      [/cement ppc|ppc/i, 'Cement', 220, 'bags'],
      [/bricks/i, 'Bricks', 30000, 'nos'],
      [/sand/i, 'Sand', 5, 'brass'],
      [/binding wire/i, 'Steel & Metal', 150, 'kg'],
      [/white cement/i, 'Cement', 10, 'bags'],
    ],
  },
  {
    file: 'site-report.pdf',
    kind: 'pdf',
    build: () =>
      pdf((doc) => {
        doc.font('Helvetica').fontSize(11);
        doc.text('Weekly site report – Tower C, Gota');
        doc.moveDown();
        doc.text('Slab casting of the 5th floor completed on Saturday. 320 bags of cement were consumed this week.');
        doc.text('Stock at site: 45 bags cement, 1.5 MT steel.');
        doc.text('Built-up area completed so far: 18,000 sq.ft.');
        doc.moveDown();
        doc.text('Requirement for next week:');
        doc.text('- Cement: 350 bags');
        doc.text('- Shuttering plywood 12 mm: 80 sheets');
        doc.text('- Curing compound: 100 litre');
      }),
    expected: [
      [/cement/i, 'Cement', 350, 'bags'],
      [/plywood/i, 'Wood', 80, 'nos'],
      [/curing/i, 'Other', 100, 'liters'],
    ],
  },
  {
    file: 'indent-table.docx',
    kind: 'docx',
    build: () =>
      docx([
        'MATERIAL INDENT – Maninagar commercial complex',
        [
          ['Sr.', 'Description', 'Unit', 'Quantity'],
          ['1', 'Ready mix concrete M30', 'Cum', '160'],
          ['2', 'TMT Fe 550D 16 mm (JSW Neosteel)', 'MT', '18'],
          ['3', 'AAC blocks 600x200x200 (Magicrete)', 'Cum', '95'],
          ['4', 'Scaffolding hire', 'Month', '2'],
        ],
        'Please deliver by 25th November.',
      ]),
    expected: [
      [/concrete/i, 'Concrete', 160, 'cum'],
      [/tmt/i, 'Steel & Metal', 18, 'ton'],
      [/aac/i, 'Bricks', 95, 'cum'],
    ],
  },
  {
    file: 'letter.docx',
    kind: 'docx',
    build: () =>
      docx([
        'To, The Manager, Shakti Hardware & Sanitary, Vadodara',
        'Sub: Quotation for sanitary and plumbing items',
        'Dear Sir, please send your best rates for the following for our hotel project at Alkapuri:',
        '• Wash basins (Cera) – 42 nos',
        '• Wall hung WC with seat cover (Hindware) – 42 nos',
        '• CPVC pipes 3/4 inch (Ashirvad) – 600 rmt',
        '• Pillar taps (Jaquar) – 84 nos',
        'The building has 7 floors and 42 rooms. Plumbing labour will be arranged by us.',
        'Regards, Mehta Infra',
      ]),
    expected: [
      [/basin/i, 'Plumbing', 42, 'nos'],
      [/wc/i, 'Plumbing', 42, 'nos'],
      [/cpvc/i, 'Plumbing', 600, 'rmt'],
      [/tap/i, 'Plumbing', 84, 'nos'],
    ],
  },
  {
    file: 'hinglish-list.docx',
    kind: 'docx',
    build: () =>
      docx([
        'Site Naroda - saman ki list',
        '- Cement 100 bori (Ambuja)',
        '- Sariya 12mm 2 ton',
        '- Reti 3 brass',
        '- Gitti 20mm 2 brass',
        '- Eet 8000',
        'Jaldi bhejo, slab Monday ko hai',
      ]),
    expected: [
      [/cement/i, 'Cement', 100, 'bags'],
      [/sariya|steel/i, 'Steel & Metal', 2, 'ton'],
      [/reti|sand/i, 'Sand', 3, 'brass'],
      [/gitti|aggregate/i, 'Aggregates', 2, 'brass'],
      [/eet|brick/i, 'Bricks', 8000, 'nos'],
    ],
  },
  {
    file: 'tender-specs.docx',
    kind: 'docx',
    build: () =>
      docx([
        'SCHEDULE B – FINISHING MATERIALS',
        [
          ['Item', 'Specification', 'Qty', 'Unit'],
          [
            'Granite',
            'Supply of 18 mm thick machine-cut polished granite slabs for kitchen platforms and window sills, colour Rajasthan black, edges moulded and polished as directed by the engineer in charge, including wastage',
            '1,150',
            'Sq.Ft',
          ],
          ['Marble', 'Makrana white marble 16 mm for flooring', '2,800', 'Sq.Ft'],
          ['Paint', 'Exterior emulsion (Apex Ultima, Asian Paints), colour as approved', '540', 'Ltr'],
          ['Primer', 'Exterior primer, Berger', '180', 'Ltr'],
        ],
      ]),
    expected: [
      [/granite/i, 'Granite', 1150, 'sqft'],
      [/marble/i, 'Marble', 2800, 'sqft'],
      [/emulsion|paint/i, 'Paint', 540, 'liters'],
      [/primer/i, 'Paint', 180, 'liters'],
    ],
  },
  {
    file: 'whatsapp-english.txt',
    kind: 'text',
    build: () =>
      text(`
Good morning sir
Site: Prahladnagar office fitout
Need 60 sheets of 19 mm plywood (Century), 8 mm toughened glass 300 sqft and 35 kg nails
Also 2 nos main door frames
Please send asap
`),
    expected: [
      [/plywood/i, 'Wood', 60, 'nos'],
      [/glass/i, 'Glass', 300, 'sqft'],
      [/nails/i, 'Hardware', 35, 'kg'],
      [/door/i, 'Doors & Windows', 2, 'nos'],
    ],
  },
  {
    file: 'whatsapp-gujlish.txt',
    kind: 'text',
    build: () =>
      text(`
Kem cho bhai
kale site par 150 bori cement mokalo
sathe 2 brass reti ane 3 brass kapchi
sariya 10mm 1 ton pan joiye
tatkal
`),
    expected: [
      [/cement/i, 'Cement', 150, 'bags'],
      [/reti|sand/i, 'Sand', 2, 'brass'],
      [/kapchi|aggregate/i, 'Aggregates', 3, 'brass'],
      [/sariya|steel/i, 'Steel & Metal', 1, 'ton'],
    ],
  },
  {
    file: 'whatsapp-hinglish.txt',
    kind: 'text',
    build: () =>
      text(`
Bhaiya kal tak 80 bag cement chahiye
aur 5000 eet bhi
sariya ka rate batao, quantity baad me bataunga
`),
    expected: [
      [/cement/i, 'Cement', 80, 'bags'],
      [/eet|brick/i, 'Bricks', 5000, 'nos'],
      [/sariya|steel/i, 'Steel & Metal', null, 'ton'],
    ],
  },
  {
    file: 'whatsapp-gujarati.txt',
    kind: 'text',
    build: () =>
      text(`
નમસ્તે
સાઇટ પર ૨૦૦ બોરી સિમેન્ટ અને ૪ બ્રાસ રેતી મોકલો
૧૫૦૦૦ ઈંટ પણ જોઈએ
`),
    expected: [
      [/સિમેન્ટ|cement/i, 'Cement', 200, 'bags'],
      [/રેતી|sand/i, 'Sand', 4, 'brass'],
      [/ઈંટ|brick/i, 'Bricks', 15000, 'nos'],
    ],
  },
  {
    file: 'whatsapp-hindi.txt',
    kind: 'text',
    build: () =>
      text(`
नमस्ते सर
साइट पर 3 टन सरिया 12mm और 100 बोरी सीमेंट भेजो
2 ब्रास रेत भी चाहिए, जल्दी
`),
    expected: [
      [/सरिया|steel/i, 'Steel & Metal', 3, 'ton'],
      [/सीमेंट|cement/i, 'Cement', 100, 'bags'],
      [/रेत|sand/i, 'Sand', 2, 'brass'],
    ],
  },
  {
    file: 'message-stock-and-order.txt',
    kind: 'text',
    build: () =>
      text(`
Update: 150 bags cement received yesterday from Ambuja.
Stock at site: 2 MT steel, 40 bags cement.
Now please send 4 MT TMT 16mm and 60 bags white cement.
`),
    expected: [
      [/tmt/i, 'Steel & Metal', 4, 'ton'],
      [/white cement/i, 'Cement', 60, 'bags'],
    ],
  },
  {
    file: 'message-areas.txt',
    kind: 'text',
    build: () =>
      text(`
New project at Bopal: plot area 3,200 sq.yd, built-up 65,000 sq.ft, 96 flats in 4 towers of G+11.
For the first tower we need vitrified tiles 600x600 about 18,000 sqft and 2,400 bags cement.
Lift and labour by separate contract.
`),
    expected: [
      [/vitrified/i, 'Tiles', 18000, 'sqft'],
      [/cement/i, 'Cement', 2400, 'bags'],
    ],
  },
  {
    file: 'message-no-hurry.txt',
    kind: 'text',
    build: () =>
      text(`
For the Thaltej villa, no hurry, next month is fine:
Italian marble 1,200 sqft
Granite for kitchen 120 sqft
Teak wood door shutters 14 nos
Jaquar CP fittings
`),
    expected: [
      [/marble/i, 'Marble', 1200, 'sqft'],
      [/granite/i, 'Granite', 120, 'sqft'],
      [/door/i, 'Doors & Windows', 14, 'nos'],
      [/jaquar|fittings/i, 'Plumbing', null, 'nos'],
    ],
  },
  {
    file: 'message-lakh.txt',
    kind: 'text',
    build: () =>
      text(`
Requirement for township phase 2:
Fly ash bricks 2.5 lakh nos
OPC 53 cement 6,500 bags
Steel Fe 500D 85 MT
Budget approx Rs 1.2 crore
`),
    expected: [
      [/bricks/i, 'Bricks', 250000, 'nos'],
      [/cement/i, 'Cement', 6500, 'bags'],
      [/steel/i, 'Steel & Metal', 85, 'ton'],
    ],
  },
  {
    file: 'photo-list.png',
    kind: 'image',
    build: () =>
      photo(`<h2>Material list - Site Vejalpur</h2>
<p>1. Cement OPC 53 - 120 bags</p>
<p>2. TMT bars 10 mm - 2 MT</p>
<p>3. River sand - 4 brass</p>
<p>4. Red bricks - 9000 nos</p>
<p>Contact: Suresh bhai</p>`),
    expected: [
      [/cement/i, 'Cement', 120, 'bags'],
      [/tmt/i, 'Steel & Metal', 2, 'ton'],
      [/sand/i, 'Sand', 4, 'brass'],
      [/bricks/i, 'Bricks', 9000, 'nos'],
    ],
  },
  {
    file: 'photo-paint-order.png',
    kind: 'image',
    build: () =>
      photo(`<h2>Painting material order</h2>
<p>Asian Paints Apex exterior emulsion 200 ltr</p>
<p>Wall putty (JK) 60 bags</p>
<p>Exterior primer 80 ltr</p>
<p>Painter labour extra</p>`),
    expected: [
      [/emulsion|apex/i, 'Paint', 200, 'liters'],
      [/putty/i, 'Paint', 60, 'bags'],
      [/primer/i, 'Paint', 80, 'liters'],
    ],
  },
];

import type { QualityDocument } from './corpus-helpers.js';
import { word97 } from './word97.js';
import { docx } from './zip.js';

/** Quality set: word. */
export const WORD_DOCUMENTS: QualityDocument[] = [
  {
    // A legacy Word 97-2003 file, as contractors' older templates still send (see word97.ts).
    file: 'indent-legacy.doc',
    kind: 'doc',
    build: () =>
      word97([
        'SHREE GANESH CONSTRUCTION - MATERIAL REQUISITION',
        'Site: Row houses, Bopal, Ahmedabad',
        [
          ['Sr No', 'Description of Material', 'Unit', 'Qty'],
          ['1', 'OPC 53 grade cement (Ambuja)', 'Bags', '300'],
          ['2', 'TMT bars Fe 500D 10 mm (Kamdhenu)', 'MT', '4.5'],
          ['3', 'River sand (reti)', 'Brass', '6'],
          ['4', 'Red bricks', 'Nos', '12,000'],
          ['5', 'Mason labour', 'Days', '30'],
        ],
        'Also send 20 ltr waterproofing chemical (Dr. Fixit). Transport by your side.',
      ]),
    expected: [
      [/cement/i, 'Cement', 300, 'bags'],
      [/tmt/i, 'Steel & Metal', 4.5, 'ton'],
      [/sand/i, 'Sand', 6, 'brass'],
      [/brick/i, 'Bricks', 12000, 'nos'],
      [/waterproof/i, 'Other', 20, 'liters'],
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
];

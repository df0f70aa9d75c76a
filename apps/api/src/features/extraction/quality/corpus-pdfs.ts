import { pdf, type QualityDocument, table } from './corpus-helpers.js';

/** Quality set: pdfs. */
export const PDFS: QualityDocument[] = [
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
];

import { type QualityDocument, text } from './corpus-helpers.js';

/** Quality set: CSV exports. */
export const CSV_FILES: QualityDocument[] = [
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
    file: 'indent-erp-export.csv',
    kind: 'csv',
    build: () =>
      text(`
Item Code,Item Name,Specification,UOM,Req Qty,Delivery Date
ST-0012,MS Angle,50x50x6 mm,MT,1.8,30-11-2026
ST-0040,GI binding wire,18 SWG,Kg,250,30-11-2026
CM-0003,Cement,PPC,Bag,"1,100",02-12-2026
SH-0101,Shuttering plates,600x300,Nos,200,02-12-2026
HW-0220,Anchor fasteners,12 mm x 100,Pcs,400,05-12-2026
`),
    expected: [
      [/angle/i, 'Steel & Metal', 1.8, 'ton'],
      [/binding wire/i, 'Steel & Metal', 250, 'kg'],
      [/cement/i, 'Cement', 1100, 'bags'],
      [/shuttering/i, 'Other', 200, 'nos'],
      [/fastener/i, 'Hardware', 400, 'pieces'],
    ],
  },
];

import { photo, type QualityDocument } from './corpus-helpers.js';

/** Quality set: photos. */
export const PHOTOS: QualityDocument[] = [
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

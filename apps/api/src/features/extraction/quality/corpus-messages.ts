import { type QualityDocument, text } from './corpus-helpers.js';

/** Quality set: messages. */
export const MESSAGES: QualityDocument[] = [
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
    file: 'message-inline-numbered.txt',
    kind: 'text',
    build: () =>
      text(`
Hi, for the Shela project please quote for: 1) 500 bags Ambuja cement 2) 20 MT Fe500D TMT 3) 30 cum RMC M25 4) 10,000 AAC blocks
Delivery at site within a week.
`),
    expected: [
      [/cement/i, 'Cement', 500, 'bags'],
      [/tmt/i, 'Steel & Metal', 20, 'ton'],
      [/rmc/i, 'Concrete', 30, 'cum'],
      [/aac/i, 'Bricks', 10000, 'nos'],
    ],
  },
  {
    file: 'whatsapp-hinglish-2.txt',
    kind: 'text',
    build: () =>
      text(`
Sir 12mm sariya 2 ton aur 8mm 1 ton chahiye kal tak
Cement 53 grade 100 bag
Plaster ke liye reti 3 brass
Mistri ka payment kal karna hai
`),
    expected: [
      [/12\s*mm|sariya/i, 'Steel & Metal', 2, 'ton'],
      [/8\s*mm/i, 'Steel & Metal', 1, 'ton'],
      [/cement/i, 'Cement', 100, 'bags'],
      [/reti|sand/i, 'Sand', 3, 'brass'],
    ],
  },
  {
    file: 'whatsapp-gujarati-2.txt',
    kind: 'text',
    build: () =>
      text(`
ભાઈ, કાલે સવારે ૧૦૦ બોરી અંબુજા સિમેન્ટ અને ૩ ટન સળિયા ૧૦mm મોકલજો.
ગઈકાલે ૫૦ બોરી સિમેન્ટ આવી ગઈ છે.
ટાઇલ્સ ૬૦૦x૬૦૦ ૧૨૦૦ ચોરસ ફૂટ પણ જોઈએ.
`),
    expected: [
      [/સિમેન્ટ|cement/i, 'Cement', 100, 'bags'],
      [/સળિયા|steel/i, 'Steel & Metal', 3, 'ton'],
      [/ટાઇલ્સ|tiles/i, 'Tiles', 1200, 'sqft'],
    ],
  },
  {
    file: 'message-electrician.txt',
    kind: 'text',
    build: () =>
      text(`
Electrical material for flat 302:
Polycab 2.5 sqmm wire - 6 coils
Havells MCB 16A - 8 nos
LED panel lights 15W - 20 pcs
Modular sockets 6A/16A - 30 nos
Electrician charges separate
`),
    expected: [
      [/wire/i, 'Electrical', 6, 'coil'],
      [/mcb/i, 'Electrical', 8, 'nos'],
      [/led|panel/i, 'Electrical', 20, 'pieces'],
      [/socket/i, 'Electrical', 30, 'nos'],
    ],
  },
];

import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BuyerDetails } from '../../db/schema/billing.js';
import { renderInvoicePdf, type InvoiceInput } from './invoice-pdf.js';

/** A text item as pdf.js reads it: its string and its box in PDF points (y up, from the baseline). */
interface TextBox {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

async function textBoxes(bytes: Buffer): Promise<{ pages: number; boxes: TextBox[] }> {
  const require = createRequire(import.meta.url);
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const standardFontDataUrl = join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts') + '/';
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, isEvalSupported: false, verbosity: 0 }).promise;
  const boxes: TextBox[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    for (const item of (await (await pdf.getPage(n)).getTextContent()).items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const [, , , , x, y] = item.transform as number[];
      boxes.push({ str: item.str, x: x ?? 0, y: y ?? 0, width: item.width, height: item.height });
    }
  }
  return { pages: pdf.numPages, boxes };
}

/** Pairs of text items whose boxes intersect (by more than a hair: neighbours may touch). */
function overlaps(boxes: readonly TextBox[]): [string, string][] {
  const hair = 0.5;
  const found: [string, string][] = [];
  boxes.forEach((a, i) => {
    for (const b of boxes.slice(i + 1)) {
      const across = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
      const down = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
      if (across > hair && down > hair) found.push([a.str, b.str]);
    }
  });
  return found;
}

/** The lines of the page, top to bottom, each item's text joined left to right. */
function linesOf(boxes: readonly TextBox[]): string[] {
  const rows = new Map<number, TextBox[]>();
  for (const box of boxes) {
    const key = [...rows.keys()].find((y) => Math.abs(y - box.y) < 2) ?? box.y;
    rows.set(key, [...(rows.get(key) ?? []), box]);
  }
  return [...rows.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, row]) =>
      row
        .sort((a, b) => a.x - b.x)
        .map((b) => b.str)
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );
}

const paise = (text: string | undefined): number => {
  const match = /Rs\. ([\d,]+\.\d\d)$/.exec(text ?? '');
  if (!match?.[1]) throw new Error(`no amount at the end of ${text}`);
  return Math.round(Number(match[1].replaceAll(',', '')) * 100);
};

const SELLER = { name: 'Gujarat Build Assist Pvt Ltd', address: '4th Floor, Shivalik Plaza, Ambawadi, Ahmedabad, Gujarat 380015', gstin: '24AAACC1206D1ZM' };

function input(buyer: BuyerDetails, totalPaise = 7_900): InvoiceInput {
  return {
    invoiceNumber: 'GBA/2627/000042',
    // 20:00 UTC on 10 May is 11 May in India.
    issuedAt: new Date('2026-05-10T20:00:00Z'),
    seller: SELLER,
    buyer,
    description: '50K Tokens token pack (50,000 tokens)',
    totalPaise,
    orderId: 'order_Pq7sandbox000001',
    paymentId: 'pay_Pq7sandbox000001',
    ledgerEntryId: '5f0c2a4e-8d1b-4a57-9a43-0b1f6a2c7d11',
    sandbox: false,
  };
}

const BUYERS: Record<string, { buyer: BuyerDetails; place: string; intra: boolean; registered: boolean }> = {
  'an intra-state buyer (Gujarat chosen)': {
    buyer: { name: 'Asha Shah', email: 'asha@example.in', phone: '+91 98250 12345', state: '24' },
    place: 'Gujarat (24)',
    intra: true,
    registered: false,
  },
  'an inter-state buyer (Maharashtra chosen)': {
    buyer: { name: 'Rohan Kulkarni', email: 'rohan@example.in', phone: '+91 98200 54321', state: '27' },
    place: 'Maharashtra (27)',
    intra: false,
    registered: false,
  },
  'a registered buyer with GSTIN and address, no state chosen': {
    buyer: {
      name: 'Unique Builders LLP',
      email: 'accounts@uniquebuilders.example.in',
      phone: '+91 22 4000 1234',
      gstin: '27AAPFU0939F1ZV',
      address: 'Office 12, Trade Centre, Bandra Kurla Complex, Mumbai, Maharashtra 400051',
    },
    place: 'Maharashtra (27)',
    intra: false,
    registered: true,
  },
  'an unregistered buyer with only a name and e-mail': {
    buyer: { name: 'Meera Desai', email: 'meera@example.in' },
    place: 'Gujarat (24)',
    intra: true,
    registered: false,
  },
};

describe('the GST tax invoice (CGST Rules, rule 46)', () => {
  for (const [who, { buyer, place, intra, registered }] of Object.entries(BUYERS)) {
    it(`for ${who}: every particular, tax parts that add up to the total, nothing printed over anything`, async () => {
      const { pages, boxes } = await textBoxes(await renderInvoicePdf(input(buyer)));
      expect(pages).toBe(1);
      const lines = linesOf(boxes);
      const text = lines.join('\n');
      const has = (needle: string) => expect(text).toContain(needle);

      has('TAX INVOICE');
      // (a) supplier name, address, GSTIN, with its state
      has(SELLER.name);
      // The supplier's block is the left column; its address may wrap there.
      const supplierColumn = linesOf(boxes.filter((box) => box.x < 290)).join(' ');
      expect(supplierColumn).toContain(SELLER.address);
      expect(text).toContain(`GSTIN: ${SELLER.gstin}`);
      expect(text).toContain('State: Gujarat (24)');
      // (b) number, (c) date in India
      expect(text).toContain('Invoice number: GBA/2627/000042');
      expect(text).toContain('Invoice date: 2026-05-11');
      // (e) recipient: name, and for a registered one its address and GSTIN; the e-mail once
      expect(text).toContain(registered ? 'Bill to (registered recipient)' : 'Bill to (unregistered recipient)');
      has(buyer.name);
      expect(text.split(buyer.email)).toHaveLength(2);
      if (buyer.phone) expect(text).toContain(`Phone: ${buyer.phone}`);
      if (registered) {
        expect(text).toContain(`GSTIN: ${buyer.gstin}`);
        expect(text).toContain(`Address: ${buyer.address}`);
      } else {
        expect(text.match(/GSTIN:/g)).toHaveLength(1);
      }
      // Place of supply: the state's name with its code (never only 'State code 27')
      expect(text).toContain(`Place of supply: ${place}`);
      expect(text).toContain(`State: ${place}`);
      expect(text).not.toMatch(/State code/);
      // (g) SAC under its header; (h)–(j) taxable value, rates and amounts
      const header = lines.findIndex((line) => /^Description SAC Taxable value$/.test(line));
      expect(header, 'the line header: Description, SAC, Taxable value').toBeGreaterThanOrEqual(0);
      expect(lines[header + 1]).toBe(`50K Tokens token pack (50,000 tokens) 998431 Rs. ${intra ? '66.94' : '66.95'}`);
      const amountOf = (label: string) => paise(lines.find((line) => line.startsWith(label)));
      const taxable = amountOf('Taxable value Rs.');
      const taxes = intra ? [amountOf('CGST @ 9%'), amountOf('SGST @ 9%')] : [amountOf('IGST @ 18%')];
      expect(text.includes('IGST')).toBe(!intra);
      expect(text.includes('CGST') || text.includes('SGST')).toBe(intra);
      const total = amountOf('Total (tax included)');
      expect(total).toBe(7_900);
      expect(taxable + taxes.reduce((a, b) => a + b, 0)).toBe(total);
      if (intra) expect(taxes[0]).toBe(taxes[1]);
      for (const tax of taxes) expect(Math.abs(tax - (taxable * (intra ? 9 : 18)) / 100)).toBeLessThan(1);
      // (k) total in words, (p) reverse charge, (q) the authorised signatory
      expect(text).toContain('Amount in words: Rupees Seventy Nine Only');
      has('Tax payable on reverse charge: No');
      has(`For ${SELLER.name}`);
      has('Authorised signatory');

      expect(overlaps(boxes)).toEqual([]);
    });
  }

  it("decides the tax from the supplier GSTIN's state, not from a fixed Gujarat", async () => {
    const mumbaiSeller = { name: 'Build Assist Mumbai LLP', address: 'Bandra Kurla Complex, Mumbai 400051', gstin: '27AAPFU0939F1ZV' };
    const read = async (buyer: BuyerDetails) => linesOf((await textBoxes(await renderInvoicePdf({ ...input(buyer), seller: mumbaiSeller }))).boxes).join('\n');
    const inMaharashtra = await read({ name: 'Rohan Kulkarni', email: 'rohan@example.in', state: '27' });
    expect(inMaharashtra).toContain('Place of supply: Maharashtra (27)');
    expect(inMaharashtra).toContain('CGST @ 9%');
    const inGujarat = await read({ name: 'Asha Shah', email: 'asha@example.in', state: '24' });
    expect(inGujarat).toContain('Place of supply: Gujarat (24)');
    expect(inGujarat).toContain('IGST @ 18%');
    // Nothing known of an unregistered buyer: the supplier's own state.
    expect(await read({ name: 'Meera Desai', email: 'meera@example.in' })).toContain('Place of supply: Maharashtra (27)');
  });

  it('keeps a long description and a long address clear of the columns and lines next to them', async () => {
    const long = {
      ...input(BUYERS['a registered buyer with GSTIN and address, no state chosen']?.buyer ?? { name: '', email: '' }, 2_999_900),
      description: 'Pro Annual plan (2,500,000 tokens a month), regulation assistant and sourcing assistant, twelve months from the date of payment',
    };
    const { pages, boxes } = await textBoxes(await renderInvoicePdf(long));
    expect(pages).toBe(1);
    expect(overlaps(boxes)).toEqual([]);
    expect(linesOf(boxes)).toContain('Amount in words: Rupees Twenty Nine Thousand Nine Hundred Ninety Nine Only');
  });

  it('finds overlapping text when there is some (the check itself)', () => {
    const box = (str: string, x: number, y: number): TextBox => ({ str, x, y, width: 60, height: 9 });
    expect(overlaps([box('Taxable value', 50, 500), box('50K Tokens', 50, 503), box('Rs. 66.94', 300, 500)])).toEqual([['Taxable value', '50K Tokens']]);
  });
});

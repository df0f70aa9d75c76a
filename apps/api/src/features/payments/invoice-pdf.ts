import { gstStateLabel } from '@app/sdk/contracts';
import PDFDocument from 'pdfkit';
import type { BuyerDetails } from '../../db/schema/billing.js';
import { GST_RATE_PERCENT, indianDate, placeOfSupply, rupeesInWords, SAC_CODE, splitTax } from './gst.js';

export interface InvoiceInput {
  invoiceNumber: string;
  issuedAt: Date;
  seller: { name: string; address: string; gstin: string };
  buyer: BuyerDetails;
  description: string;
  /** Paise, GST included. */
  totalPaise: number;
  orderId: string;
  paymentId: string;
  /** The ledger entry of the credit or plan start this payment made. */
  ledgerEntryId: string | null;
  sandbox: boolean;
}

const money = (paise: number) => `Rs. ${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const LEFT = 50;
const WIDTH = 495;
const GAP = 15;
const HALF = (WIDTH - GAP) / 2;
/** Line table columns: description, SAC, amount. */
const COLUMNS = { description: { x: LEFT, width: 300 }, sac: { x: LEFT + 310, width: 60 }, amount: { x: LEFT + 380, width: WIDTH - 380 } };

/**
 * A one-page GST tax invoice with every particular of CGST Rules rule 46 (pdfkit's built-in
 * Helvetica, which has no ₹ glyph: amounts read 'Rs.'). Text is placed at explicit positions and
 * every block starts below the tallest text before it, so nothing is printed over anything else.
 */
export function renderInvoicePdf(input: InvoiceInput): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: LEFT, info: { Title: `Tax Invoice ${input.invoiceNumber}` } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const supplierState = input.seller.gstin.slice(0, 2);
  const supply = placeOfSupply(input.buyer, supplierState);
  const tax = splitTax(input.totalPaise, supply === supplierState);
  const half = GST_RATE_PERCENT / 2;

  /** Writes lines in a column from y; answers the y below them. */
  const lines = (texts: readonly string[], x: number, y: number, width: number, options: { size?: number; bold?: boolean; align?: 'left' | 'right' } = {}) => {
    doc.font(options.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(options.size ?? 9);
    let at = y;
    for (const text of texts) {
      doc.text(text, x, at, { width, align: options.align ?? 'left' });
      at += doc.heightOfString(text, { width }) + 1;
    }
    return at;
  };
  /** Cells written side by side from y; answers the y below the tallest. */
  const row = (cells: readonly { text: string; x: number; width: number; align?: 'left' | 'right' }[], y: number, options: { size?: number; bold?: boolean } = {}) =>
    Math.max(...cells.map((cell) => lines([cell.text], cell.x, y, cell.width, { ...options, align: cell.align })));
  const rule = (y: number) => {
    doc.moveTo(LEFT, y).lineTo(LEFT + WIDTH, y).lineWidth(0.5).strokeColor('#999').stroke();
    return y + 6;
  };

  let y = lines(['TAX INVOICE'], LEFT, 50, WIDTH, { size: 18, bold: true });
  if (input.sandbox) {
    doc.fillColor('#b45309');
    y = lines(['SANDBOX PAYMENT - no money was charged'], LEFT, y + 2, WIDTH, { size: 10 });
    doc.fillColor('black');
  }
  y = rule(y + 8);

  // Supplier (left) and the invoice's own particulars (right).
  const supplierEnd = lines(
    [input.seller.name, input.seller.address, `GSTIN: ${input.seller.gstin}`, `State: ${gstStateLabel(supplierState)}`],
    LEFT,
    y,
    HALF,
  );
  const invoiceEnd = lines(
    [
      `Invoice number: ${input.invoiceNumber}`,
      `Invoice date: ${indianDate(input.issuedAt)}`,
      `Place of supply: ${gstStateLabel(supply)}`,
      'Tax payable on reverse charge: No',
      `Order: ${input.orderId}`,
      `Payment ID: ${input.paymentId}`,
      ...(input.ledgerEntryId ? [`Ledger entry: ${input.ledgerEntryId}`] : []),
    ],
    LEFT + HALF + GAP,
    y,
    HALF,
  );
  y = rule(Math.max(supplierEnd, invoiceEnd) + 6);

  // Recipient: name, address, contact, and GSTIN for a registered buyer (rule 46(e)).
  const buyer = input.buyer;
  y = lines([input.buyer.gstin ? 'Bill to (registered recipient)' : 'Bill to (unregistered recipient)'], LEFT, y, WIDTH, { size: 10, bold: true });
  y = lines(
    [
      buyer.name,
      ...(buyer.address ? [`Address: ${buyer.address}`] : []),
      ...(buyer.phone ? [`Phone: ${buyer.phone}`] : []),
      ...(buyer.email && buyer.email !== buyer.name ? [`Email: ${buyer.email}`] : []),
      ...(buyer.gstin ? [`GSTIN: ${buyer.gstin}`] : []),
      `State: ${gstStateLabel(supply)}`,
    ],
    LEFT,
    y + 2,
    WIDTH,
  );
  y = rule(y + 6);

  // The line: description, SAC and taxable value each under its own header.
  y = row(
    [
      { text: 'Description', ...COLUMNS.description },
      { text: 'SAC', ...COLUMNS.sac },
      { text: 'Taxable value', ...COLUMNS.amount, align: 'right' },
    ],
    y,
    { bold: true },
  );
  y = rule(y + 2);
  y = row(
    [
      { text: input.description, ...COLUMNS.description },
      { text: SAC_CODE, ...COLUMNS.sac },
      { text: money(tax.taxable), ...COLUMNS.amount, align: 'right' },
    ],
    y,
  );
  y = rule(y + 4);

  // Taxable value, each tax with its rate, total (the parts add up to it exactly).
  const label = { x: LEFT + 200, width: 170 };
  const amount = { ...COLUMNS.amount, align: 'right' as const };
  const taxRows: [string, number][] = tax.intraState
    ? [
        [`CGST @ ${half}%`, tax.cgst],
        [`SGST @ ${half}%`, tax.sgst],
      ]
    : [[`IGST @ ${GST_RATE_PERCENT}%`, tax.igst]];
  y = row([{ text: 'Taxable value', ...label }, { text: money(tax.taxable), ...amount }], y);
  for (const [name, paise] of taxRows) y = row([{ text: name, ...label }, { text: money(paise), ...amount }], y + 2);
  y = rule(y + 4);
  y = row([{ text: 'Total (tax included)', ...label }, { text: money(tax.total), ...amount }], y, { size: 11, bold: true });
  y = lines([`Amount in words: ${rupeesInWords(tax.total)}`], LEFT, y + 10, WIDTH);

  // Signature block (rule 46(q)).
  y += 30;
  y = lines([`For ${input.seller.name}`], LEFT + HALF + GAP, y, HALF, { align: 'right' });
  y = lines(['Authorised signatory'], LEFT + HALF + GAP, y + 24, HALF, { align: 'right', bold: true });
  doc.fillColor('#555');
  lines(['This invoice is issued electronically by the supplier.'], LEFT, y + 16, WIDTH, { size: 8 });
  doc.fillColor('black');
  doc.end();
  return done;
}

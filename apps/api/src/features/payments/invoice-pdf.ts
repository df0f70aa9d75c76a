import PDFDocument from 'pdfkit';
import type { BuyerDetails } from '../../db/schema/billing.js';
import { GST_RATE_PERCENT, SAC_CODE, SELLER_STATE, isIntraState, rupeesInWords, splitTax } from './gst.js';

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

/** A one-page GST tax invoice (pdfkit's built-in Helvetica, which has no ₹ glyph: amounts read 'Rs.'). */
export function renderInvoicePdf(input: InvoiceInput): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Tax Invoice ${input.invoiceNumber}` } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const intraState = isIntraState(input.buyer);
  const tax = splitTax(input.totalPaise, intraState);
  const half = GST_RATE_PERCENT / 2;

  doc.fontSize(18).text('TAX INVOICE', { align: 'center' });
  if (input.sandbox) doc.moveDown(0.3).fontSize(10).fillColor('#b45309').text('SANDBOX PAYMENT - no money was charged', { align: 'center' }).fillColor('black');
  doc.moveDown();
  doc.fontSize(11).text(input.seller.name, { continued: false });
  doc.fontSize(9).text(input.seller.address).text(`GSTIN: ${input.seller.gstin}`).text(`State: ${SELLER_STATE.name} (${SELLER_STATE.code})`);
  doc.moveDown();
  doc.fontSize(9).text(`Invoice number: ${input.invoiceNumber}`).text(`Invoice date: ${input.issuedAt.toISOString().slice(0, 10)}`);
  doc.text(`Order: ${input.orderId}`).text(`Payment ID: ${input.paymentId}`);
  if (input.ledgerEntryId) doc.text(`Ledger entry: ${input.ledgerEntryId}`);
  doc.moveDown();
  doc.fontSize(10).text('Bill to');
  doc.fontSize(9).text(input.buyer.name).text(input.buyer.email);
  if (input.buyer.phone) doc.text(input.buyer.phone);
  if (input.buyer.gstin) doc.text(`GSTIN: ${input.buyer.gstin}`);
  doc.text(`Place of supply: ${input.buyer.state ?? (input.buyer.gstin ? `State code ${input.buyer.gstin.slice(0, 2)}` : SELLER_STATE.name)}`);
  doc.moveDown();

  const row = (label: string, value: string) => {
    const y = doc.y;
    doc.text(label, 50, y, { width: 330 });
    doc.text(value, 380, y, { width: 165, align: 'right' });
  };
  doc.fontSize(9);
  row(`${input.description} (SAC ${SAC_CODE})`, '');
  row('Taxable value', money(tax.taxable));
  if (intraState) {
    row(`CGST @ ${half}%`, money(tax.cgst));
    row(`SGST @ ${half}%`, money(tax.sgst));
  } else {
    row(`IGST @ ${GST_RATE_PERCENT}%`, money(tax.igst));
  }
  doc.moveDown(0.5).fontSize(11);
  row('Total', money(tax.total));
  doc.moveDown().fontSize(9).text(`Amount in words: ${rupeesInWords(tax.total)}`, 50);
  doc.moveDown().fontSize(8).fillColor('#555').text('This is a computer-generated invoice and needs no signature.', 50);
  doc.end();
  return done;
}

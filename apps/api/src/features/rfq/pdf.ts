import type { RfqRow } from '../../db/schema/vendors.js';
import { type MdBlock, type Run, renderPdf } from '../documents/render/index.js';
import { buyerLine, dateText, quantityText, specificationsText } from './request-text.js';

const text = (value: string): Run[] => [{ text: value }];
const labelled = (label: string, value: string): Run[] => [{ text: `${label}: `, bold: true }, { text: value }];

/** Who was sent each line (1-based), when not every vendor was sent every line. */
function sentTo(rfq: RfqRow): Map<number, string[]> | null {
  const everyLine = rfq.details.materials.length;
  if (rfq.recipients.every((r) => (r.lines?.length ?? everyLine) === everyLine)) return null;
  const byLine = new Map<number, string[]>();
  for (const r of rfq.recipients) {
    for (const line of r.lines ?? rfq.details.materials.map((_, i) => i + 1)) byLine.set(line, [...(byLine.get(line) ?? []), r.vendor_name]);
  }
  return byLine;
}

function materialsTable(rfq: RfqRow): MdBlock {
  const { details } = rfq;
  const vendors = sentTo(rfq);
  const header = ['#', 'Material', 'Category', 'Quantity', 'Specifications', 'Notes', ...(vendors ? ['Sent to'] : [])];
  return {
    type: 'table',
    header: header.map(text),
    rows: details.materials.map((m, i) => [
      text(String(i + 1)),
      text(m.name),
      text(m.category),
      text(quantityText(m)),
      text(specificationsText(m.specifications) || '-'),
      text(m.notes ?? '-'),
      ...(vendors ? [text(vendors.get(i + 1)?.join(', ') ?? '-')] : []),
    ]),
  };
}

/**
 * The request as an A4 PDF, through the documents renderer: its table and its script runs
 * (Helvetica for Latin, embedded Noto Sans for Gujarati and Devanagari names).
 */
export function renderRfqPdf(rfq: RfqRow): Promise<Buffer> {
  const { details } = rfq;
  const { buyer } = details;
  const blocks: MdBlock[] = [
    { type: 'heading', level: 1, runs: text('Request for Quotation') },
    { type: 'paragraph', runs: text(`${rfq.subject} · RFQ-${rfq.id} · ${dateText(rfq.createdAt.toISOString().slice(0, 10))}`) },
    { type: 'heading', level: 2, runs: text('From') },
    { type: 'paragraph', runs: text(buyerLine(buyer)) },
    { type: 'paragraph', runs: labelled('E-mail', buyer.email) },
  ];
  if (buyer.phone) blocks.push({ type: 'paragraph', runs: labelled('Phone', buyer.phone) });
  blocks.push({ type: 'heading', level: 2, runs: text('Materials') }, materialsTable(rfq));
  blocks.push({ type: 'heading', level: 2, runs: text('Delivery') }, { type: 'paragraph', runs: labelled('Site', details.site_location) });
  if (rfq.requiredByDate) blocks.push({ type: 'paragraph', runs: labelled('Required by', dateText(rfq.requiredByDate)) });
  if (details.note) blocks.push({ type: 'heading', level: 2, runs: text('Note from the buyer') }, { type: 'paragraph', runs: text(details.note) });
  blocks.push({
    type: 'paragraph',
    runs: text(`Please reply to ${buyer.email} with your unit prices, GST, delivery charges and the earliest delivery date.`),
  });
  return renderPdf({ meta: { lang: 'en' }, blocks }, { creationDate: rfq.createdAt });
}

/** The attachment's file name. */
export const rfqPdfFilename = (rfq: Pick<RfqRow, 'id'>) => `rfq-${rfq.id}.pdf`;

import type { RfqDetailsJson, RfqRow } from '../../db/schema/vendors.js';
import { type MdBlock, type Run, renderPdf } from '../documents/render/index.js';
import { buyerLine, dateText, quantityText, specificationsText } from './request-text.js';

const text = (value: string): Run[] => [{ text: value }];
const labelled = (label: string, value: string): Run[] => [{ text: `${label}: `, bold: true }, { text: value }];

function materialsTable(details: RfqDetailsJson): MdBlock {
  return {
    type: 'table',
    header: ['#', 'Material', 'Category', 'Quantity', 'Specifications', 'Notes'].map(text),
    rows: details.materials.map((m, i) => [
      text(String(i + 1)),
      text(m.name),
      text(m.category),
      text(quantityText(m)),
      text(specificationsText(m.specifications) || '-'),
      text(m.notes ?? '-'),
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
  blocks.push({ type: 'heading', level: 2, runs: text('Materials') }, materialsTable(details));
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

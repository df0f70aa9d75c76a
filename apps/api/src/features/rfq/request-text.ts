import type { RfqDetailsJson, RfqMaterialJson } from '../../db/schema/vendors.js';

/** Shown instead of a quantity the project does not state yet. */
export const QUANTITY_TO_CONFIRM = 'quantity to confirm';

const quantityFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '120 bags', or 'quantity to confirm (bags)' when the quantity is unknown. */
export const quantityText = (m: Pick<RfqMaterialJson, 'quantity' | 'unit'>) =>
  m.quantity === null ? `${QUANTITY_TO_CONFIRM} (${m.unit})` : `${quantityFormat.format(m.quantity)} ${m.unit}`;

/** 'grade: 53; brand: UltraTech', in the order the material lists them. */
export const specificationsText = (specs: Record<string, string>) =>
  Object.entries(specs)
    .map(([key, value]) => `${key}: ${value}`)
    .join('; ');

/** '2027-01-15' → '15 January 2027'. */
export const dateText = (isoDate: string) => dateFormat.format(new Date(`${isoDate}T00:00:00Z`));

export const buyerLine = (buyer: RfqDetailsJson['buyer']) => (buyer.company ? `${buyer.name}, ${buyer.company}` : buyer.name);

export const rfqSubject = (details: Pick<RfqDetailsJson, 'project_name' | 'site_location'>) =>
  `Request for quotation: ${details.project_name} (${details.site_location})`;

/**
 * The one request every vendor receives: the e-mail body and the WhatsApp message. Plain text
 * (a WhatsApp message cannot hold markup); the PDF lays out the same facts with a table.
 */
export function rfqText(details: RfqDetailsJson, requiredByDate: string | null): string {
  const { buyer } = details;
  const lines = [
    'Hello,',
    '',
    `${buyerLine(buyer)} requests a quotation for the materials below, for the construction project "${details.project_name}".`,
    '',
    'Materials:',
  ];
  details.materials.forEach((m, i) => {
    lines.push(`${i + 1}. ${m.name} (${m.category}): ${quantityText(m)}`);
    const specs = specificationsText(m.specifications);
    if (specs) lines.push(`   Specifications: ${specs}`);
    if (m.notes) lines.push(`   Notes: ${m.notes}`);
  });
  lines.push('', `Delivery site: ${details.site_location}`);
  if (requiredByDate) lines.push(`Required by: ${dateText(requiredByDate)}`);
  if (details.note) lines.push('', 'Note from the buyer:', details.note);
  lines.push(
    '',
    'Please reply with your unit prices, GST, delivery charges and the earliest delivery date.',
    '',
    'Regards,',
    buyerLine(buyer),
    buyer.email,
  );
  if (buyer.phone) lines.push(buyer.phone);
  return lines.join('\n');
}

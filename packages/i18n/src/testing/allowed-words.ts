/**
 * Latin-script words a Gujarati or Hindi text may keep as they are. Construction professionals
 * in Gujarat use these acronyms and names in English even when speaking Gujarati or Hindi;
 * translating them would make texts harder to match with regulations, invoices and forms.
 * Add a word here only if a native speaker would write it in Latin script too.
 */
export const allowedLatinWords: ReadonlySet<string> = new Set([
  // regulations, compliance and construction terms
  'FSI', 'GDCR', 'CGDCR', 'BOQ', 'GSTIN', 'GST', 'CGST', 'SGST', 'IGST', 'RERA', 'ISO', 'BIS', 'OPC', 'M25', 'Fe', '500D',
  'TMT', 'AAC', // steel bars and blocks are sold under these names in Gujarati and Hindi too
  // technology and formats
  'AI', 'API', 'PDF', 'JPG', 'JPEG', 'PNG', 'XLS', 'XLSX', 'DOC', 'DOCX', 'MB', 'ID', 'URL', 'SSL',
  'UPI', 'CVV', 'OTP', 'SDK', 'GDPR',
  // keyboard keys, printed in Latin on every keyboard
  'Enter', 'Shift',
  // language codes on the chat's language cycle button
  'EN', 'GU', 'HI',
  // brand and product names
  'Gujarat', 'Build', 'Assist', 'WhatsApp', 'Google', 'Razorpay', 'UltraTech', 'TATA', 'Tiscon',
  // figures such as "5x faster"
  '5x',
]);

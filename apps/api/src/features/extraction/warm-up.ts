import { materialStream } from './material-stream.js';
import { prewarmParser } from './parse/parse-document.js';
import { descriptionDocument } from './read-document.js';

const SAMPLE_TABLE = [
  ['BILL OF QUANTITIES'],
  ['Sr No', 'Description of Item', 'Make', 'Unit', 'Quantity', 'Rate', 'Amount'],
  ['1', 'OPC 53 grade cement', 'UltraTech', 'Bags', '450', '380', '1,71,000'],
  ['2', 'TMT bars Fe 500D 12 mm dia', 'Tata Tiscon', 'MT', '6.5', '62000', '4,03,000'],
  ['3', 'Vitrified tiles 600x600 mm', 'Kajaria', 'Sq.Ft', '3200', '55', '1,76,000'],
  ['', 'Total', '', '', '', '', '7,50,000'],
];
const SAMPLE_TEXT = [
  'Urgent: 200 bags cement, 5 ton sariya and 3 brass reti chahiye site par',
  '• CPVC pipe 1 inch (Astral) – 300 Rmt',
  'કપચી 20 mm 4 બ્રાસ મોકલો, ઈંટ 10,000 નંગ',
  'सीमेंट 100 बोरी और रेत 2 ब्रास भेजो',
  'Labour charges and transport extra. Stock at site: 50 bags.',
].join('\n');

/** Reads a small table and a message once, so the first user's run finds the readers compiled. */
function readSample(): void {
  const stream = materialStream(() => undefined);
  const parsed = descriptionDocument(SAMPLE_TEXT);
  const rows = SAMPLE_TABLE.map((cells, i) => ({ cells, provenance: { kind: 'sheet' as const, sheet: 'Warm-up', row: i + 1 } }));
  stream.rows(0, rows);
  stream.end({ ...parsed, tables: [{ rows }] });
}

let warmed: Promise<void> | null = null;

/**
 * Start-up costs of the offline engine, paid once per process ahead of the first run rather than
 * in it: a parser thread with the spreadsheet reader loaded and warmed, and the lexicon's many
 * patterns compiled (V8 compiles a regular expression on its first use). Runs in the background;
 * the promise tells a caller that wants to wait (the bench) when it is done — for the spare thread
 * of the moment (a run takes it and starts the next).
 */
export function warmUpExtraction(): Promise<void> {
  const parser = prewarmParser();
  warmed ??= new Promise<void>((resolve) => setImmediate(resolve)).then(readSample);
  return Promise.all([parser, warmed]).then(() => undefined);
}

import { performance } from 'node:perf_hooks';
import { benchBoqWorkbook, benchTextPdf, createOfflineExtractor, hugeSheet, parseDocument, pngHeader, zipBomb } from '@app/api';

type Kind = Parameters<ReturnType<typeof createOfflineExtractor>['extractDocument']>[0]['kind'];
const MB = 1024 * 1024;

/** Times one document through the offline engine: to the first material and to the last. */
async function run(filename: string, kind: Kind, bytes: Uint8Array) {
  const extractor = createOfflineExtractor();
  const start = performance.now();
  let first = NaN;
  let count = 0;
  await extractor.extractDocument(
    { filename, kind, bytes },
    {
      onMaterial: () => {
        if (count++ === 0) first = performance.now() - start;
      },
    },
  );
  return { first, all: performance.now() - start, count };
}

/** Peak heap of the parser thread (or the refusal) for a hostile file. */
async function hostile(name: string, kind: Kind, bytes: Uint8Array) {
  const start = performance.now();
  const outcome = await parseDocument({ filename: name, kind, bytes }).then(
    (parsed) => `read (${parsed.notes.length ? 'truncated with a note' : 'whole'}); worker peak heap ${((parsed.peakHeapBytes ?? 0) / MB).toFixed(0)} MB`,
    (err: Error) => `refused: ${err.message}`,
  );
  console.log(`| ${name} | ${(bytes.byteLength / MB).toFixed(2)} MB | ${(performance.now() - start).toFixed(0)} | ${outcome} |`);
}

/** `pnpm bench`: extraction figures (printed, never asserted). */
export async function benchExtraction() {
  const boq = await benchBoqWorkbook(1000);
  const pdf = await benchTextPdf(100, 10);
  console.log('\nMaterial extraction (offline engine; parsers in worker threads)');
  console.log('| document | size | materials | first material ms | all materials ms |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const round of ['cold', 'warm']) {
    const r = await run('boq-1000.xlsx', 'xlsx', boq);
    console.log(`| 1,000-row BOQ .xlsx (${round}) | ${(boq.byteLength / 1024).toFixed(0)} KB | ${r.count} | ${r.first.toFixed(0)} | ${r.all.toFixed(0)} |`);
  }
  const p = await run('text-100.pdf', 'pdf', pdf);
  console.log(`| 100-page text PDF | ${(pdf.byteLength / MB).toFixed(1)} MB | ${p.count} | ${p.first.toFixed(0)} | ${p.all.toFixed(0)} |`);

  console.log('\nHostile files (limits checked before parsing where the format allows)');
  console.log('| file | size | ms | outcome |');
  console.log('| --- | --- | --- | --- |');
  await hostile('xlsx with a million rows', 'xlsx', hugeSheet(1_000_000));
  await hostile('xlsx zip bomb (40 MB part)', 'xlsx', zipBomb(40));
  await hostile('20,000 × 20,000 px PNG', 'image', pngHeader(20_000, 20_000));
  await hostile('1,000-row BOQ (reference)', 'xlsx', boq);
}

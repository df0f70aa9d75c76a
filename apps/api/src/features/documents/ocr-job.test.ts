import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type TDocument, ZDocumentList, ZUploadDocumentResponse } from '@app/sdk/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { createTestDatabase } from '../../../test/database.js';
import { bearer, freshEmail, signUp } from '../auth/test-support.js';
import { createRetriever } from '../retrieval/index.js';
import type { TextItem } from './pdf-extract.js';
import { GUJARATI_FONT, makePdf } from './test-pdfs.js';
import { uploadDocument } from './test-support.js';
import type { OcrReader } from './trusted-text.js';

const GUJARATI_LINES = ['રહેણાંક ઝોનમાં પ્લોટ માટે બેઝ એફએસઆઈ નક્કી કરેલ છે', 'બાંધકામની પરવાનગી સક્ષમ સત્તામંડળ આપે છે'];
const OCR_SENTENCE = 'Basement parking ramps shall have a gradient not steeper than one in eight.';

/** Page 1: trusted English text; page 2: Gujarati in a legacy font (its text layer is Latin codes). */
const twoPagePdf = (title: string) =>
  makePdf(
    (doc) => {
      doc.font('Helvetica-Bold').fontSize(16).text(`6.9 ${title}`, 72, 100);
      doc.font('Helvetica').fontSize(11).text('Parking for residential use is one space per dwelling unit.', 72, 140);
      doc.addPage().font(GUJARATI_FONT).fontSize(16);
      GUJARATI_LINES.forEach((line, i) => doc.text(line, 72, 100 + i * 34, { width: 450, lineBreak: false }));
    },
    { compress: false },
  ).then((pdf) => {
    const garbled = pdf.toString('latin1').replace(/beginbfrange[\s\S]*?endbfrange/g, (cmap) =>
      cmap.replace(/\b0A([89A-F][0-9A-F])\b/gi, (_, low: string) => (0x21 + (parseInt(low, 16) - 0x80)).toString(16).toUpperCase().padStart(4, '0')),
    );
    return Buffer.from(garbled, 'latin1');
  });

/** What a successful OCR of page 2 reads: one line of words. */
const ocrWords = (): TextItem[] => {
  let x = 72;
  return OCR_SENTENCE.split(' ').map((text) => {
    const word = { text, x, top: 100, width: text.length * 6, height: 14, baseline: 111, size: 11, font: 'OCR', bold: false };
    x += word.width + 4;
    return word;
  });
};
const readsPageTwo: OcrReader = async (_bytes, pages) => new Map(pages.map((page) => [page, ocrWords()]));

const adminEmail = freshEmail('ocr-admin');
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'documents-ocr-job-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const appWith = (read: OcrReader, database?: TestApp['database']) =>
  createTestApp({ config: { dataDir: dir, adminEmails: [adminEmail.toLowerCase()] }, ocrReader: read, database });

async function documentNamed(t: TestApp, token: string, slug: string): Promise<TDocument | undefined> {
  const res = await t.app.inject({ method: 'GET', url: '/api/documents', headers: bearer(token) });
  return ZDocumentList.parse(res.json()).documents.find((d) => d.slug === slug);
}

/** Waits (polling the list, as the admin would) until the document has left `ocr_pending`. */
async function settled(t: TestApp, token: string, slug: string): Promise<TDocument> {
  return vi.waitFor(
    async () => {
      const document = await documentNamed(t, token, slug);
      if (!document || document.state === 'ocr_pending') throw new Error(`${slug} still pending`);
      return document;
    },
    { timeout: 60_000, interval: 50 },
  );
}

describe('OCR of an uploaded document as a background job', () => {
  let t: TestApp;
  let token: string;
  let reader: OcrReader = readsPageTwo;

  beforeAll(async () => {
    t = await appWith((...args) => reader(...args));
    token = (await signUp(t, adminEmail)).access_token;
  });
  afterAll(() => t.close());

  it('answers the upload with the trusted pages indexed before the OCR of the garbled page has run', async () => {
    const events: string[] = [];
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    reader = async (bytes, pages) => {
      events.push(`ocr of pages ${pages.join(',')} started`);
      await gate;
      events.push('ocr finished');
      return readsPageTwo(bytes, pages);
    };
    const res = await uploadDocument(t, token, { type: 'regulation', title: 'Parking', standing: 'official' }, { name: 'parking.pdf', bytes: await twoPagePdf('Parking') });
    events.push('upload answered');
    expect(res.statusCode).toBe(201);
    const body = ZUploadDocumentResponse.parse(res.json());
    expect(body).toMatchObject({ status: 'created', state: 'ocr_pending', ocr_pages: [2], error: null, page_count: 2 });
    expect(body.chunk_count).toBeGreaterThan(0);

    release();
    const done = await settled(t, token, 'parking');
    expect(events.filter((e) => e !== 'ocr of pages 2 started')).toEqual(['upload answered', 'ocr finished']);
    expect(done).toMatchObject({ state: 'ready', error: null });
    expect(done.chunk_count).toBeGreaterThan(body.chunk_count);
  });

  it('re-indexes the document so retrieval finds the passage OCR read, on its page', async () => {
    const { passages } = await createRetriever(t.database.db).search('basement parking ramp gradient');
    const found = passages.find((p) => p.text.includes('one in eight'));
    expect(found).toMatchObject({ documentSlug: 'parking', pageNumber: 2, standing: 'official' });
  });

  it('marks the document failed with the reason when OCR fails, keeping its trusted pages indexed', async () => {
    reader = async () => {
      throw new Error('tesseract ran out of memory');
    };
    await uploadDocument(t, token, { type: 'document', title: 'Stairs' }, { name: 'stairs.pdf', bytes: await twoPagePdf('Stairs') });
    const failed = await settled(t, token, 'stairs');
    expect(failed).toMatchObject({ state: 'failed', error: 'Text recognition failed on pages 2: tesseract ran out of memory' });
    expect(failed.chunk_count).toBeGreaterThan(0);
  });

  it('tries the OCR again when the same file of a failed document is uploaded again', async () => {
    reader = readsPageTwo;
    const again = await uploadDocument(t, token, { type: 'document', title: 'Stairs' }, { name: 'stairs.pdf', bytes: await twoPagePdf('Stairs') });
    expect(again.json()).toMatchObject({ status: 'unchanged', state: 'ocr_pending', error: null });
    expect(await settled(t, token, 'stairs')).toMatchObject({ state: 'ready', error: null });
  });
});

describe('a restart in the middle of an OCR job', () => {
  it('leaves the document pending, and the next server on the same database completes it', async () => {
    const database = await createTestDatabase();
    let started = false;
    const first = await appWith(async () => {
      started = true;
      return new Promise<never>(() => undefined);
    }, database);
    const token = (await signUp(first, adminEmail)).access_token;
    await uploadDocument(first, token, { type: 'regulation', title: 'Ramps' }, { name: 'ramps.pdf', bytes: await twoPagePdf('Ramps') });
    await vi.waitFor(() => expect(started).toBe(true), { timeout: 60_000, interval: 50 });
    await first.app.close();

    const second = await appWith(readsPageTwo, database);
    try {
      expect((await documentNamed(second, token, 'ramps'))?.state).not.toBe('failed');
      expect(await settled(second, token, 'ramps')).toMatchObject({ state: 'ready', error: null });
      const { passages } = await createRetriever(database.db).search('basement parking ramp gradient');
      expect(passages[0]).toMatchObject({ documentSlug: 'ramps', pageNumber: 2 });
    } finally {
      await second.close();
    }
  });
});

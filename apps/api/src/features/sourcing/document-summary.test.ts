import { ZProject, type TProject } from '@app/sdk/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { bearer, signUp } from '../auth/test-support.js';
import { createOfflineExtractor, DocumentUnreadableError, type MaterialExtractor } from '../extraction/index.js';
import { createSourcingApp, multipartForm, sseEvents } from './test-support.js';

type Row = (string | number | null)[];

/** An estimate as engineers keep it: the abstract of items, and the measurements behind it on their own sheet. */
async function estimateWorkbook(): Promise<Buffer> {
  const sheets: { name: string; rows: Row[] }[] = [
    {
      name: 'ABSTRACT',
      rows: [
        ['Name of Work : Primary health centre, Sanand'],
        ['S.No.', 'Particulars', 'Quantity', 'Unit', 'Rate'],
        [1, 'Providing and laying PCC 1:4:8 in foundation', 12.5, 'cum', 4500],
        [2, 'Brick masonry in CM 1:6 in superstructure', 48, 'cum', 5200],
        [3, 'TMT bars Fe500D reinforcement', 2400, 'kg', 68],
      ],
    },
    {
      name: 'DETAIL MEASUREMENTS',
      rows: [
        ['S.No.', 'Particulars', 'Nos.', 'Length', 'Breadth', 'Height', 'Qty.', 'Units'],
        [1, 'PCC 1:4:8 in foundation', null, null, null, null, null, null],
        [null, 'Long walls', 2, 10.5, 0.9, 0.15, 2.84, 'cum'],
        [null, 'Short walls', 2, 6.2, 0.9, 0.15, 1.67, 'cum'],
        [2, 'Brick masonry in CM 1:6', null, null, null, null, null, null],
        [null, 'Ground floor walls', 1, 52, 0.23, 3, 35.88, 'cum'],
      ],
    },
  ];
  const book = new ExcelJS.Workbook();
  for (const sheet of sheets) book.addWorksheet(sheet.name).addRows(sheet.rows);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe("a document's summary", () => {
  let t: TestApp;
  let token: string;
  let failNextRun = false;

  beforeAll(async () => {
    const offline = createOfflineExtractor();
    // The real engine; a second run can be made to fail the document, to see what a re-run leaves.
    const extractor: MaterialExtractor = {
      engine: 'offline',
      extractDocument: (document, options) =>
        failNextRun ? Promise.reject(new DocumentUnreadableError('The file is damaged.')) : offline.extractDocument(document, options),
      extractDescription: (text, options) => offline.extractDescription(text, options),
    };
    t = await createSourcingApp({ extractor });
    token = (await signUp(t)).access_token;
  });
  afterAll(async () => {
    await t.close();
  });

  const project = async (id: number): Promise<TProject> =>
    ZProject.parse((await t.app.inject({ method: 'GET', url: `/api/sourcing/projects/${id}`, headers: bearer(token) })).json());
  /** Starts a run and waits for its stream to end. */
  const extract = async (id: number) => {
    expect((await t.app.inject({ method: 'POST', url: `/api/sourcing/projects/${id}/extract-materials`, headers: bearer(token) })).statusCode).toBe(202);
    const stream = await t.app.inject({ method: 'GET', url: `/api/sourcing/projects/${id}/extraction/stream?token=${token}` });
    return sseEvents(stream.body).at(-1)?.type;
  };

  it('names the sheet read and the measurement sheet skipped, and a re-run that cannot read the document clears it', async () => {
    const form = multipartForm({ location: 'Sanand, Ahmedabad' }, [{ name: 'estimate.xlsx', bytes: await estimateWorkbook() }]);
    const created = await t.app.inject({ method: 'POST', url: '/api/sourcing/projects', headers: { ...form.headers, ...bearer(token) }, payload: form.payload });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ project_id: number }>().project_id;
    expect((await project(id)).documents.map((d) => d.summary)).toEqual([null]);

    expect(await extract(id)).toBe('extraction_completed');
    const [read] = (await project(id)).documents;
    expect(read?.status).toBe('parsed');
    expect(read?.materials_found).toBeGreaterThan(0);
    expect(read?.summary).toMatch(/^Read sheet ABSTRACT \(\d+ items?\)/);
    expect(read?.summary).toMatch(/skipped sheet DETAIL MEASUREMENTS \(measurements\)/);

    failNextRun = true;
    expect(await extract(id)).toBe('extraction_failed');
    const [failed] = (await project(id)).documents;
    expect([failed?.status, failed?.error, failed?.summary]).toEqual(['failed', 'The file is damaged.', null]);
  });
});

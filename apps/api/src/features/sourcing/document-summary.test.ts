import { SKIPPED_ROW_GONE_MESSAGE, ZProject, type TProject } from '@app/sdk/contracts';
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

  it('offers the rows it left out, includes one in a click as a material from the document, and never offers it again', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('BOQ').addRows([
      ['S.No.', 'Description', 'Unit', 'Qty', 'Rate'],
      [1, 'Earthwork in excavation for foundation', 'Cum', 120, 250],
      [2, 'Vitrified tiles 600x600 mm', 'Sqm', 200, 900],
      [3, 'Glass wool slab 48 kg/m3, 50 mm thick', 'Sqm', 'RO', 450],
    ]);
    const form = multipartForm({ location: 'Sanand, Ahmedabad' }, [{ name: 'boq.xlsx', bytes: Buffer.from(await book.xlsx.writeBuffer()) }]);
    const created = await t.app.inject({ method: 'POST', url: '/api/sourcing/projects', headers: { ...form.headers, ...bearer(token) }, payload: form.payload });
    const id = created.json<{ project_id: number }>().project_id;
    failNextRun = false;
    expect(await extract(id)).toBe('extraction_completed');
    const [document] = (await project(id)).documents;
    expect(document?.skipped_rows.map((r) => [r.reason, r.quantity, r.unit])).toEqual([
      ['work_item', 120, 'cum'],
      ['rate_only', null, 'sqm'],
    ]);
    const rateOnly = document?.skipped_rows[1];
    const include = (index: number) => t.app.inject({ method: 'POST', url: `/api/sourcing/projects/${id}/documents/${document?.id}/skipped-rows/${index}`, headers: bearer(token) });

    const included = await include(rateOnly?.index ?? -1);
    expect(included.statusCode).toBe(201);
    expect(included.json()).toMatchObject({ name: rateOnly?.name, quantity: null, source: 'extracted', needs_review: true, provenance: { document_id: document?.id, sheet: 'BOQ', row: 4 } });
    expect((await project(id)).documents[0]?.skipped_rows.map((r) => r.reason)).toEqual(['work_item']);
    const again = await include(rateOnly?.index ?? -1);
    expect([again.statusCode, again.json().message]).toEqual([404, SKIPPED_ROW_GONE_MESSAGE]);

    // A new run keeps the included row as the user's, and does not offer it again.
    expect(await extract(id)).toBe('extraction_completed');
    expect((await project(id)).documents[0]?.skipped_rows.map((r) => r.reason)).toEqual(['work_item']);
    const list = (await t.app.inject({ method: 'GET', url: `/api/sourcing/projects/${id}/materials`, headers: bearer(token) })).json<{ materials: { name: string }[] }>();
    expect(list.materials.filter((m) => m.name === rateOnly?.name)).toHaveLength(1);

    const other = await t.app.inject({ method: 'POST', url: `/api/sourcing/projects/${id}/documents/${document?.id}/skipped-rows/0`, headers: bearer((await signUp(t)).access_token) });
    expect(other.statusCode).toBe(404);
  });
});

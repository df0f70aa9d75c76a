import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DOCUMENT_ADMIN_ONLY_MESSAGE, DOCUMENT_LINK_EXPIRED_MESSAGE, DOCUMENT_TYPE_MESSAGE, ZDocumentList, ZUploadDocumentResponse } from '@app/sdk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { bearer, freshEmail, signUp } from '../auth/test-support.js';
import { documentLink } from './links.js';
import { makePdf } from './test-pdfs.js';
import { uploadDocument } from './test-support.js';

let t: TestApp;
let dir: string;
const adminEmail = freshEmail('admin');
let adminToken: string;
let userToken: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'documents-routes-'));
  t = await createTestApp({ config: { dataDir: dir, adminEmails: [adminEmail.toLowerCase()] } });
  adminToken = (await signUp(t, adminEmail)).access_token;
  userToken = (await signUp(t)).access_token;
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const upload = (token: string | null, fields: Record<string, string>, file?: { name: string; bytes: Buffer }) =>
  uploadDocument(t, token, fields, file);

const notePdf = () =>
  makePdf((doc) => {
    doc.font('Helvetica-Bold').fontSize(16).text('6.3.1 Base FSI in Ahmedabad', 72, 100);
    doc.font('Helvetica').fontSize(11).text('The base FSI in the R1 zone is 1.8.', 72, 140);
  });

describe('documents API', () => {
  let bytes: Buffer;
  let link: string;
  let id: string;

  it('lets an administrator upload a PDF and answers with the ingested document', async () => {
    bytes = await notePdf();
    const res = await upload(adminToken, { type: 'regulation', title: 'FSI note' }, { name: 'FSI Note.pdf', bytes });
    expect(res.statusCode).toBe(201);
    const body = ZUploadDocumentResponse.parse(res.json());
    expect(body).toMatchObject({ status: 'created', slug: 'fsi-note', title: 'FSI note', source_type: 'regulation', standing: 'secondary', page_count: 1, chunk_count: 2 });
    expect(body.byte_size).toBe(bytes.length);
    expect(body.document_link).toMatch(new RegExp(`^/api/documents/${body.id}/file\\?exp=\\d+&sig=[\\w-]+$`));
    ({ id, document_link: link } = body);

    const again = await upload(adminToken, { type: 'regulation', title: 'FSI note' }, { name: 'FSI Note.pdf', bytes });
    expect(again.json()).toMatchObject({ status: 'unchanged', id });
  });

  it('refuses uploads from a signed-in user who is not an administrator, and from nobody', async () => {
    const res = await upload(userToken, { type: 'document', title: 'Mine' }, { name: 'mine.pdf', bytes: await notePdf() });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: DOCUMENT_ADMIN_ONLY_MESSAGE });
    expect((await upload(null, { type: 'document', title: 'Mine' })).statusCode).toBe(401);
  });

  it('refuses a file that is not a PDF (415 by name, 400 by content), a file over 10 MB, and a form without a title', async () => {
    const zip = await upload(adminToken, { type: 'document', title: 'Zip' }, { name: 'a.pdf', bytes: Buffer.from('PK\u0003\u0004zip') });
    expect(zip.statusCode).toBe(400);
    expect(zip.json().message).toBe('Invalid file type. Please upload a PDF file.');

    const named = await upload(adminToken, { type: 'document', title: 'Sheet' }, { name: 'boq.xlsx', bytes: Buffer.from('%PDF-1.7\n') });
    expect(named.statusCode).toBe(415);
    expect(named.json()).toMatchObject({ message: DOCUMENT_TYPE_MESSAGE, code: 'unsupported_media_type' });

    const big = Buffer.alloc(10 * 1024 * 1024 + 10, 0x20);
    big.write('%PDF-1.7\n', 0);
    const tooLarge = await upload(adminToken, { type: 'document', title: 'Big' }, { name: 'big.pdf', bytes: big });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('File too large. Maximum size is 10MB.');

    const untitled = await upload(adminToken, { type: 'document' }, { name: 'x.pdf', bytes: await notePdf() });
    expect(untitled.statusCode).toBe(400);
  });

  it('lists the documents to signed-in users, each with a signed link', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/documents' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'GET', url: '/api/documents', headers: bearer(userToken) });
    expect(res.statusCode).toBe(200);
    const { documents } = ZDocumentList.parse(res.json());
    expect(documents.map((d) => [d.id, d.chunk_count])).toEqual([[id, 2]]);
    expect(documents[0]!.document_link).toMatch(/\?exp=\d+&sig=/);
  });

  it('serves the PDF at its signed link, inline and privately cached until the link expires', async () => {
    const res = await t.app.inject({ method: 'GET', url: link });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="fsi-note.pdf"');
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(res.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(3600);
    expect(maxAge).toBeLessThanOrEqual(3900);
    expect(res.rawPayload.equals(bytes)).toBe(true);

    const part = await t.app.inject({ method: 'GET', url: link, headers: { range: 'bytes=0-7' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-7/${bytes.length}`);
    expect(part.body).toBe('%PDF-1.3');
  });

  it('answers an expired link with 403 and the viewer text', async () => {
    const fresh = await documentLink({ config: {}, database: t.database }, id, t.clock.now());
    t.clock.advance(2 * 3600 * 1000);
    for (const url of [link, fresh]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: DOCUMENT_LINK_EXPIRED_MESSAGE });
    }
  });

  it('answers a tampered or incomplete link with 403 and the viewer text', async () => {
    const current = await documentLink({ config: {}, database: t.database }, id, t.clock.now());
    const [path, query] = current.split('?') as [string, string];
    const params = new URLSearchParams(query);
    const sig = params.get('sig')!;
    const tampered = [
      `${path}?exp=${params.get('exp')}&sig=${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`,
      `${path}?exp=${Number(params.get('exp')) + 3600}&sig=${sig}`,
      `${path}?exp=${params.get('exp')}`,
      `/api/documents/00000000-0000-4000-8000-000000000000/file?${query}`,
      `/api/documents/not-a-uuid/file?${query}`,
    ];
    expect((await t.app.inject({ method: 'GET', url: current })).statusCode).toBe(200);
    for (const url of tampered) {
      const res = await t.app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode, message: res.json().message }).toEqual({ url, status: 403, message: DOCUMENT_LINK_EXPIRED_MESSAGE });
    }
  });
});

import { type TQueryResponse, ZUploadDocumentResponse } from '@app/sdk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { PHRASES } from '../answers/phrases.js';
import { freshEmail, signUp } from '../auth/test-support.js';
import { makePdf } from '../documents/test-pdfs.js';
import { uploadDocument } from '../documents/test-support.js';
import { ask, chatUser, createCorpusApp, topUp, type ChatUser } from './test-support.js';

const ACCEPTANCE = 'What is the base FSI for a residential plot on a 12 m road in Ahmedabad?';
const adminEmail = freshEmail('admin');

let t: TestApp;
let admin: string;
let user: ChatUser;

beforeAll(async () => {
  t = await createCorpusApp({ adminEmails: [adminEmail.toLowerCase()] });
  admin = (await signUp(t, adminEmail)).access_token;
  user = await chatUser(t);
  await topUp(t, user.userId);
}, 180_000);
afterAll(() => t.close());

/** An official-looking volume: a cover page, then the rule on page 2 in the regulation's own words. */
const officialFsi = () =>
  makePdf((doc) => {
    doc.font('Helvetica-Bold').fontSize(16).text('Comprehensive General Development Control Regulations 2017', 72, 100, { width: 450 });
    doc.font('Helvetica').fontSize(11).text('Urban Development and Urban Housing Department, Government of Gujarat. Part II: planning regulations.', 72, 160, { width: 450 });
    doc.addPage();
    doc.font('Helvetica-Bold').fontSize(13).text('6.3.1 FSI for different categories', 72, 100);
    doc
      .font('Helvetica')
      .fontSize(11)
      .text(
        'In the areas of category D1, the base FSI permissible for a plot in the residential zone R1 shall be 1.8, and chargeable FSI up to 0.9 may be granted on payment, subject to a maximum permissible FSI of 2.7.',
        72,
        130,
        { width: 450 },
      );
  });

/** Official too, but about something else. */
const officialHoardings = () =>
  makePdf((doc) => {
    doc.font('Helvetica-Bold').fontSize(13).text('12.4 Hoardings on residential buildings', 72, 100);
    doc
      .font('Helvetica')
      .fontSize(11)
      .text('No hoarding shall be erected on the terrace of a residential building, and a signboard shall not project over a road by more than 0.6 m.', 72, 130, { width: 450 });
  });

const upload = async (name: string, title: string, bytes: Buffer) => {
  const res = await uploadDocument(t, admin, { type: 'regulation', standing: 'official', title }, { name, bytes });
  expect(res.statusCode).toBe(201);
  return ZUploadDocumentResponse.parse(res.json());
};

const firstSource = async () => {
  const res = await ask(t, user, { query: ACCEPTANCE, language: 'en' });
  expect(res.statusCode).toBe(200);
  const body = res.json() as TQueryResponse;
  return { body, source: body.sources[0] };
};

describe('official text first', () => {
  it('keeps citing the digest when the uploaded official text is about something else', async () => {
    const hoardings = await upload('hoardings.pdf', 'Notification on hoardings', await officialHoardings());
    expect(hoardings.standing).toBe('official');
    const { body, source } = await firstSource();
    expect(source?.document_name).toMatch(/CGDCR/);
    expect(source?.standing).toBe('secondary');
    expect(body.sources.some((s) => s.document_id === hoardings.id)).toBe(false);
    expect(body.answer).toContain('1.8');
    // Its closing line, unchanged, is what says it rests on our digest; nothing claims official text.
    expect(body.answer).toContain(PHRASES.en.confirm);
    expect(body.answer).not.toMatch(/This (is from|rests on) the official text/);
  });

  it('answers from the official page once an administrator uploads the official text of the rule', async () => {
    const official = await upload('cgdcr-part-2.pdf', 'CGDCR 2017 Part II (official)', await officialFsi());
    const { body, source } = await firstSource();
    // The source says it is the notified text, so the chat can label it apart from the digest.
    expect(source).toMatchObject({ document_id: official.id, document_name: 'CGDCR 2017 Part II (official)', standing: 'official' });
    expect(source?.pages[0]?.page_number).toBe(2);
    expect(source?.pages[0]?.chunks[0]?.text_preview).toContain('1.8');
    expect(body.answer).toMatch(/1\.8[^\n]*\[1\]|\[1\][^\n]*1\.8/s);
    // The answer itself names the official document and the page it rests on, once.
    expect(body.answer.match(/official text[^.]*CGDCR 2017 Part II \(official\), page 2\b/g)).toHaveLength(1);
    expect(body.answer).not.toContain('unofficial digests');
    // The digest stays as a fallback source beside it.
    expect(body.sources.some((s) => /CGDCR/.test(s.document_name) && s.document_id !== official.id && s.standing === 'secondary')).toBe(true);
  });
});

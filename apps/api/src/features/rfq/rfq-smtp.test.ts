import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { materials } from '../../db/schema/sourcing.js';
import { bearer } from '../auth/test-support.js';
import { insertProject } from '../sourcing/test-support.js';
import { insertProjectVendor } from './test-support.js';

/** A real SMTP server on a free local port that refuses one mailbox and keeps every other message. */
async function startSmtpServer(refused: string) {
  const received: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address === refused) callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { received, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe('requests for quotation through SMTP', () => {
  const REFUSED = 'nobody@closed.example.in';
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer(REFUSED);
    t = await createTestApp({ config: { smtpUrl: smtp.url } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('sends each vendor the request with replies going to the buyer, and records a refused mailbox as failed without retrying', async () => {
    // Sign-up mail goes through the same SMTP server; the code is read from it.
    const email = `buyer-${Date.now()}@example.in`;
    const session = await signUpThroughSmtp(t, smtp, email);
    const projectId = await insertProject(t.database.db, session.user.id, { name: 'Shela Villas' });
    await t.database.db.insert(materials).values({ projectId, name: 'OPC cement', category: 'Cement', quantity: 100, unit: 'bags' });
    const open = await insertProjectVendor(t.database.db, projectId, { email: 'sales@open.example.in' });
    const closed = await insertProjectVendor(t.database.db, projectId, { email: REFUSED });

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/sourcing/projects/${projectId}/rfqs`,
      headers: bearer(session.access_token),
      payload: { vendor_ids: [open, closed] },
    });
    expect(res.statusCode).toBe(201);
    const rfq = res.json<{ id: number; recipients: { vendor_id: number; email_status: string | null }[] }>();
    expect(rfq.recipients.map((r) => r.vendor_id)).toEqual([open, closed]);
    // Each mail is a job: the open mailbox gets it, the refusal (550) is final at the first try.
    const statuses = async () => {
      const list = await t.app.inject({ method: 'GET', url: `/api/sourcing/projects/${projectId}/rfqs`, headers: bearer(session.access_token) });
      return list.json<{ rfqs: { id: number; recipients: { vendor_id: number; emailed: boolean; email_status: string | null }[] }[] }>().rfqs.find((r) => r.id === rfq.id)?.recipients;
    };
    await expect.poll(async () => (await statuses())?.map((r) => [r.vendor_id, r.emailed, r.email_status]), { timeout: 30_000 }).toEqual([
      [open, true, 'sent'],
      [closed, false, 'failed'],
    ]);
    const mail = smtp.received.find((m) => m.to.includes('sales@open.example.in'));
    expect(mail?.raw).toContain(`Reply-To: ${email}`);
    expect(mail?.raw).toContain('Subject: Request for quotation: Shela Villas');
    expect(smtp.received.some((m) => m.to.includes(REFUSED))).toBe(false);
  });
});

async function signUpThroughSmtp(t: TestApp, smtp: Awaited<ReturnType<typeof startSmtpServer>>, email: string) {
  const register = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, name: 'Ravi Patel', password: 'Secret123' } });
  expect(register.statusCode).toBe(201);
  const raw = smtp.received.find((m) => m.to.includes(email))?.raw ?? '';
  const code = /^\s{4}(\d{6})\s*$/m.exec(raw)?.[1];
  const verify = await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { email, code } });
  expect(verify.statusCode).toBe(200);
  return verify.json<{ access_token: string; user: { id: string } }>();
}

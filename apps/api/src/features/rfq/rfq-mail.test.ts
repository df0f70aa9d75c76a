import { ZRfqList } from '@app/sdk/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import type { Database } from '../../db/client.js';
import { rfqDeliveries } from '../../db/schema/rfq.js';
import { materials } from '../../db/schema/sourcing.js';
import { bearer, outboxOf, signUp } from '../auth/test-support.js';
import { testConfig } from '../../config.js';
import { manualClock } from '../../lib/clock.js';
import { createMailer, type MailMessage, type Mailer } from '../mail/index.js';
import { insertProject } from '../sourcing/test-support.js';
import { appsOnOneDatabase, insertProjectVendor } from './test-support.js';

const SLOW = { timeout: 60_000, interval: 200 };

/** The outbox for sign-up mail, and `rfq` for requests for quotation. */
const rfqMailer = (database: Database, rfq: (m: MailMessage) => Promise<void>): Mailer => {
  const outbox = createMailer(testConfig(), database.db, manualClock());
  // Kind 'outbox': the dev outbox route (how sign-up reads its code) stays served.
  return { kind: 'outbox', send: (m) => (m.purpose === 'rfq' ? rfq(m) : outbox.send(m)) };
};

describe('RFQ e-mails as durable jobs', () => {
  const shared = appsOnOneDatabase();

  async function setUp(t: TestApp, email: string) {
    const user = await signUp(t);
    const projectId = await insertProject(shared.database.db, user.user.id, { name: 'Restart Villas' });
    await shared.database.db.insert(materials).values({ projectId, name: 'OPC cement', category: 'Cement', quantity: 50, unit: 'bags' });
    const vendorId = await insertProjectVendor(shared.database.db, projectId, { email });
    const res = await t.app.inject({ method: 'POST', url: `/api/sourcing/projects/${projectId}/rfqs`, headers: bearer(user.access_token), payload: { vendor_ids: [vendorId] } });
    expect(res.statusCode).toBe(201);
    return { token: user.access_token, projectId, rfqId: res.json<{ id: number }>().id };
  }
  const statusOf = async (t: TestApp, token: string, projectId: number) =>
    ZRfqList.parse((await t.app.inject({ method: 'GET', url: `/api/sourcing/projects/${projectId}/rfqs`, headers: bearer(token) })).json()).rfqs[0]?.recipients[0]?.email_status;

  it('sends a mail queued before a restart from the next process', { timeout: 180_000 }, async () => {
    const tried: string[] = [];
    // Its sends never finish: the process stops with the mail in flight.
    const mailer = rfqMailer(shared.database, (m) => (tried.push(m.to), new Promise<void>(() => undefined)));
    const first = await shared.start({ mailer });
    const { token, projectId, rfqId } = await setUp(first, 'sales@restart.example.in');
    expect(await statusOf(first, token, projectId)).toBe('queued');
    await expect.poll(() => tried, SLOW).toEqual(['sales@restart.example.in']);

    // The process stops with the mail in flight; nothing was sent.
    await shared.stop(first);
    const [stored] = await shared.database.db.select().from(rfqDeliveries).where(eq(rfqDeliveries.rfqId, rfqId));
    expect(stored).toMatchObject({ status: 'queued', attempts: 1, sentAt: null });

    const second = await shared.start();
    await expect.poll(() => statusOf(second, token, projectId), SLOW).toBe('sent');
    expect(await outboxOf(second, 'sales@restart.example.in')).toHaveLength(1);
    const [sent] = await shared.database.db.select().from(rfqDeliveries).where(eq(rfqDeliveries.rfqId, rfqId));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('retries a mail whose server failed for a moment, then shows it sent', { timeout: 180_000 }, async () => {
    let calls = 0;
    const flaky = rfqMailer(shared.database, async () => {
      calls++;
      if (calls === 1) throw Object.assign(new Error('Connection timed out'), { code: 'ETIMEDOUT' });
    });
    const t = await shared.start({ mailer: flaky });
    const { token, projectId, rfqId } = await setUp(t, 'sales@flaky.example.in');
    await expect.poll(() => statusOf(t, token, projectId), SLOW).toBe('sent');
    const [row] = await shared.database.db.select().from(rfqDeliveries).where(eq(rfqDeliveries.rfqId, rfqId));
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(calls).toBe(2);
  });
});

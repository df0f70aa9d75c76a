import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMailer } from './outbox-mailer.js';
import { type AuthTestApp, createAuthTestApp, freshEmail, freshIp, PASSWORD, post } from '../auth/test-support.js';

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server on a free local port that keeps every message it receives. */
async function startSmtpServer() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
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

describe('mail through SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: AuthTestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createAuthTestApp({ config: { smtpUrl: smtp.url } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('delivers the verification code by SMTP, and that code verifies the account', async () => {
    const email = freshEmail();
    expect((await post(t, '/api/auth/register', { email, name: 'Ravi Patel', password: PASSWORD })).statusCode).toBe(201);
    const message = smtp.received.find((m) => m.to.includes(email));
    expect(message?.raw).toContain('Subject: Your verification code');
    expect(message?.raw).toMatch(/multipart\/alternative/);
    const code = /^\s{4}(\d{6})\s*$/m.exec(message?.raw ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const verify = await post(t, '/api/auth/verify-email', { email, code }, { ip: freshIp() });
    expect(verify.statusCode).toBe(200);
  });

  it('has no dev outbox route when mail leaves by SMTP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?email=a@b.in' });
    expect(res.statusCode).toBe(404);
  });
});

describe('the dev outbox route', () => {
  it('exists with the outbox mailer outside production and lists mail newest first', async () => {
    const t = await createAuthTestApp();
    try {
      const email = freshEmail();
      await post(t, '/api/auth/register', { email, name: 'Ravi', password: PASSWORD });
      t.clock.advance(61_000);
      await post(t, '/api/auth/forgot-password', { email });
      let messages: { purpose: string; code: string | null; to: string; created_at: string }[] = [];
      for (let i = 0; i < 200 && messages.length < 2; i++) {
        messages = (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?email=${email.toUpperCase()}` })).json().messages;
        if (messages.length < 2) await new Promise((r) => setTimeout(r, 10));
      }
      expect(messages.map((m) => m.purpose)).toEqual(['reset_password', 'verify_email']);
      expect(messages[0]).toMatchObject({ to: email, code: expect.stringMatching(/^\d{6}$/) });
    } finally {
      await t.close();
    }
  });

  it('never prints a code to the log in production, only outside it', async () => {
    const t = await createAuthTestApp();
    const lines: string[] = [];
    const send = (printCodes: boolean) =>
      outboxMailer(t.database.db, t.clock, (line) => lines.push(line), { printCodes }).send({
        to: 'ravi@example.in',
        subject: 'Your verification code',
        text: 'Code 123456',
        html: '<p>Code 123456</p>',
        code: '123456',
        purpose: 'verify_email' as const,
      });
    await send(false);
    expect(lines.join('\n')).not.toContain('123456');
    await send(true);
    expect(lines.at(-1)).toContain('123456');
    await t.close();
  });

  // Production turns the outbox off unless ENABLE_DEV_OUTBOX says otherwise (configFromEnv; test/production-defaults.test.ts).
  it('does not exist in production, where the dev outbox is off', async () => {
    const t = await createAuthTestApp({ config: { nodeEnv: 'production', devOutbox: false } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?email=a@b.in' });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

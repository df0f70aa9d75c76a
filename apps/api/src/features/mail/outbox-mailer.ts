import type { Db } from '../../db/client.js';
import { outbox } from '../../db/schema/mail.js';
import type { Clock } from '../../lib/clock.js';
import type { Mailer } from './mailer.js';

/**
 * The default when no SMTP server is configured: mail is stored in the `outbox` table (read at
 * GET /api/dev/outbox) and, outside production, the code is printed on one console line, so a
 * developer can sign up without a mail server. In production a code never reaches the log (logs
 * are read by more people than the mailbox's owner): only the fact that mail was held back.
 */
export function outboxMailer(
  db: Db,
  clock: Clock,
  log: (line: string) => void = console.log,
  options: { printCodes?: boolean } = {},
): Mailer {
  const printCodes = options.printCodes ?? true;
  return {
    kind: 'outbox',
    async send(message) {
      await db.insert(outbox).values({
        toEmail: message.to.toLowerCase(),
        subject: message.subject,
        text: message.text,
        html: message.html,
        code: message.code ?? null,
        purpose: message.purpose ?? null,
        createdAt: clock.now(),
      });
      const what = message.purpose === 'reset_password' ? 'password reset code' : 'verification code';
      if (message.code && printCodes) log(`[outbox] ${what} for ${message.to}: ${message.code}`);
      else log(`[outbox] mail for ${message.to} kept in the outbox (no SMTP_URL): ${message.subject}`);
    },
  };
}

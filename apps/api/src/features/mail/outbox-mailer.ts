import type { Db } from '../../db/client.js';
import { outbox } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import type { Mailer } from './mailer.js';

/**
 * The default when no SMTP server is configured: mail is stored in the `outbox` table (read at
 * GET /api/dev/outbox) and the code is printed on one console line, so a developer can sign up
 * without a mail server.
 */
export function outboxMailer(db: Db, clock: Clock, log: (line: string) => void = console.log): Mailer {
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
      log(message.code ? `[outbox] ${what} for ${message.to}: ${message.code}` : `[outbox] mail for ${message.to}: ${message.subject}`);
    },
  };
}

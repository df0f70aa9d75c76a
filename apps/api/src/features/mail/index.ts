import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Mailer } from './mailer.js';
import { outboxMailer } from './outbox-mailer.js';
import { smtpMailer } from './smtp-mailer.js';

export type { MailMessage, Mailer } from './mailer.js';
export { devHandlers } from './dev-routes.js';

/** SMTP when `SMTP_URL` is set, else the local outbox (console line quiet under tests). */
export function createMailer(config: Config, db: Db, clock: Clock): Mailer {
  if (config.smtpUrl) return smtpMailer(config.smtpUrl, config.mailFrom);
  return outboxMailer(db, clock, config.nodeEnv === 'test' ? () => {} : console.log, {
    printCodes: config.nodeEnv !== 'production',
  });
}

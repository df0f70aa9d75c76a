import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.js';

/** Real delivery through the SMTP server at `smtpUrl` (e.g. `smtps://user:pass@smtp.example.com`). */
export function smtpMailer(smtpUrl: string, from: string): Mailer & { close(): void } {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
    close() {
      transport.close();
    },
  };
}

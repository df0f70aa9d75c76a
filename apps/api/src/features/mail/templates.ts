import type { MailMessage } from './mailer.js';

export type CodePurpose = 'verify_email' | 'reset_password';

/** Minutes a code stays valid; also stated in the mail. */
export const CODE_TTL_MINUTES = 10;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The verification or password-reset mail carrying a 6-digit code. */
export function codeMail(purpose: CodePurpose, to: string, name: string, code: string): MailMessage {
  const verify = purpose === 'verify_email';
  const subject = verify ? 'Your verification code' : 'Reset your password';
  const intro = verify
    ? 'Use this code to verify your email address:'
    : 'Use this code to reset your password:';
  const ignore = verify
    ? 'If you did not create an account, you can ignore this email.'
    : 'If you did not ask to reset your password, you can ignore this email; your password stays the same.';
  const expiry = `The code expires in ${CODE_TTL_MINUTES} minutes.`;
  const text = [`Hello ${name},`, '', intro, '', `    ${code}`, '', expiry, ignore, '', 'Gujarat Build Assist'].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(name)},</p>`,
    `<p>${intro}</p>`,
    `<p style="font-size:28px;font-weight:bold;letter-spacing:6px;font-family:monospace">${code}</p>`,
    `<p>${expiry}</p>`,
    `<p style="color:#666">${ignore}</p>`,
    '<p>Gujarat Build Assist</p>',
  ].join('\n');
  return { to, subject, text, html, code, purpose };
}

/**
 * A request for quotation to one vendor: the request's own text (the same words the WhatsApp
 * message and the PDF carry), replies going to the buyer rather than to the app's address.
 */
export function rfqMail(to: string, subject: string, text: string, buyerEmail: string): MailMessage {
  const html = text
    .split('\n\n')
    .map((block) => `<p>${escapeHtml(block).replaceAll('\n', '<br>')}</p>`)
    .join('\n');
  return { to, subject, text, html, purpose: 'rfq', replyTo: buyerEmail };
}

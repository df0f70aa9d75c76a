/** What every mail carries; `code` and `purpose` let the dev outbox show the code as a field. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  code?: string;
  purpose?: string;
  /** Where replies go when not to the sender (a request for quotation: the buyer). */
  replyTo?: string;
}

/** Sends mail. `kind` tells whether messages land in the local outbox (dev route) or leave by SMTP. */
export interface Mailer {
  readonly kind: 'outbox' | 'smtp' | (string & {});
  send(message: MailMessage): Promise<void>;
}

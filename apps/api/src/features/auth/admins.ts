import type { Config } from '../../config.js';

/**
 * Whether an account is an administrator: its e-mail is listed in ADMIN_EMAILS (kept
 * lower-cased in the config). The one rule behind `is_admin` on the user and the documents
 * upload's 403.
 */
export const isAdminEmail = (config: Pick<Config, 'adminEmails'>, email: string): boolean =>
  (config.adminEmails ?? []).includes(email.toLowerCase());

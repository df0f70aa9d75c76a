import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { loadServerSecret } from '../auth/secrets.js';

/** How long a document link stays valid. */
export const DOCUMENT_LINK_TTL_S = 3600;
/**
 * Expiry times are rounded up to this step so every link to a document made within the same
 * five minutes is the same URL: the viewer and the browser cache then see one file, not many.
 */
const EXPIRY_STEP_S = 300;

export { DOCUMENT_LINK_EXPIRED_MESSAGE } from '@app/sdk/contracts';

export interface LinkDeps {
  config: Pick<Config, 'jwtSecret'>;
  database: Pick<Database, 'db'>;
}

/** The link key, derived from the server secret kept by the auth feature (one key per use). */
const keys = new WeakMap<object, Promise<Buffer>>();
function linkKey(deps: LinkDeps): Promise<Buffer> {
  let key = keys.get(deps.database.db);
  if (!key) {
    key = loadServerSecret(deps.database.db, deps.config.jwtSecret).then((secret) =>
      createHmac('sha256', secret).update('document-link').digest(),
    );
    // A failed load (database down) must not be cached for ever.
    key.catch(() => keys.delete(deps.database.db));
    keys.set(deps.database.db, key);
  }
  return key;
}

const sign = (key: Buffer, documentId: string, exp: number) =>
  createHmac('sha256', key).update(`${documentId}.${exp}`).digest('base64url');

/**
 * The `document_link` of a source: `/api/documents/:id/file?exp=<unix s>&sig=<hmac>`, relative
 * to the API origin, valid for about an hour from `now` (at least DOCUMENT_LINK_TTL_S).
 */
export async function documentLink(deps: LinkDeps, documentId: string, now: Date | number): Promise<string> {
  const nowS = Math.floor(new Date(now).getTime() / 1000);
  const exp = Math.ceil((nowS + DOCUMENT_LINK_TTL_S) / EXPIRY_STEP_S) * EXPIRY_STEP_S;
  const sig = sign(await linkKey(deps), documentId, exp);
  return `/api/documents/${encodeURIComponent(documentId)}/file?exp=${exp}&sig=${sig}`;
}

/**
 * Checks a link's `exp` and `sig`; returns the seconds it has left, or null when it has expired
 * or was not signed by this server for this document.
 */
export async function verifyDocumentLink(
  deps: LinkDeps,
  documentId: string,
  exp: number,
  sig: string,
  now: Date,
): Promise<number | null> {
  const remaining = exp - Math.floor(now.getTime() / 1000);
  if (!Number.isSafeInteger(exp) || remaining <= 0) return null;
  const expected = Buffer.from(sign(await linkKey(deps), documentId, exp));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return remaining;
}

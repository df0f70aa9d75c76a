import { z } from 'zod';
import { ZLoginEmail } from './auth.js';
import { defineRoutes } from './route.js';

export const ZOutboxMessage = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** The verification or reset code the mail carries, if any. */
  code: z.string().nullable(),
  /** `verify_email`, `reset_password`, or another kind of mail. */
  purpose: z.string(),
  created_at: z.string(),
});
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;

export const ZOutboxResponse = z.object({ messages: z.array(ZOutboxMessage) });
export type TOutboxResponse = z.infer<typeof ZOutboxResponse>;

/**
 * Development helpers. They exist only while e-mail goes to the outbox and NODE_ENV is not
 * `production`, so local use and browser tests can read codes.
 */
export const devContract = defineRoutes({
  outbox: {
    method: 'GET',
    path: '/dev/outbox',
    summary: 'Mail sent to an address, newest first (development only)',
    query: z.object({ email: ZLoginEmail }),
    responses: { 200: ZOutboxResponse },
  },
});

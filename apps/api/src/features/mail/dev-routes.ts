import type { devContract } from '@app/sdk/contracts';
import { desc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { outbox } from '../../db/schema/mail.js';
import type { ContractHandlers } from '../../router/index.js';

/** True when GET /api/dev/outbox may exist: mail stays local and it is allowed (outside production, or ENABLE_DEV_OUTBOX). */
export const outboxRouteEnabled = (deps: Pick<AppDeps, 'config' | 'mailer'>) => deps.mailer.kind === 'outbox' && deps.config.devOutbox;

/** Lets local use and browser tests read the codes that were "sent". Not registered otherwise. */
export const devHandlers = (deps: AppDeps): ContractHandlers<typeof devContract> => ({
  outbox: {
    enabled: outboxRouteEnabled(deps),
    handler: async ({ query }) => {
    const rows = await deps.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.toEmail, query.email))
      .orderBy(desc(outbox.seq))
      .limit(50);
    return {
      messages: rows.map((r) => ({
        id: r.id,
        to: r.toEmail,
        subject: r.subject,
        text: r.text,
        code: r.code,
        purpose: r.purpose ?? 'general',
        created_at: r.createdAt.toISOString(),
      })),
    };
    },
  },
});

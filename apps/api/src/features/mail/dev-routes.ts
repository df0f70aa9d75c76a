import { devContract } from '@app/sdk/contracts';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.js';
import { outbox } from '../../db/schema/index.js';
import { implement } from '../../lib/route.js';

/** True when GET /api/dev/outbox may exist: mail stays local and this is not production. */
export const outboxRouteEnabled = (deps: Pick<AppDeps, 'config' | 'mailer'>) =>
  deps.mailer.kind === 'outbox' && deps.config.nodeEnv !== 'production';

/** Lets local use and browser tests read the codes that were "sent". Not registered otherwise. */
export async function devRoutes(app: FastifyInstance, deps: AppDeps) {
  if (!outboxRouteEnabled(deps)) return;
  implement(app, 'Development', devContract.outbox, async ({ query }) => {
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
  });
}

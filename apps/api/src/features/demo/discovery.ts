import { type TMaterialCategory, ZDiscoveryRequest } from '@app/sdk/contracts';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/errors.js';
import { startSession } from '../discovery/session-lifecycle.js';
import { latestSessionOf } from '../discovery/session-store.js';
import { findUserByEmail } from '../auth/user-store.js';
import { materialsOfProject } from '../sourcing/materials-store.js';
import { listProjectsOf } from '../sourcing/store.js';
import { DEMO_EMAIL } from './seed.js';

/** Categories a demo discovery searches per project: the project's first few, to keep the sample run short. */
const DEMO_CATEGORIES = 3;

/**
 * Gives each demo project that has materials and has never been searched a vendor discovery: the
 * real run (the durable job, its events, the scores) over the demo directory, started as
 * the user would with the dialog's defaults. A project searched before (by this seed or by the
 * user) is left alone, so restarts add nothing. The run is not metered: it is sample data the
 * seed makes, not the visitor's usage, so the demo account's quota and balance stay as seeded.
 * Returns the sessions started.
 */
export async function seedDemoDiscoveries(deps: Pick<AppDeps, 'database' | 'clock' | 'events' | 'ledger' | 'jobs'>): Promise<number> {
  const { db } = deps.database;
  const user = await findUserByEmail(db, DEMO_EMAIL);
  if (!user) return 0;
  const { rows } = await listProjectsOf(db, user.id, { page: 1, pageSize: 50 });
  let started = 0;
  for (const project of rows) {
    if (await latestSessionOf(db, project.id)) continue;
    const categories = [...new Set((await materialsOfProject(db, project.id)).map((m) => m.category as TMaterialCategory))].slice(0, DEMO_CATEGORIES);
    if (categories.length === 0) continue;
    const where = project.locationJson;
    const input = ZDiscoveryRequest.parse({
      categories: categories.map((category) => ({ category, material_ids: [] })),
      ...(where ? { project_lat: where.latitude, project_lng: where.longitude } : {}),
      city: where?.city || project.location.split(',')[0]?.trim() || undefined,
    });
    try {
      await startSession(deps, user, project, input, { metered: false });
      started++;
    } catch (error) {
      // Another instance started it at the same moment (409).
      if (!(error instanceof AppError)) throw error;
    }
  }
  return started;
}

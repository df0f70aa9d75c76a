import { sourcingContract } from '@app/sdk/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.js';
import { implement } from '../../lib/route.js';
import { getProject, listProjects } from './service.js';

/** The HTTP side of sourcing projects; the rules live in service.ts. */
export async function sourcingRoutes(app: FastifyInstance, deps: Pick<AppDeps, 'database'>) {
  const { db } = deps.database;
  const T = 'Sourcing';

  implement(app, T, sourcingContract.listProjects, ({ user, query }) => listProjects(db, user.id, query));

  implement(app, T, sourcingContract.getProject, ({ user, params }) => getProject(db, user.id, params.id));
}

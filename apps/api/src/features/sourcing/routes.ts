import type { sourcingContract } from '@app/sdk/contracts';
import type { AppDeps } from '../../deps.js';
import type { ContractHandlers } from '../../router/index.js';
import type { PlannedRoutes } from '../../router/planned.js';
import { getProject, listProjects } from './service.js';

/** The HTTP side of sourcing projects; the rules live in service.ts. */
export function sourcingHandlers(deps: AppDeps): ContractHandlers<typeof sourcingContract, PlannedRoutes['sourcing'][number]> {
  const { db } = deps.database;
  return {
    listProjects: ({ user, query }) => listProjects(db, user.id, query),
    getProject: ({ user, params }) => getProject(db, user.id, params.id),
  };
}

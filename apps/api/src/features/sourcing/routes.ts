import type { sourcingContract } from '@app/sdk/contracts';
import type { AppDeps } from '../../deps.js';
import type { ContractHandlers } from '../../router/index.js';
import type { DiscoveryRoutes } from '../discovery/index.js';
import { rfqHandlers } from '../rfq/index.js';
import { sendDocumentFile } from './document-file.js';
import { createMaterial, deleteMaterial, listMaterials, materialCategories, updateMaterial } from './materials.js';
import { createProject } from './project-create.js';
import { deleteProject, estimateExtraction, startExtraction, updateProject } from './project-edit.js';
import { extractionEstimateOf } from './run-cost.js';
import { streamExtraction } from './run-stream.js';
import { includeSkippedRow } from './skipped-rows.js';
import { getProject, listProjects } from './service.js';

/** The HTTP side of sourcing projects, materials and extraction runs (discovery serves its own routes); the rules live in the modules. */
export function sourcingHandlers(
  deps: AppDeps,
): ContractHandlers<typeof sourcingContract, DiscoveryRoutes> {
  const { db } = deps.database;
  return {
    createProject: ({ user, body, files }) => createProject(deps, user.id, body, files),
    listProjects: ({ user, query }) => listProjects(db, user.id, query),
    getProject: ({ user, params }) => getProject(db, user.id, params.id),
    updateProject: ({ user, params, body }) => updateProject(deps, user.id, params.id, body),
    deleteProject: ({ user, params }) => deleteProject(deps, user.id, params.id),
    projectDocumentFile: ({ user, params, reply }) => sendDocumentFile(deps, reply, user.id, params.id, params.documentId),
    estimateDescriptionExtraction: ({ body }) => extractionEstimateOf(deps, [], body.project_description),
    extractionEstimate: ({ user, params }) => estimateExtraction(deps, user.id, params.id),
    extractMaterials: ({ user, params }) => startExtraction(deps, user.id, params.id),
    extractionStream: ({ user, params, request, reply }) =>
      streamExtraction(deps, { userId: user.id, projectId: params.id, request, reply }),
    listMaterials: ({ user, params }) => listMaterials(db, user.id, params.id),
    createMaterial: ({ user, params, body }) => createMaterial(db, user.id, params.id, body),
    includeSkippedRow: ({ user, params }) => includeSkippedRow(db, user.id, params.id, params.documentId, params.index),
    updateMaterial: ({ user, params, body }) => updateMaterial(db, deps.clock, user.id, params.id, body),
    deleteMaterial: ({ user, params }) => deleteMaterial(db, user.id, params.id),
    materialCategories: ({ user, params }) => materialCategories(db, user.id, params.id),
    ...rfqHandlers(deps),
  };
}

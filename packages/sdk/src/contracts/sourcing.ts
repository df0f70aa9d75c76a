import { z } from 'zod';
import { ZIntId, ZMessageResponse } from './common.js';
import { defineRoutes } from './route.js';
import { ZPageQuery, ZStreamQuery } from './scalars.js';
import { ZDescriptionEstimateRequest, ZExtractionEstimate } from './sourcing-estimate.js';
import { ZExtractionStreamEvent } from './sourcing-events.js';
import {
  ZCreateMaterialRequest,
  ZMaterial,
  ZMaterialCategoryList,
  ZMaterialList,
  ZUpdateMaterialRequest,
} from './sourcing-materials.js';
import {
  PROJECT_DOCUMENT_EXTENSIONS,
  PROJECT_DOCUMENT_FIELD,
  PROJECT_DOCUMENT_MAX_BYTES,
  PROJECT_DOCUMENT_MAX_FILES,
  PROJECT_DOCUMENT_TYPE_MESSAGE,
  ZCreateProjectFields,
  ZCreateProjectResponse,
  ZExtractionStarted,
  ZProject,
  ZProjectList,
  ZUpdateProjectRequest,
} from './sourcing-projects.js';
import { skippedRowRoutes } from './sourcing-skipped-rows.js';
import { vendorRoutes } from './sourcing-vendor-routes.js';

export * from './sourcing-enums.js';
export * from './sourcing-projects.js';
export * from './sourcing-materials.js';
export * from './sourcing-vendors.js';
export * from './sourcing-vendor-order.js';
export * from './sourcing-discovery.js';
export * from './sourcing-events.js';
export * from './sourcing-rfq.js';
export * from './sourcing-estimate.js';
export * from './sourcing-skipped-rows.js';

const ZIdParams = z.object({ id: ZIntId });
const ZDocumentFileParams = z.object({ id: ZIntId, documentId: ZIntId });

/**
 * The sourcing assistant. Every route needs a signed-in user and only sees that user's
 * projects (another user's id answers 404). Stream routes answer `text/event-stream`; their
 * 200 schema is the event union each `data:` line holds, and they authenticate with `?token=`.
 */
export const sourcingContract = defineRoutes({
  createProject: {
    method: 'POST',
    kind: 'multipart',
    files: {
      field: PROJECT_DOCUMENT_FIELD,
      maxBytes: PROJECT_DOCUMENT_MAX_BYTES,
      maxFiles: PROJECT_DOCUMENT_MAX_FILES,
      extensions: PROJECT_DOCUMENT_EXTENSIONS,
      typeMessage: PROJECT_DOCUMENT_TYPE_MESSAGE,
    },
    errors: [402],
    path: '/sourcing/projects',
    summary:
      'Create a project from multipart/form-data: the ZCreateProjectFields text fields plus repeated `documents` files (pdf, xls, xlsx, csv, txt, doc, docx, jpg, jpeg, png; 10 MB each). Needs a description or a document.',
    auth: true,
    body: ZCreateProjectFields,
    responses: { 201: ZCreateProjectResponse },
  },
  listProjects: {
    method: 'GET',
    path: '/sourcing/projects',
    summary: "The user's projects, newest first",
    auth: true,
    query: ZPageQuery,
    responses: { 200: ZProjectList },
  },
  getProject: {
    method: 'GET',
    errors: [404],
    path: '/sourcing/projects/:id',
    summary: 'One project',
    auth: true,
    params: ZIdParams,
    responses: { 200: ZProject },
  },
  updateProject: {
    method: 'PATCH',
    errors: [404],
    path: '/sourcing/projects/:id',
    summary: 'Change project fields; answers the updated project',
    auth: true,
    params: ZIdParams,
    body: ZUpdateProjectRequest,
    responses: { 200: ZProject },
  },
  deleteProject: {
    method: 'DELETE',
    errors: [404],
    path: '/sourcing/projects/:id',
    summary: 'Delete a project with its documents, materials, vendors and sessions',
    auth: true,
    params: ZIdParams,
    responses: { 200: ZMessageResponse },
  },
  projectDocumentFile: {
    method: 'GET',
    kind: 'raw',
    produces: 'application/octet-stream',
    errors: [404],
    path: '/sourcing/projects/:id/documents/:documentId/file',
    summary:
      "One of the project's uploaded documents, inline with its sniffed content type (e.g. application/pdf for the PDF viewer)",
    auth: true,
    params: ZDocumentFileParams,
    responses: { 200: z.string().describe('The document bytes') },
  },
  estimateDescriptionExtraction: {
    method: 'POST',
    path: '/sourcing/extraction-estimate',
    summary:
      'The price of extracting a description before the project is created (free): a project with a description and no document starts its run at once, holding this price; the run is never charged more.',
    auth: true,
    body: ZDescriptionEstimateRequest,
    responses: { 200: ZExtractionEstimate },
  },
  extractionEstimate: {
    method: 'GET',
    errors: [404],
    path: '/sourcing/projects/:id/extraction-estimate',
    summary:
      "The price of extracting the project's documents and description before it starts (free): what each document will be read for (rows, pages, counted at upload), plus the stated margin. `tokens` is what extract-materials holds, and the run is never charged more.",
    auth: true,
    params: ZIdParams,
    responses: { 200: ZExtractionEstimate },
  },
  extractMaterials: {
    method: 'POST',
    errors: [402, 404, 409],
    path: '/sourcing/projects/:id/extract-materials',
    summary:
      "Start AI material extraction from the project's documents and description (400 'No documents uploaded' with neither; 402 without tokens; 409 while a run is in progress, its body ZExtractionRunningBody with the running run's id, nothing held). Re-running replaces the extracted materials, never the manual ones.",
    auth: true,
    params: ZIdParams,
    responses: { 202: ZExtractionStarted },
  },
  extractionStream: {
    method: 'GET',
    kind: 'sse',
    auth: true,
    errors: [404],
    path: '/sourcing/projects/:id/extraction/stream',
    summary: 'Server-sent events of the latest extraction run (ZExtractionStreamEvent), replayable by Last-Event-ID',
    params: ZIdParams,
    query: ZStreamQuery,
    responses: { 200: ZExtractionStreamEvent },
  },
  listMaterials: {
    method: 'GET',
    errors: [404],
    path: '/sourcing/projects/:id/materials',
    summary: "The project's materials, oldest first",
    auth: true,
    params: ZIdParams,
    responses: { 200: ZMaterialList },
  },
  createMaterial: {
    method: 'POST',
    errors: [404],
    path: '/sourcing/projects/:id/materials',
    summary: 'Add a material by hand; answers the stored material',
    auth: true,
    params: ZIdParams,
    body: ZCreateMaterialRequest,
    responses: { 201: ZMaterial },
  },
  updateMaterial: {
    method: 'PATCH',
    errors: [404],
    path: '/sourcing/materials/:id',
    summary: 'Change material fields (specifications are replaced whole); answers the updated material',
    auth: true,
    params: ZIdParams,
    body: ZUpdateMaterialRequest,
    responses: { 200: ZMaterial },
  },
  deleteMaterial: {
    method: 'DELETE',
    errors: [404],
    path: '/sourcing/materials/:id',
    summary: 'Delete a material',
    auth: true,
    params: ZIdParams,
    responses: { 200: ZMessageResponse },
  },
  materialCategories: {
    method: 'GET',
    errors: [404],
    path: '/sourcing/projects/:id/material-categories',
    summary: "The project's material categories with their material ids (the discovery dialog's choices)",
    auth: true,
    params: ZIdParams,
    responses: { 200: ZMaterialCategoryList },
  },
  ...skippedRowRoutes,
  ...vendorRoutes,
});

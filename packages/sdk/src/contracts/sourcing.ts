import { z } from 'zod';
import { ZIntId, ZMessageResponse } from './common.js';
import { defineRoutes } from './route.js';
import { ZPageQuery, ZStreamQuery } from './scalars.js';
import {
  ZDiscoveryEstimate,
  ZDiscoveryRequest,
  ZDiscoveryStarted,
  ZSearchSessionList,
  ZSearchSessionStatusResponse,
  ZSearchSessionsQuery,
} from './sourcing-discovery.js';
import { ZDiscoveryStreamEvent, ZExtractionStreamEvent } from './sourcing-events.js';
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
import { ZCreateRfqRequest, ZRfq, ZRfqList } from './sourcing-rfq.js';
import { ZVendorExportQuery, ZVendorList, ZVendorListQuery, ZVendorStats } from './sourcing-vendors.js';

export * from './sourcing-enums.js';
export * from './sourcing-projects.js';
export * from './sourcing-materials.js';
export * from './sourcing-vendors.js';
export * from './sourcing-discovery.js';
export * from './sourcing-events.js';
export * from './sourcing-rfq.js';

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
      'Create a project from multipart/form-data: the ZCreateProjectFields text fields plus repeated `documents` files (pdf, xls, xlsx, doc, docx, jpg, jpeg, png; 10 MB each). Needs a description or a document.',
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
  extractMaterials: {
    method: 'POST',
    errors: [402, 404, 409],
    path: '/sourcing/projects/:id/extract-materials',
    summary:
      "Start AI material extraction from the project's documents and description (400 'No documents uploaded' with neither; 402 without tokens; 409 while a run is in progress). Re-running replaces the extracted materials, never the manual ones.",
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
  estimateDiscoveryCost: {
    method: 'POST',
    path: '/sourcing/estimate-discovery-cost',
    summary: 'Estimate vendors, time and tokens of a discovery before running it (free)',
    auth: true,
    body: ZDiscoveryRequest,
    responses: { 200: ZDiscoveryEstimate },
  },
  discoverVendors: {
    method: 'POST',
    errors: [402, 404, 409],
    path: '/sourcing/projects/:id/discover-vendors',
    summary: 'Start AI vendor discovery for the chosen categories (402 without tokens)',
    auth: true,
    params: ZIdParams,
    body: ZDiscoveryRequest,
    responses: { 202: ZDiscoveryStarted },
  },
  listProjectVendors: {
    method: 'GET',
    errors: [404],
    path: '/sourcing/projects/:id/vendors',
    summary: "The project's vendors, filtered, sorted and paged",
    auth: true,
    params: ZIdParams,
    query: ZVendorListQuery,
    responses: { 200: ZVendorList },
  },
  listSessionVendors: {
    method: 'GET',
    errors: [404],
    path: '/sourcing/vendor-search-sessions/:id/vendors',
    summary: 'The vendors one search session found, filtered, sorted and paged',
    auth: true,
    params: ZIdParams,
    query: ZVendorListQuery,
    responses: { 200: ZVendorList },
  },
  exportProjectVendors: {
    method: 'GET',
    kind: 'raw',
    produces: 'text/csv',
    errors: [404],
    path: '/sourcing/projects/:id/vendors/export',
    summary: "The project's vendors as CSV (attachment), with the list's filters and order (VENDOR_EXPORT_COLUMNS)",
    auth: true,
    params: ZIdParams,
    query: ZVendorExportQuery,
    responses: { 200: z.string().describe('The CSV') },
  },
  requestQuotes: {
    method: 'POST',
    errors: [404, 409],
    path: '/sourcing/projects/:id/rfqs',
    summary: 'Request quotes from chosen vendors: e-mailed, as PDF and as WhatsApp links (409 without materials)',
    auth: true,
    params: ZIdParams,
    body: ZCreateRfqRequest,
    responses: { 201: ZRfq },
  },
  listRfqs: {
    method: 'GET',
    errors: [404],
    path: '/sourcing/projects/:id/rfqs',
    summary: "The project's requests for quotation, newest first",
    auth: true,
    params: ZIdParams,
    responses: { 200: ZRfqList },
  },
  rfqPdf: {
    method: 'GET',
    kind: 'raw',
    produces: 'application/pdf',
    errors: [404],
    path: '/sourcing/rfqs/:id/pdf',
    summary: 'A request for quotation as PDF (attachment)',
    auth: true,
    params: ZIdParams,
    responses: { 200: z.string().describe('The PDF') },
  },
  vendorStats: {
    method: 'GET',
    errors: [404],
    path: '/sourcing/projects/:id/vendors/stats',
    summary: "Counts, risk bands, averages and estimated savings of the project's vendors",
    auth: true,
    params: ZIdParams,
    responses: { 200: ZVendorStats },
  },
  listSearchSessions: {
    method: 'GET',
    errors: [404],
    path: '/sourcing/projects/:id/search-sessions',
    summary: "The project's discovery sessions, newest first, with totals",
    auth: true,
    params: ZIdParams,
    query: ZSearchSessionsQuery,
    responses: { 200: ZSearchSessionList },
  },
  sessionStatus: {
    method: 'GET',
    errors: [404],
    path: '/sourcing/vendor-search-sessions/:id/status',
    summary: 'Status and progress of a discovery session',
    auth: true,
    params: ZIdParams,
    responses: { 200: ZSearchSessionStatusResponse },
  },
  discoveryStream: {
    method: 'GET',
    kind: 'sse',
    auth: true,
    errors: [404],
    path: '/sourcing/vendor-search-sessions/:id/stream',
    summary: 'Server-sent events of a discovery session (ZDiscoveryStreamEvent), replayable by Last-Event-ID',
    params: ZIdParams,
    query: ZStreamQuery,
    responses: { 200: ZDiscoveryStreamEvent },
  },
});

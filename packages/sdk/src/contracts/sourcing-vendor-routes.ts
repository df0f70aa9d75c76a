import { z } from 'zod';
import { ZIntId } from './common.js';
import { defineRoutes } from './route.js';
import { ZStreamQuery } from './scalars.js';
import {
  ZDiscoveryEstimate,
  ZDiscoveryRequest,
  ZDiscoveryStarted,
  ZSearchSessionList,
  ZSearchSessionStatusResponse,
  ZSearchSessionsQuery,
} from './sourcing-discovery.js';
import { ZDiscoveryStreamEvent } from './sourcing-events.js';
import { ZCreateRfqRequest, ZRecordQuoteRequest, ZRfq, ZRfqList, ZVendorQuote, ZVendorQuoteList } from './sourcing-rfq.js';
import { ZVendorExportQuery, ZVendorList, ZVendorListQuery, ZVendorStats } from './sourcing-vendors.js';

const ZIdParams = z.object({ id: ZIntId });

/**
 * The vendor half of the sourcing assistant (part of `sourcingContract`): discovery, the vendor
 * lists and their export, requests for quotation and the search history.
 */
export const vendorRoutes = defineRoutes({
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
    errors: [402, 404, 409, 422],
    path: '/sourcing/projects/:id/discover-vendors',
    summary: 'Start AI vendor discovery for the chosen categories around the given place (402 without tokens, 422 for a place not found)',
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
    errors: [404, 409, 422],
    path: '/sourcing/projects/:id/rfqs',
    summary: 'Request quotes from chosen vendors, each sent the lines in the categories it supplies (or all): e-mailed, as PDF and as WhatsApp links (409 without materials, 422 when a vendor would get no line)',
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
  recordQuote: {
    method: 'POST',
    errors: [404, 409],
    path: '/sourcing/projects/:id/quotes',
    summary: 'Record the quote a vendor sent back for its latest request for quotation (409 quote_not_requested when none was sent)',
    auth: true,
    params: ZIdParams,
    body: ZRecordQuoteRequest,
    responses: { 201: ZVendorQuote },
  },
  listQuotes: {
    method: 'GET',
    errors: [404],
    path: '/sourcing/projects/:id/quotes',
    summary: "The project's received quotes, newest first",
    auth: true,
    params: ZIdParams,
    responses: { 200: ZVendorQuoteList },
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

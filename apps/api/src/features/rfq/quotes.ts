import { QUOTE_NOT_REQUESTED_MESSAGE, type TVendorQuote, type TVendorQuoteList, type ZRecordQuoteRequest } from '@app/sdk/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { AppError, notFound } from '../../lib/errors.js';
import { PROJECT_NOT_FOUND_MESSAGE } from '../sourcing/service.js';
import { findProjectOf } from '../sourcing/store.js';
import { insertQuote, latestRfqTo, type QuoteWithVendor, quotesOfProject } from './quotes-store.js';
import { rfqVendorsNotFoundMessage } from './service.js';
import { vendorsOfProject } from './store.js';

type Deps = Pick<AppDeps, 'database' | 'clock'>;
type Body = z.output<typeof ZRecordQuoteRequest>;

function toQuoteDto(q: QuoteWithVendor): TVendorQuote {
  return {
    id: q.id,
    project_id: q.projectId,
    vendor_id: q.projectVendorId,
    vendor_name: q.vendorName,
    rfq_id: q.rfqId,
    amount_rupees: q.amountPaise / 100,
    valid_until: q.validUntil,
    note: q.note,
    created_at: q.createdAt.toISOString(),
  };
}

async function ownProject(deps: Deps, userId: string, projectId: number): Promise<void> {
  if (!(await findProjectOf(deps.database.db, userId, projectId))) throw notFound(PROJECT_NOT_FOUND_MESSAGE);
}

/**
 * Records what a vendor of the project quoted back, against the latest request sent to it (409
 * `quote_not_requested` when none was); the vendor then shows its quote as received.
 */
export async function recordQuote(deps: Deps, userId: string, projectId: number, body: Body): Promise<TVendorQuote> {
  const { db } = deps.database;
  await ownProject(deps, userId, projectId);
  const [vendor] = await vendorsOfProject(db, projectId, [body.vendor_id]);
  if (!vendor) throw notFound(rfqVendorsNotFoundMessage([body.vendor_id]));
  const rfqId = await latestRfqTo(db, projectId, vendor.projectVendorId);
  if (rfqId === null) throw new AppError(409, QUOTE_NOT_REQUESTED_MESSAGE, { code: 'quote_not_requested' });
  const id = await insertQuote(db, {
    projectId,
    projectVendorId: vendor.projectVendorId,
    rfqId,
    amountPaise: Math.round(body.amount_rupees * 100),
    validUntil: body.valid_until ?? null,
    note: body.note || null,
    createdAt: deps.clock.now(),
  });
  const [stored] = await quotesOfProject(db, projectId, id);
  if (!stored) throw new Error(`quote ${id} vanished`);
  return toQuoteDto(stored);
}

export async function listQuotes(deps: Deps, userId: string, projectId: number): Promise<TVendorQuoteList> {
  await ownProject(deps, userId, projectId);
  return { quotes: (await quotesOfProject(deps.database.db, projectId)).map(toQuoteDto) };
}

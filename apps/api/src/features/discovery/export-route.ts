import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.js';
import { vendorsCsv } from './csv-export.js';
import { type ListQuery, projectVendorsMatching } from './vendor-lists.js';

/** The filtered list, every row, as a CSV attachment named after the project. */
export async function sendVendorsCsv(db: Db, reply: FastifyReply, userId: string, projectId: number, query: ListQuery): Promise<FastifyReply> {
  const vendors = await projectVendorsMatching(db, userId, projectId, query);
  return reply
    .code(200)
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="vendors-project-${projectId}.csv"`)
    .header('cache-control', 'no-store')
    .send(vendorsCsv(vendors));
}

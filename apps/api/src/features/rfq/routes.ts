import type { sourcingContract } from '@app/sdk/contracts';
import type { AppDeps } from '../../deps.js';
import type { ContractHandlers } from '../../router/index.js';
import { listQuotes, recordQuote } from './quotes.js';
import { listRfqs, requestQuotes, rfqPdf } from './service.js';

type RfqRoutes = Pick<typeof sourcingContract, 'requestQuotes' | 'listRfqs' | 'rfqPdf' | 'recordQuote' | 'listQuotes'>;

/** The HTTP side of requests for quotation (served within the sourcing contract). */
export function rfqHandlers(deps: AppDeps): ContractHandlers<RfqRoutes> {
  return {
    requestQuotes: ({ user, params, body }) => requestQuotes(deps, user.id, params.id, body),
    listRfqs: ({ user, params }) => listRfqs(deps, user.id, params.id),
    recordQuote: ({ user, params, body }) => recordQuote(deps, user.id, params.id, body),
    listQuotes: ({ user, params }) => listQuotes(deps, user.id, params.id),
    rfqPdf: async ({ user, params, reply }) => {
      const { filename, pdf } = await rfqPdf(deps, user.id, params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  };
}

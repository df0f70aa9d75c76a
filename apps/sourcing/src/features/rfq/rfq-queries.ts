import { sdk } from '@app/shell';
import { sourcingContract, type Client } from '@app/sdk';
import { queryOptions } from '@tanstack/react-query';
import { sourcingKeys } from '../../data/queries';

/** Under the project's key: invalidating the project refreshes its requests and quotes too. */
export const rfqKeys = {
  rfqs: (projectId: number) => [...sourcingKeys.project(projectId), 'rfqs'] as const,
  quotes: (projectId: number) => [...sourcingKeys.project(projectId), 'quotes'] as const,
};

/** E-mails go out as jobs after the answer: poll while any is still queued. */
const QUEUED_POLL_MS = 3_000;

export const rfqsQuery = (projectId: number, client: Client = sdk) =>
  queryOptions({
    queryKey: rfqKeys.rfqs(projectId),
    queryFn: ({ signal }) => client.call(sourcingContract.listRfqs, { params: { id: projectId }, signal }),
    refetchInterval: (query) =>
      query.state.data?.rfqs.some((r) => r.recipients.some((p) => p.email_status === 'queued')) ? QUEUED_POLL_MS : false,
  });

export const quotesQuery = (projectId: number, client: Client = sdk) =>
  queryOptions({
    queryKey: rfqKeys.quotes(projectId),
    queryFn: ({ signal }) => client.call(sourcingContract.listQuotes, { params: { id: projectId }, signal }),
  });

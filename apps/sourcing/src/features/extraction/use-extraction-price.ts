import { sdk } from '@app/shell';
import { sourcingContract, type Client, type TExtractionEstimate, type TProject } from '@app/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { sourcingKeys } from '../../data/queries';

/** The project's extraction price, under its key: a project refresh (new documents, an edited description) asks again. */
export const extractionPriceQuery = (project: Pick<TProject, 'id' | 'documents' | 'project_description'>, client: Client = sdk) =>
  queryOptions({
    queryKey: [...sourcingKeys.project(project.id), 'extraction-estimate', project.documents.map((d) => d.id).join(','), project.project_description ?? ''] as const,
    queryFn: ({ signal }): Promise<TExtractionEstimate> => client.call(sourcingContract.extractionEstimate, { params: { id: project.id }, signal }),
    staleTime: 60_000,
  });

/**
 * "About N tokens" before 'Start Material Extraction': the price the server computes from what the
 * documents will be read for (rows, pages), which the start holds and the run never exceeds. Null
 * while unknown (the button works without it: the start answers 402 if the balance is short).
 */
export function useExtractionPrice(project: Pick<TProject, 'id' | 'documents' | 'project_description'>, enabled: boolean): TExtractionEstimate | null {
  const { data } = useQuery({ ...extractionPriceQuery(project), enabled });
  return enabled ? (data ?? null) : null;
}

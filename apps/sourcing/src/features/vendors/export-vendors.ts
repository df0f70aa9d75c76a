import { buildUrl, sourcingContract, type TVendorExportQuery } from '@app/sdk';
import { downloadFile, sdk } from '@app/shell';

/** Downloads the server's CSV of the project's vendors with the list's filters and order. */
export function downloadVendorsCsv(projectId: number, query: TVendorExportQuery): Promise<void> {
  const url = buildUrl(sdk.config.baseUrl, sourcingContract.exportProjectVendors.path, { id: projectId }, query as Record<string, unknown>);
  return downloadFile(url, `project-${projectId}-vendors.csv`);
}

import { buildUrl, sourcingContract } from '@app/sdk';
import { downloadFile, sdk } from '@app/shell';

/** Downloads a request for quotation as PDF. */
export function downloadRfqPdf(rfqId: number): Promise<void> {
  return downloadFile(buildUrl(sdk.config.baseUrl, sourcingContract.rfqPdf.path, { id: rfqId }), `rfq-${rfqId}.pdf`);
}

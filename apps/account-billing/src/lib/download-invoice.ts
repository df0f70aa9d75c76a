import { buildUrl, paymentsContract } from '@app/sdk';
import { downloadFile, sdk } from '@app/shell';

/** Downloads a paid order's GST tax invoice (PDF). */
export function downloadInvoice(orderId: string, fallbackName: string): Promise<void> {
  return downloadFile(buildUrl(sdk.config.baseUrl, paymentsContract.invoice.path, { order_id: orderId }), fallbackName);
}

import { ApiError, buildUrl, errorText, sourcingContract } from '@app/sdk';
import { sdk } from '@app/shell';

/**
 * Downloads a request for quotation as PDF. The SDK's `call` reads bodies as text, which would
 * corrupt a PDF, so this fetches the bytes itself with the session's token (one refresh on 401)
 * and saves them under the server's file name.
 */
export async function downloadRfqPdf(rfqId: number): Promise<void> {
  const url = buildUrl(sdk.config.baseUrl, sourcingContract.rfqPdf.path, { id: rfqId });
  const get = async () => {
    const token = (await sdk.session.get())?.access_token;
    return fetch(url, { credentials: 'include', headers: token ? { authorization: `Bearer ${token}` } : {} });
  };
  let response = await get();
  if (response.status === 401 && (await sdk.session.refresh())) response = await get();
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw new ApiError({ status: response.status, message: errorText(body, response.statusText), body });
  }
  const blob = await response.blob();
  const name = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `rfq-${rfqId}.pdf`;
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start the download only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

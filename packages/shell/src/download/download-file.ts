import { ApiError, errorText } from '@app/sdk';
import { sdk } from '../sdk';

/**
 * Downloads a file route of the API (invoice, RFQ PDF, CSV export). The SDK's `call` reads
 * bodies as text, which would corrupt binary files, so this fetches the bytes with the session's
 * token (one refresh on 401), turns an error body into an `ApiError`, and saves the file under
 * the server's Content-Disposition name, else `fallbackName`.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
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
  const name = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
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

import { sdk } from '@app/shell';
import { buildUrl, sourcingContract } from '@app/sdk';

/** The address of an uploaded document's bytes (`GET /sourcing/projects/:id/documents/:documentId/file`). */
export const documentFileUrl = (projectId: number, documentId: number, baseUrl = sdk.config.baseUrl) =>
  buildUrl(baseUrl, sourcingContract.projectDocumentFile.path, { id: projectId, documentId });

/** The route needs the signed-in user: pdf.js sends this header with its requests. */
export async function documentAuthorization(): Promise<string | undefined> {
  const token = (await sdk.session.get())?.access_token;
  return token ? `Bearer ${token}` : undefined;
}

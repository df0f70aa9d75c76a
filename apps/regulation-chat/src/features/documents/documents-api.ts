import type { Client } from '@app/sdk';
import {
  DOCUMENT_FILE_FIELD,
  documentsContract,
  type TDocumentList,
  type TUploadDocumentFields,
  type TUploadDocumentResponse,
} from '@app/sdk/contracts';
import { documentUrl } from '../chat/chat-api';

/** Everything the documents screen asks of the API; tests give a stand-in. */
export interface DocumentsApi {
  list(page: number, pageSize: number): Promise<TDocumentList>;
  /** `POST /documents` (administrators only: 403 `admin_only` otherwise). */
  upload(fields: TUploadDocumentFields, file: File): Promise<TUploadDocumentResponse>;
  /** A document's signed `document_link` as a URL the browser can open; null when it is not one. */
  documentUrl(link: string): string | null;
}

/** The multipart body of an upload: the contract's text fields, then the PDF as the `file` part. */
export function uploadFormData(fields: TUploadDocumentFields, file: File): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  form.append(DOCUMENT_FILE_FIELD, file, file.name);
  return form;
}

export function createDocumentsApi(client: Client): DocumentsApi {
  return {
    list: (page, pageSize) => client.call(documentsContract.list, { query: { page, page_size: pageSize } }),
    upload: (fields, file) => client.call(documentsContract.upload, { body: uploadFormData(fields, file) }),
    documentUrl: (link) => documentUrl(client, link),
  };
}

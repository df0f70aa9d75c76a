import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../../test/app.js';
import { bearer } from '../auth/test-support.js';

/** Test-only: a multipart/form-data body of text fields and, optionally, one file part. */
export function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer; type?: string }) {
  const boundary = `----test${Date.now().toString(16)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/pdf'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** `POST /api/documents` as the holder of `token` (none: anonymous). */
export function uploadDocument(
  t: TestApp,
  token: string | null,
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer },
): Promise<LightMyRequestResponse> {
  const body = multipart(fields, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/documents',
    payload: body.payload,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
  });
}

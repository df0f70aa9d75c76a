import { extname } from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import { FILE_TOO_LARGE_MESSAGE, type FileParts } from '@app/sdk/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../lib/errors.js';
import type { UploadedFile } from './types.js';

export const MULTIPART_REQUIRED_MESSAGE = 'Send this form as multipart/form-data.';
export const TOO_MANY_FILES_MESSAGE = 'Too many files in one upload.';
export const UPLOAD_UNREADABLE_MESSAGE = 'The upload could not be read.';

/**
 * What went wrong while reading the form, as the API's error bodies. Everything thrown here
 * comes from parsing the client's bytes (busboy and @fastify/multipart): the limits, a
 * content type without a boundary, a body that ends before its closing boundary, malformed
 * part headers — each the client's fault (400/413), never a 500.
 */
function readError(error: unknown, files: FileParts): never {
  const code = (error as { code?: string }).code ?? '';
  const message = error instanceof Error ? error.message : String(error);
  if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, FILE_TOO_LARGE_MESSAGE);
  if (code === 'FST_FILES_LIMIT') throw badRequest(files.maxFiles === 1 ? 'Upload one file at a time.' : TOO_MANY_FILES_MESSAGE);
  if (/boundary/i.test(message)) throw badRequest(MULTIPART_REQUIRED_MESSAGE, 'The content type names no multipart boundary.');
  throw badRequest(UPLOAD_UNREADABLE_MESSAGE, message);
}

/**
 * Reads a multipart form within the contract's limits: text fields as strings (a repeated field
 * keeps its last value), and the files of the contract's field, type-checked by extension.
 * Files of any other field are refused rather than silently dropped.
 */
export async function readMultipart(request: FastifyRequest, files: FileParts) {
  if (!request.isMultipart()) throw new AppError(415, MULTIPART_REQUIRED_MESSAGE);
  const fields: Record<string, string> = {};
  const uploads: UploadedFile[] = [];
  try {
    const parts = request.parts({
      limits: { fileSize: files.maxBytes, files: files.maxFiles, fields: 30, fieldSize: 20_000, parts: files.maxFiles + 30, headerPairs: 100 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const file = part as MultipartFile;
      if (file.fieldname !== files.field) throw badRequest(`Unexpected file field "${file.fieldname}".`);
      const extension = extname(file.filename).slice(1).toLowerCase();
      if (!files.extensions.includes(extension)) throw new AppError(415, files.typeMessage);
      const bytes = await file.toBuffer();
      uploads.push({ field: file.fieldname, filename: file.filename, mimetype: file.mimetype, bytes });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    readError(error, files);
  }
  return { fields, files: uploads };
}

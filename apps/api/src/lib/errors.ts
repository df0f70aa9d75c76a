import { errorCodeForStatus, type TErrorCode } from '@app/sdk/contracts';

/**
 * An error with an HTTP status whose message is shown to users as is. The error handler turns
 * it into `{message, code, detail?, errors?, request_id}`; `code` defaults to the status's.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly options: {
      detail?: unknown;
      errors?: { path: string; message: string }[];
      headers?: Record<string, string>;
      code?: TErrorCode;
    } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  get code(): TErrorCode {
    return this.options.code ?? errorCodeForStatus(this.status);
  }
}

export const badRequest = (message: string, detail?: unknown) => new AppError(400, message, { detail });
export const unauthorized = (message = 'Your session has expired. Please log in again.') =>
  new AppError(401, message);
export const forbidden = (message: string, code?: TErrorCode) => new AppError(403, message, { code });
export const notFound = (message = 'Not found') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, { headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) } });

/**
 * An error with an HTTP status whose message is shown to users as is. The error handler turns
 * it into `{message, detail?, errors?, request_id}`.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly options: {
      detail?: unknown;
      errors?: { path: string; message: string }[];
      headers?: Record<string, string>;
    } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, detail?: unknown) => new AppError(400, message, { detail });
export const unauthorized = (message = 'Your session has expired. Please log in again.') =>
  new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message = 'Not found') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, { headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) } });

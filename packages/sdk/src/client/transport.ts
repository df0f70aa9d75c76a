import ky, { isTimeoutError } from 'ky';
import { ApiError, NETWORK_ERROR_MESSAGE } from './errors.js';

export interface SendOptions {
  method: string;
  url: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs: number;
  credentials?: RequestCredentials;
  fetch?: typeof fetch;
}

export interface Received {
  status: number;
  body: unknown;
  headers: Headers;
}

/**
 * One HTTP exchange through ky, with no retries and no throwing on HTTP errors: the client
 * decides what a status means. A failure to get any response becomes an `ApiError` with status 0
 * and the spec's network text; an abort by the caller is re-thrown as is.
 */
export async function send(options: SendOptions): Promise<Received> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  const fetchFn = options.fetch;
  let response: Response;
  try {
    response = await ky(options.url, {
      method: options.method,
      headers,
      ...(options.body === undefined ? {} : isForm ? { body: options.body as FormData } : { json: options.body }),
      signal: options.signal,
      timeout: options.timeoutMs,
      retry: 0,
      throwHttpErrors: false,
      ...(options.credentials ? { credentials: options.credentials } : {}),
      // Wrapped: ky calls it as a method, and a browser's fetch rejects any `this` but window.
      ...(fetchFn ? { fetch: (input: RequestInfo | URL, init?: RequestInit) => fetchFn(input, init) } : {}),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const timeout = isTimeoutError(error);
    throw new ApiError({ status: 0, message: NETWORK_ERROR_MESSAGE, code: timeout ? 'timeout' : 'network', cause: error });
  }
  return { status: response.status, body: await readBody(response, options.signal), headers: response.headers };
}

/** JSON when the response says so (text if it does not parse), text otherwise, undefined when empty. */
async function readBody(response: Response, signal?: AbortSignal): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError({ status: 0, message: NETWORK_ERROR_MESSAGE, code: 'network', cause: error });
  }
  if (text === '') return undefined;
  if (/[/+]json\b/i.test(response.headers.get('content-type') ?? '')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

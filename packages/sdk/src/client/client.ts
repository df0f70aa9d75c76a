import { authContract, type TUser } from '../contracts/auth.js';
import { ZInsufficientTokensBody, type TInsufficientTokensBody } from '../contracts/errors.js';
import { kindOf, type ZRoute } from '../contracts/route.js';
import type { z } from 'zod';
import { openStream, type StreamOptions, type StreamResult } from '../sse/open-stream.js';
import { createEmitter } from './emitter.js';
import { ApiError, errorText, requestIdOf } from './errors.js';
import { buildUrl } from './path.js';
import { type Received, send } from './transport.js';
import { memoryTokenStore, type SessionTokens, type TokenStore } from './token-store.js';
import type { CallArgs, CallInput, CallResult } from './types.js';
import { validateResponse } from './validate.js';

export interface ClientOptions {
  /** The API base, e.g. `https://api.example.com/api` or `/api` in a same-origin browser app. */
  baseUrl: string;
  /** Defaults to the global fetch (browsers, Node 20+). */
  fetch?: typeof fetch;
  tokenStore?: TokenStore;
  /** Spec part 1, section 7: 120000 ms. */
  timeoutMs?: number;
  /**
   * `'include'` for browser apps: the refresh cookie travels with requests, and with no refresh
   * token in the store the client refreshes through the cookie alone.
   */
  credentials?: RequestCredentials;
  /** Refresh through the cookie when the store has no refresh token; defaults to `credentials === 'include'`. */
  cookieSession?: boolean;
}

export interface ClientEvents extends Record<string, unknown> {
  /** The session could not be refreshed; the tokens are already cleared. */
  'session-expired': { reason: 'no-refresh-token' | 'refresh-failed' };
  /** HTTP 402 with its body (`detail.required`, `detail.available`); the call also rejects. */
  'insufficient-tokens': TInsufficientTokensBody;
  /** The stored tokens changed (set, refreshed or cleared); apps that persist them listen here. */
  'tokens-changed': SessionTokens | null;
}

export type Client = ReturnType<typeof createClient>;

/** A contract route answering `text/event-stream`; its 200 schema is the event union. */
type ZStreamRoute = ZRoute & { responses: { 200: z.ZodType } };

/** `client.stream` options: those of `openStream` minus what the client supplies, plus the URL parts. */
export type StreamCallOptions<S extends z.ZodType> = Omit<
  StreamOptions<S>,
  'url' | 'token' | 'fetch' | 'onUnauthorized' | 'schema' | 'resumeUrl'
> & {
  schema?: S;
  params?: Record<string, unknown>;
  /** Extra query values; the token is added by the helper. */
  query?: Record<string, unknown>;
  /** POST streams: where to resume after a drop, as a path of this API (e.g. from the first event). */
  resumePath?: () => string | undefined;
};

/** Statuses of a refresh that mean the session is gone (others, like 429 or 5xx, keep it). */
const SESSION_GONE = new Set([400, 401, 403, 404]);

export function createClient(options: ClientOptions) {
  const store = options.tokenStore ?? memoryTokenStore();
  const events = createEmitter<ClientEvents>();
  const timeoutMs = options.timeoutMs ?? 120_000;
  const cookieSession = options.cookieSession ?? options.credentials === 'include';
  let refreshing: Promise<TUser | null> | null = null;

  const exchange = (route: ZRoute, input: CallInput<ZRoute> = {}, token?: string, credentials = options.credentials) =>
    send({
      method: route.method,
      url: buildUrl(options.baseUrl, route.path, input.params as Record<string, unknown>, input.query as Record<string, unknown>),
      token,
      body: input.body,
      headers: input.headers,
      signal: input.signal,
      timeoutMs: input.timeoutMs ?? timeoutMs,
      credentials,
      fetch: options.fetch,
    });

  async function setTokens(tokens: SessionTokens | null) {
    await store.set(tokens);
    events.emit('tokens-changed', tokens);
  }

  async function expire(reason: ClientEvents['session-expired']['reason']) {
    await setTokens(null);
    events.emit('session-expired', { reason });
  }

  /**
   * One refresh for everyone: callers that arrive while it runs share its promise. Resolves to the
   * signed-in user the refresh answers with, or null when there is no session.
   */
  function refreshUser(): Promise<TUser | null> {
    refreshing ??= runRefresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  const refresh = async (): Promise<boolean> => (await refreshUser()) !== null;

  async function runRefresh(): Promise<TUser | null> {
    const refreshToken = (await store.get())?.refresh_token;
    if (!refreshToken && !cookieSession) {
      await expire('no-refresh-token');
      return null;
    }
    const route = authContract.refresh;
    // Without a stored token only the HttpOnly cookie can prove the session.
    const result = await exchange(route, { body: refreshToken ? { refresh_token: refreshToken } : {} }, undefined, refreshToken ? options.credentials : 'include');
    if (result.status !== 200) {
      if (SESSION_GONE.has(result.status)) {
        await expire('refresh-failed');
        return null;
      }
      throw toApiError(result);
    }
    const tokens = validateResponse(route, result.status, result.body) as CallResult<typeof route>;
    // Refresh tokens rotate: keeping the old one would revoke the session on the next refresh.
    await setTokens({ access_token: tokens.access_token, refresh_token: tokens.refresh_token ?? refreshToken, expires_in: tokens.expires_in });
    return tokens.user;
  }

  function toApiError(result: Received): ApiError {
    if (result.status === 402) {
      const parsed = ZInsufficientTokensBody.safeParse(result.body);
      if (parsed.success) events.emit('insufficient-tokens', parsed.data);
    }
    return new ApiError({
      status: result.status,
      message: errorText(result.body),
      body: result.body,
      request_id: requestIdOf(result.body, result.headers.get('x-request-id')),
    });
  }

  /** Calls a contract route; resolves to its validated response or rejects with an ApiError. */
  async function call<R extends ZRoute>(route: R, ...[input]: CallArgs<R>): Promise<CallResult<R>> {
    if (kindOf(route) === 'sse') throw new TypeError(`${route.method} ${route.path} is an event stream: open it with client.stream`);
    const sent = (await store.get())?.access_token;
    let result = await exchange(route, input as CallInput<ZRoute>, sent);
    // A 401 on a call made without a session (a wrong password at login) is an answer, not an expiry.
    if (result.status === 401 && (route.auth || sent) && route.path !== authContract.refresh.path) {
      const current = (await store.get())?.access_token;
      // The tokens changed while this call was on the wire: another call refreshed (retry with the
      // new token) or the session ended and was already reported (give up quietly, no second event).
      const renewed = current === sent ? await refresh() : current !== undefined;
      if (renewed) result = await exchange(route, input as CallInput<ZRoute>, (await store.get())?.access_token);
    }
    if (result.status >= 200 && result.status < 300) {
      return validateResponse(route, result.status, result.body) as CallResult<R>;
    }
    throw toApiError(result);
  }

  /**
   * Opens a server-sent event stream of this API with the stored access token (re-read on every
   * reconnect; one refresh on a 401). `target` is a contract stream route, whose 200 schema (the
   * event union) is used unless `schema` is given, or a path with `:params` plus a `schema`.
   */
  function stream<R extends ZStreamRoute>(route: R, streamOptions: StreamCallOptions<R['responses'][200]>): Promise<StreamResult>;
  function stream<S extends z.ZodType>(target: ZRoute | string, streamOptions: StreamCallOptions<S> & { schema: S }): Promise<StreamResult>;
  function stream(target: ZRoute | string, streamOptions: StreamCallOptions<z.ZodType>): Promise<StreamResult> {
    const { params, query, schema, resumePath, ...rest } = streamOptions;
    const path = typeof target === 'string' ? target : target.path;
    const eventSchema = schema ?? (typeof target === 'string' ? undefined : target.responses[200]);
    if (!eventSchema) throw new Error(`No event schema for the stream ${path}`);
    return openStream({
      ...rest,
      schema: eventSchema,
      url: buildUrl(options.baseUrl, path, params, query),
      resumeUrl: () => {
        const resumeAt = resumePath?.();
        return resumeAt ? buildUrl(options.baseUrl, resumeAt) : undefined;
      },
      token: async () => (await store.get())?.access_token,
      fetch: options.fetch,
      onUnauthorized: refresh,
    });
  }

  return {
    call,
    stream,
    on: events.on,
    session: {
      get: async () => (await store.get()) ?? null,
      /** Stores the tokens of a login, verify-email, refresh or Google sign-in response. */
      set: (tokens: SessionTokens) =>
        setTokens({ access_token: tokens.access_token, refresh_token: tokens.refresh_token, expires_in: tokens.expires_in }),
      clear: () => setTokens(null),
      /**
       * Refreshes now (e.g. a browser app restoring its session from the cookie on load). Resolves
       * false and emits `session-expired` when there is no session to restore.
       */
      refresh,
      /**
       * Restores a browser app's session on load in one round trip: the refresh answers with the
       * user, so no `GET /auth/me` has to follow. Null (and `session-expired`) without a session.
       */
      restore: refreshUser,
    },
    /** For the stream helper: the base URL and transport settings this client uses. */
    config: { baseUrl: options.baseUrl, fetch: options.fetch, timeoutMs },
  };
}

/** The spec's stream texts (part 2, sections 5 and 8). */
export const AUTH_REQUIRED_MESSAGE = 'Authentication required';
export const CLOSED_BY_SERVER_MESSAGE = 'Connection closed by server. Please check authentication or try again.';
export const CONNECTION_LOST_MESSAGE = 'Connection lost. Please refresh or try again.';

export type StreamErrorCode = 'auth-required' | 'closed-by-server' | 'connection-lost';

const messages: Record<StreamErrorCode, string> = {
  'auth-required': AUTH_REQUIRED_MESSAGE,
  'closed-by-server': CLOSED_BY_SERVER_MESSAGE,
  'connection-lost': CONNECTION_LOST_MESSAGE,
};

/**
 * Why a stream ended without its terminal event: no token (`auth-required`), the server refused
 * it (`closed-by-server`, with the status and body), or reconnecting failed too often
 * (`connection-lost`).
 */
export class StreamError extends Error {
  readonly code: StreamErrorCode;
  readonly status: number | undefined;
  readonly body: unknown;
  /** The id of the last event received, to resume from later. */
  readonly lastEventId: string | undefined;

  constructor(code: StreamErrorCode, init: { status?: number; body?: unknown; lastEventId?: string; cause?: unknown } = {}) {
    super(messages[code], init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'StreamError';
    this.code = code;
    this.status = init.status;
    this.body = init.body;
    this.lastEventId = init.lastEventId;
  }
}

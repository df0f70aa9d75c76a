export { openStream, type StreamOptions, type StreamResult } from './open-stream.js';
export {
  AUTH_REQUIRED_MESSAGE,
  CLOSED_BY_SERVER_MESSAGE,
  CONNECTION_LOST_MESSAGE,
  StreamError,
  type StreamErrorCode,
} from './errors.js';
export { backoffDelay, withToken, type RetryOptions } from './backoff.js';

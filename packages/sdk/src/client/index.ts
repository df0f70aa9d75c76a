export { createClient, type Client, type ClientEvents, type ClientOptions, type StreamCallOptions } from './client.js';
export { bindContract, type BoundContract } from './bind.js';
export {
  ApiError,
  type ApiErrorCode,
  ContractMismatchError,
  errorCodeOf,
  errorText,
  NETWORK_ERROR_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
} from './errors.js';
export { memoryTokenStore, type SessionTokens, type TokenStore } from './token-store.js';
export { fillPath, buildUrl, toSearchParams } from './path.js';
export { describeIssues, fieldPath } from './issues.js';
export type { CallArgs, CallInput, CallOptions, CallResult } from './types.js';

export { serveApi, serveRoute, type ServedRoute } from './serve-api.js';
export { trackRoutes, type InventoryEntry } from './inventory.js';
export { PLANNED_ROUTES, isPlanned, type PlannedRoutes } from './planned.js';
export { AUTH_REQUIRED_MESSAGE, authenticateStream } from './stream-auth.js';
export type { ApiHandlers, AuthUser, ContractHandlers, Handler, HandlerContext, Impl, RateLimitPolicy, RouteImpl, UploadedFile } from './types.js';
export { contractSerializerCompiler } from './serializer.js';
export { createReadyLane, laneServerFactory, type ReadyLane } from './ready-lane.js';

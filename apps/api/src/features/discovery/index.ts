export { discoveryHandlers, type DiscoveryRoutes } from './routes.js';
export { DISCOVERY_JOB } from './session-lifecycle.js';
export { discoveryJob } from './session-job.js';
export { scheduleSessionSweep, sweepStaleSessions } from './session-sweep.js';

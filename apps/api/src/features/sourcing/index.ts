export { sourcingHandlers } from './routes.js';
export { seedDemoProjects } from './demo-projects.js';
export { PROJECT_NOT_FOUND_MESSAGE } from './service.js';
export { EXTRACTION_JOB } from './run-lifecycle.js';
export { extractionJob } from './run-job.js';
export { RUN_STALE_MS, RUN_SWEEP_MS, scheduleRunSweep, sweepStaleRuns } from './run-sweep.js';
export { RUN_HEARTBEAT_MS } from './run-job.js';
export { findProjectOf } from './store.js';
export { materialsOfProject } from './materials-store.js';

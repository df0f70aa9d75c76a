export { sourcingHandlers } from './routes.js';
export { seedDemoProjects } from './demo-projects.js';
export { PROJECT_NOT_FOUND_MESSAGE } from './service.js';
export { EXTRACTION_JOB } from './run-lifecycle.js';
export { extractionJob } from './run-job.js';
export { scheduleRunSweep, sweepStaleRuns } from './run-sweep.js';

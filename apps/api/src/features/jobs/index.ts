export { createJobQueue, SHUTDOWN, type JobHandler, type JobQueue, type JobQueueOptions } from './queue.js';

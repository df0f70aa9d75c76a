export { createJobQueue, SHUTDOWN, type JobHandler, type JobQueue, type JobQueueOptions, type SendOptions } from './queue.js';

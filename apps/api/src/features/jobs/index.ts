export { createJobQueue, SHUTDOWN, type JobHandler, type JobQueue, type JobQueueOptions, type SendOptions } from './queue.js';
export {
  announceLine,
  claimNext,
  fairWorker,
  RUN_HEARTBEAT_MS,
  SWEPT,
  tendLine,
  wakeIfNeeded,
  type FairLine,
  type LineDeps,
  type Place,
} from './fair-queue.js';

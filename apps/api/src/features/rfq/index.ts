export { rfqHandlers } from './routes.js';
export { RFQ_MAIL_BATCH, RFQ_MAIL_JOB, rfqMailJob, scheduleRfqMailSweep } from './mail-job.js';

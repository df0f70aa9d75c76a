export { CATALOGUE, PRO_PLAN_CODE, seedCatalogue } from './catalogue.js';
export { schedulePeriodSweep, sweepPeriods } from './period-sweep.js';
export { subscriptionsHandlers } from './routes.js';
export { createBilling, type Billing } from './service.js';

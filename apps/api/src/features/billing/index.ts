export { CATALOGUE, PRO_PLAN_CODE, seedCatalogue } from './catalogue.js';
export { subscriptionsHandlers } from './routes.js';
export { createBilling, type Billing } from './service.js';

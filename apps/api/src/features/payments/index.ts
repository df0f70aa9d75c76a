export { paymentsHandlers } from './routes.js';
export { razorpayProvider, sandboxProvider, unconfiguredProvider, type PaymentProvider } from './provider.js';
export { createPayments, type Payments, type SelfWebhook } from './service.js';

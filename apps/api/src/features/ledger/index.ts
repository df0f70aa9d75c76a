export { createLedger } from './service.js';
export type { DebitTotal } from './debit-totals.js';
export type { DebitHistoryFilter, DebitHistoryPage } from './debit-history.js';
export type { Balance, CreditInput, DebitInput, Ledger, LedgerOptions, SetPlanInput } from './service.js';
export { insufficientTokens } from './errors.js';
export { FREE_PLAN, TOKEN_PRICE_PAISE_PER_1K, tokensToPaise } from './pricing.js';
export { RESERVATION_TTL_MS, ReservationClosedError } from './reservations.js';
export type { Reservation, ReserveInput, SettleDetails } from './reservations.js';
export { scheduleReservationSweep } from './sweep.js';

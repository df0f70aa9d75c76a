/** The billing feature's answers (clients branch on the error code, these are for people). */
export const PLAN_NOT_FOUND_MESSAGE = 'Plan not found';
export const TOKEN_PACK_NOT_FOUND_MESSAGE = 'Token pack not found';
export const ALREADY_ON_PLAN_MESSAGE = 'You are already on this plan';
export const FREE_PLAN_NOT_PAYABLE_MESSAGE = 'The free plan needs no payment';
export const CANCEL_NOT_ACTIVE_MESSAGE = 'Only an active Pro plan can be cancelled';
export const CANCELLED_MESSAGE = 'Subscription cancelled successfully';

/** The payment page and its return parameter (owned by account-billing; a full page load). */
export const BUY_TOKENS_PATH = '/payment';
export const PAYMENT_RETURN_PARAM = 'return';

/** `/payment?return=<path>`: after paying, the payment page brings the user back to `path`. */
export const buyTokensHref = (returnTo: string): string =>
  `${BUY_TOKENS_PATH}?${new URLSearchParams({ [PAYMENT_RETURN_PARAM]: returnTo }).toString()}`;

/** The id of the shell's 402 toast, so the out-of-tokens dialog can take its place. */
export const INSUFFICIENT_TOKENS_TOAST_ID = 'insufficient-tokens';

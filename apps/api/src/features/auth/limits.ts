/** Every throttle, lock and lifetime of the auth feature, in one place (documented in the README). */
export const LIMITS = {
  /** Failed logins / code checks from one IP address in the window → 429. */
  ipFailures: { max: 20, windowMs: 15 * 60_000 },
  /**
   * Wrong passwords per e-mail within `windowMs`: the first `free` wait for nothing, then each try
   * waits `baseMs` × 2^(n − free) after the previous one, at most `maxMs` — never a lock.
   */
  accountDelay: { free: 5, baseMs: 30_000, maxMs: 15 * 60_000, windowMs: 60 * 60_000 },
  /**
   * A device that signed in keeps its own token (cookie and row) until it goes this long unused;
   * with it, the e-mail's delay is skipped (the device's own wrong passwords still wait).
   */
  knownDeviceTtlS: 90 * 24 * 3600,
  /**
   * Wrong codes per account and purpose in a rolling window, whatever code they were aimed at;
   * the requester's own tries and everyone else's have a budget each.
   */
  codeFailures: { max: 10, windowMs: 60 * 60_000 },
  /**
   * Wrong tries that kill one code: for the address that asked for it, and apart from them for
   * everyone else, so another's guesses never kill the requester's code.
   */
  codeTries: 3,
  codeTtlMs: 10 * 60_000,
  /** New accounts from one address per hour (every sign-up counts, successful or not). */
  signUpsPerAddress: { max: 30, windowMs: 60 * 60_000 },
  /**
   * Sign-ups naming one e-mail per hour, from any address: a distributed flood can neither probe
   * one e-mail with 409s nor race its owner's sign-up.
   */
  signUpsPerEmail: { max: 5, windowMs: 60 * 60_000 },
  /** Code e-mails (resend, forgot password) asked for from one address per hour, whatever the account. */
  codeMailsPerAddress: { max: 30, windowMs: 60 * 60_000 },
  /** Sending codes: at least 60 s apart, at most 5 per hour, per account and purpose. */
  codeSend: { minGapMs: 60_000, max: 5, windowMs: 60 * 60_000 },
  /** A rotated refresh token presented this soon after rotation gets the same successor back. */
  refreshGraceMs: 10_000,
} as const;

export const MESSAGES = {
  tooManyAttempts: 'Too many attempts. Please try again later',
  locked: 'Account temporarily locked due to multiple failed attempts',
  invalidCredentials: 'Invalid email or password',
  unverified: 'Please verify your email address before continuing',
  emailTaken: 'An account with this email already exists',
  phoneTaken: 'An account with this phone number already exists',
  invalidCode: 'Invalid verification code',
  expiredCode: 'Verification code has expired',
  sessionExpired: 'Your session has expired. Please log in again.',
  noAccount: 'No account found with this email address',
} as const;

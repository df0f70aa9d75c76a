import { type Env, shouldEnablePaymentSandbox, shouldServeApiDocs, shouldServeDevOutbox } from './env.js';

/** What the app needs from the environment, already resolved (defaults filled in). */
export interface Config {
  nodeEnv: Env['NODE_ENV'];
  publicUrl: string;
  /** Origins allowed to call with the session cookie (CORS and the CSRF Origin check). */
  allowedOrigins: string[];
  cookieDomain?: string;
  /**
   * Fastify's `trustProxy`: false (the default) means the socket's peer is the client, so a
   * forged X-Forwarded-For cannot pick the address that throttles count against.
   */
  trustProxy: false | string | ((address: string, hop: number) => boolean);
  jwtSecret?: string;
  accessTokenTtlS: number;
  refreshTokenTtlS: number;
  smtpUrl?: string;
  mailFrom: string;
  googleClientId?: string;
  dataDir: string;
  version: string;
  /** Serve /api/docs and /api/openapi.json (API_DOCS; off in production unless asked for). */
  apiDocs: boolean;
  /** Serve GET /api/dev/outbox while mail goes to the outbox (ENABLE_DEV_OUTBOX; off in production unless asked for). */
  devOutbox: boolean;
  /** Lower-cased e-mails of the accounts allowed to upload documents (ADMIN_EMAILS). */
  adminEmails?: string[];
  /** Regulation answers: `offline` (the default, when absent) or an OpenAI-compatible model. */
  ai?: AiConfig;
  /**
   * Chat questions one user may ask per minute, plain and streamed together (a person asks far
   * fewer; a looping script is slowed before it reaches the ledger or the engine).
   */
  questionsPerMinute: number;
  /**
   * A request must arrive whole within this time (408 otherwise), so slow or stalled clients
   * cannot hold connections open; answers (event streams included) are not limited by it.
   */
  requestTimeoutMs: number;
  payments: PaymentsConfig;
  /** Google Places for vendor discovery (GOOGLE_PLACES_API_KEY); absent: the directory alone. */
  places?: { apiKey: string; baseUrl?: string };
}

/**
 * Razorpay when both keys are set, else the offline sandbox when `sandbox` allows it, else no
 * payments at all (503 payments_not_configured); the seller of GST invoices.
 */
export interface PaymentsConfig {
  razorpay?: { keyId: string; keySecret: string; webhookSecret?: string };
  /** Without Razorpay keys: the built-in sandbox (ENABLE_PAYMENT_SANDBOX; off in production unless asked for). */
  sandbox: boolean;
  seller: { name: string; address: string; gstin: string };
  invoicePrefix: string;
}

/** Used when no seller is configured (tests, development; a placeholder GSTIN with a valid check character, in Gujarat). */
export const DEFAULT_PAYMENTS_CONFIG: PaymentsConfig = {
  sandbox: true,
  seller: { name: 'Gujarat Build Assist', address: 'Ahmedabad, Gujarat 380015, India', gstin: '24AAAAA0000A1Z8' },
  invoicePrefix: 'GBA',
};

/** Long enough for 10 × 10 MB of documents over a slow uplink. */
export const REQUEST_TIMEOUT_MS = 120_000;



export interface AiConfig {
  provider: 'offline' | 'llm';
  baseUrl?: string;
  apiKey?: string;
  model?: string;
}

export function configFromEnv(env: Env, version = '0.1.0'): Config {
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const extra = (env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter(Boolean);
  return {
    nodeEnv: env.NODE_ENV,
    publicUrl,
    allowedOrigins: [...new Set([new URL(publicUrl).origin, ...extra])],
    cookieDomain: env.COOKIE_DOMAIN,
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    jwtSecret: env.JWT_SECRET,
    accessTokenTtlS: env.ACCESS_TOKEN_TTL_S,
    refreshTokenTtlS: env.REFRESH_TOKEN_TTL_S,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    googleClientId: env.GOOGLE_CLIENT_ID,
    dataDir: env.DATA_DIR,
    version,
    apiDocs: shouldServeApiDocs(env),
    devOutbox: shouldServeDevOutbox(env),
    adminEmails: env.ADMIN_EMAILS.split(',').map((e) => e.trim().toLowerCase()).filter(Boolean),
    ai: { provider: env.AI_PROVIDER, baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL },
    questionsPerMinute: env.QUESTIONS_PER_MINUTE,
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
    ...(env.GOOGLE_PLACES_API_KEY ? { places: { apiKey: env.GOOGLE_PLACES_API_KEY, baseUrl: env.GOOGLE_PLACES_BASE_URL } } : {}),
    payments: {
      ...(env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET
        ? { razorpay: { keyId: env.RAZORPAY_KEY_ID, keySecret: env.RAZORPAY_KEY_SECRET, webhookSecret: env.RAZORPAY_WEBHOOK_SECRET } }
        : {}),
      sandbox: shouldEnablePaymentSandbox(env),
      seller: {
        name: env.SELLER_NAME ?? DEFAULT_PAYMENTS_CONFIG.seller.name,
        address: env.SELLER_ADDRESS ?? DEFAULT_PAYMENTS_CONFIG.seller.address,
        gstin: env.SELLER_GSTIN ?? DEFAULT_PAYMENTS_CONFIG.seller.gstin,
      },
      invoicePrefix: env.INVOICE_PREFIX,
    },
  };
}

/** `TRUST_PROXY`: unset or empty → trust nobody; a whole number → that many hops; else the listed addresses/CIDRs. */
export function trustProxyOf(value: string | undefined): Config['trustProxy'] {
  if (!value) return false;
  if (/^\d+$/.test(value)) {
    // A hop count: the nearest `hops` addresses are our proxies (Fastify's types take no number).
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(',');
}

/** Defaults for tests: a fixed public URL, no SMTP, no Google. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    nodeEnv: 'test',
    publicUrl: 'http://localhost:3000',
    allowedOrigins: ['http://localhost:3000'],
    trustProxy: false,
    accessTokenTtlS: 900,
    refreshTokenTtlS: 30 * 24 * 3600,
    mailFrom: 'Test <no-reply@localhost>',
    dataDir: './.data-test',
    version: 'test',
    apiDocs: true,
    devOutbox: true,
    // Tests ask many questions as one user; the limit itself is tested with a small budget.
    questionsPerMinute: 1000,
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
    payments: DEFAULT_PAYMENTS_CONFIG,
    ...overrides,
  };
}

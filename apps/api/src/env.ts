import { validateGstin } from '@app/sdk/contracts';
import { z } from 'zod';

/** An on/off variable: `true`/`1` or `false`/`0`; unset stays undefined (the default applies). */
const zFlag = () =>
  z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1'));

/** The only place that reads process.env; everything else receives `Config`. */
const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  /** Extra origins allowed to call the API with the session cookie (comma-separated). */
  ALLOWED_ORIGINS: z.string().optional(),
  COOKIE_DOMAIN: z.string().optional(),
  /** Reverse proxies whose X-Forwarded-* headers are believed: addresses/CIDRs (comma-separated) or a hop count. */
  TRUST_PROXY: z.string().trim().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_S: z.coerce.number().int().positive().default(900),
  REFRESH_TOKEN_TTL_S: z.coerce.number().int().positive().default(30 * 24 * 3600),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Gujarat Build Assist <no-reply@localhost>'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  /** Accounts allowed to upload documents (comma-separated e-mails); empty means nobody. */
  ADMIN_EMAILS: z.string().default(''),
  /** Chat questions one user may ask per minute (benchmarks and load tests raise it). */
  QUESTIONS_PER_MINUTE: z.coerce.number().int().positive().default(10),
  /** Set by pnpm/npm to the folder a script was started from (CLI paths are relative to it). */
  INIT_CWD: z.string().optional(),
  /** Vendor discovery also asks Google Places when set (README: vendor directory). */
  GOOGLE_PLACES_API_KEY: z.string().trim().min(1).optional(),
  /** The Places API root (tests point it at a local server); Google's by default. */
  GOOGLE_PLACES_BASE_URL: z.string().url().optional(),
  AI_PROVIDER: z.enum(['offline', 'llm']).default('offline'),
  AI_BASE_URL: z.string().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  /**
   * The supplier printed on GST tax invoices (README: configuration; placeholders when unset),
   * required in production once Razorpay keys are set. The GSTIN's check character must be
   * right, and its first two digits are the supplier's state (CGST + SGST there, else IGST).
   */
  SELLER_NAME: z.string().trim().min(1).optional(),
  SELLER_ADDRESS: z.string().trim().min(1).optional(),
  SELLER_GSTIN: z
    .string()
    .trim()
    .toUpperCase()
    .superRefine((gstin, ctx) => {
      const check = validateGstin(gstin);
      if (!check.valid) ctx.addIssue({ code: 'custom', message: `not a valid GSTIN: ${check.reason}` });
    })
    .optional(),
  /** Invoice numbers are <prefix>/<financial year>/<number>, at most 16 characters (GST rule). */
  INVOICE_PREFIX: z.string().regex(/^[A-Z0-9]{1,4}$/).default('GBA'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Unset: the demo account is created outside production only. */
  SEED_DEMO: zFlag(),
  /** Unset: /api/docs and /api/openapi.json are served outside production only. */
  API_DOCS: zFlag(),
  /** Unset: without Razorpay keys the sandbox checkout (no real money) runs outside production only. */
  ENABLE_PAYMENT_SANDBOX: zFlag(),
  /** Unset: GET /api/dev/outbox (everyone's e-mailed codes) is served outside production only. */
  ENABLE_DEV_OUTBOX: zFlag(),
}).superRefine((env, ctx) => {
  if (env.NODE_ENV !== 'production') return;
  // A generated secret or a guessed origin would make links, cookies and CORS wrong in production.
  for (const name of ['JWT_SECRET', 'PUBLIC_URL'] as const) {
    if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: `must be set when NODE_ENV=production` });
  }
  // Real payments get real tax invoices: the supplier on them must be the real one, not the placeholder.
  if (env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET) {
    for (const name of ['SELLER_NAME', 'SELLER_ADDRESS', 'SELLER_GSTIN'] as const) {
      if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'must be set when NODE_ENV=production and Razorpay keys are set (GST tax invoices print it)' });
    }
  }
});

export type Env = z.infer<typeof ZEnv>;

/** Whether to create the demo account: as SEED_DEMO says, else only outside production. */
export const shouldSeedDemo = (env: Env): boolean => env.SEED_DEMO ?? env.NODE_ENV !== 'production';

/** Whether to serve the API documentation: as API_DOCS says, else only outside production. */
export const shouldServeApiDocs = (env: Pick<Env, 'API_DOCS' | 'NODE_ENV'>): boolean =>
  env.API_DOCS ?? env.NODE_ENV !== 'production';

/** Razorpay when both keys are set. */
export const hasRazorpayKeys = (env: Pick<Env, 'RAZORPAY_KEY_ID' | 'RAZORPAY_KEY_SECRET'>): boolean =>
  Boolean(env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET);

/** Whether, without Razorpay keys, the sandbox checkout runs: as ENABLE_PAYMENT_SANDBOX says, else only outside production. */
export const shouldEnablePaymentSandbox = (env: Pick<Env, 'ENABLE_PAYMENT_SANDBOX' | 'NODE_ENV'>): boolean =>
  env.ENABLE_PAYMENT_SANDBOX ?? env.NODE_ENV !== 'production';

/** Whether GET /api/dev/outbox may be served (mail must also go to the outbox): as ENABLE_DEV_OUTBOX says, else only outside production. */
export const shouldServeDevOutbox = (env: Pick<Env, 'ENABLE_DEV_OUTBOX' | 'NODE_ENV'>): boolean =>
  env.ENABLE_DEV_OUTBOX ?? env.NODE_ENV !== 'production';

/**
 * What the start log must shout about: in production, every development convenience switched on
 * by its variable (each one hands out something for free), and payments left unconfigured.
 */
export function productionWarnings(env: Env): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const warnings: string[] = [];
  if (!hasRazorpayKeys(env)) {
    warnings.push(
      shouldEnablePaymentSandbox(env)
        ? 'UNSAFE IN PRODUCTION: ENABLE_PAYMENT_SANDBOX is on and no Razorpay keys are set — any signed-in user can buy any plan or pack with the sandbox card, no money moves'
        : 'Payments are not configured (RAZORPAY_KEY_ID / RAZORPAY_KEY_SECRET unset): the payment routes answer 503 payments_not_configured',
    );
  }
  if (shouldServeDevOutbox(env) && !env.SMTP_URL) {
    warnings.push("UNSAFE IN PRODUCTION: ENABLE_DEV_OUTBOX is on — anyone can read every account's verification and reset codes at /api/dev/outbox");
  }
  if (shouldSeedDemo(env)) {
    warnings.push('UNSAFE IN PRODUCTION: SEED_DEMO is on — the demo account with its published password exists on this server');
  }
  return warnings;
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

import { z } from 'zod';

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
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_S: z.coerce.number().int().positive().default(900),
  REFRESH_TOKEN_TTL_S: z.coerce.number().int().positive().default(30 * 24 * 3600),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Gujarat Build Assist <no-reply@localhost>'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  /** Accounts allowed to upload documents (comma-separated e-mails); empty means nobody. */
  ADMIN_EMAILS: z.string().default(''),
  /** Set by pnpm/npm to the folder a script was started from (CLI paths are relative to it). */
  INIT_CWD: z.string().optional(),
  AI_PROVIDER: z.enum(['offline', 'llm']).default('offline'),
  AI_BASE_URL: z.string().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

export type Env = z.infer<typeof ZEnv>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

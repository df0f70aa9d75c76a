import type { Env } from './env.js';

/** What the app needs from the environment, already resolved (defaults filled in). */
export interface Config {
  nodeEnv: Env['NODE_ENV'];
  publicUrl: string;
  /** Origins allowed to call with the session cookie (CORS and the CSRF Origin check). */
  allowedOrigins: string[];
  cookieDomain?: string;
  jwtSecret?: string;
  accessTokenTtlS: number;
  refreshTokenTtlS: number;
  smtpUrl?: string;
  mailFrom: string;
  googleClientId?: string;
  dataDir: string;
  version: string;
  /** Lower-cased e-mails of the accounts allowed to upload documents (ADMIN_EMAILS). */
  adminEmails?: string[];
  /** Regulation answers: `offline` (the default, when absent) or an OpenAI-compatible model. */
  ai?: AiConfig;
}

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
    jwtSecret: env.JWT_SECRET,
    accessTokenTtlS: env.ACCESS_TOKEN_TTL_S,
    refreshTokenTtlS: env.REFRESH_TOKEN_TTL_S,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    googleClientId: env.GOOGLE_CLIENT_ID,
    dataDir: env.DATA_DIR,
    version,
    adminEmails: env.ADMIN_EMAILS.split(',').map((e) => e.trim().toLowerCase()).filter(Boolean),
    ai: { provider: env.AI_PROVIDER, baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL },
  };
}

/** Defaults for tests: a fixed public URL, no SMTP, no Google. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    nodeEnv: 'test',
    publicUrl: 'http://localhost:3000',
    allowedOrigins: ['http://localhost:3000'],
    accessTokenTtlS: 900,
    refreshTokenTtlS: 30 * 24 * 3600,
    mailFrom: 'Test <no-reply@localhost>',
    dataDir: './.data-test',
    version: 'test',
    ...overrides,
  };
}

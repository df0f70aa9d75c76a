import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config.js';
import { productionWarnings, readEnv, shouldSeedDemo } from './env.js';

const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), PUBLIC_URL: 'https://buildassist.example.in' };

describe('environment', () => {
  it('refuses to start in production without JWT_SECRET or PUBLIC_URL, naming what is missing', () => {
    expect(() => readEnv({ ...production, JWT_SECRET: undefined })).toThrow(/JWT_SECRET: must be set when NODE_ENV=production/);
    expect(() => readEnv({ ...production, PUBLIC_URL: undefined })).toThrow(/PUBLIC_URL: must be set when NODE_ENV=production/);
    expect(() => readEnv(production)).not.toThrow();
  });

  it('refuses to start with a SELLER_GSTIN whose check character is wrong, and takes a valid one for the invoices', () => {
    expect(() => readEnv({ SELLER_GSTIN: '24AAACC1206D1ZN' })).toThrow(/SELLER_GSTIN: not a valid GSTIN: The GSTIN check character does not match/);
    expect(() => readEnv({ SELLER_GSTIN: '24AAAAA0000A1Z5' })).toThrow(/SELLER_GSTIN/);
    expect(configFromEnv(readEnv({ SELLER_GSTIN: '24aaacc1206d1zm' })).payments.seller.gstin).toBe('24AAACC1206D1ZM');
  });

  it('needs the supplier named on invoices in production once Razorpay keys are set, and prints a valid placeholder otherwise', () => {
    const paid = { ...production, RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 's' };
    for (const name of ['SELLER_NAME', 'SELLER_ADDRESS', 'SELLER_GSTIN']) {
      expect(() => readEnv(paid)).toThrow(new RegExp(`${name}: must be set when NODE_ENV=production and Razorpay keys are set`));
    }
    const seller = { SELLER_NAME: 'Build Assist Pvt Ltd', SELLER_ADDRESS: 'Ambawadi, Ahmedabad 380015', SELLER_GSTIN: '24AAACC1206D1ZM' };
    expect(configFromEnv(readEnv({ ...paid, ...seller })).payments.seller).toEqual({ name: 'Build Assist Pvt Ltd', address: 'Ambawadi, Ahmedabad 380015', gstin: '24AAACC1206D1ZM' });
    expect(configFromEnv(readEnv({})).payments.seller.gstin).toBe('24AAAAA0000A1Z8');
  });

  it('needs neither outside production', () => {
    expect(() => readEnv({})).not.toThrow();
  });

  it('creates the demo account in production only when SEED_DEMO=true says so', () => {
    expect(shouldSeedDemo(readEnv(production))).toBe(false);
    expect(shouldSeedDemo(readEnv({ ...production, SEED_DEMO: 'true' }))).toBe(true);
    expect(shouldSeedDemo(readEnv({}))).toBe(true);
    expect(shouldSeedDemo(readEnv({ SEED_DEMO: 'false' }))).toBe(false);
  });

  it('serves the API documentation in production only when API_DOCS=true', () => {
    expect(configFromEnv(readEnv(production)).apiDocs).toBe(false);
    expect(configFromEnv(readEnv({ ...production, API_DOCS: 'true' })).apiDocs).toBe(true);
    expect(configFromEnv(readEnv({})).apiDocs).toBe(true);
  });

  it('keeps the payment sandbox and the dev outbox off in production unless ENABLE_PAYMENT_SANDBOX / ENABLE_DEV_OUTBOX turn them on', () => {
    const off = configFromEnv(readEnv(production));
    expect([off.payments.sandbox, off.devOutbox]).toEqual([false, false]);
    const on = configFromEnv(readEnv({ ...production, ENABLE_PAYMENT_SANDBOX: '1', ENABLE_DEV_OUTBOX: 'true' }));
    expect([on.payments.sandbox, on.devOutbox]).toEqual([true, true]);
    const local = configFromEnv(readEnv({}));
    expect([local.payments.sandbox, local.devOutbox]).toEqual([true, true]);
    expect(() => readEnv({ ENABLE_PAYMENT_SANDBOX: 'yes' })).toThrow(/ENABLE_PAYMENT_SANDBOX/);
  });

  it('warns at start about every development convenience switched on in production, and about payments left unconfigured', () => {
    expect(productionWarnings(readEnv({ ENABLE_PAYMENT_SANDBOX: '1', SEED_DEMO: 'true' }))).toEqual([]);
    expect(productionWarnings(readEnv(production))).toEqual([expect.stringMatching(/^Payments are not configured/)]);
    const loud = productionWarnings(readEnv({ ...production, ENABLE_PAYMENT_SANDBOX: '1', ENABLE_DEV_OUTBOX: '1', SEED_DEMO: '1' }));
    expect(loud).toEqual([
      expect.stringMatching(/^UNSAFE IN PRODUCTION: ENABLE_PAYMENT_SANDBOX/),
      expect.stringMatching(/^UNSAFE IN PRODUCTION: ENABLE_DEV_OUTBOX/),
      expect.stringMatching(/^UNSAFE IN PRODUCTION: SEED_DEMO/),
    ]);
    const keys = {
      RAZORPAY_KEY_ID: 'rzp_live_x',
      RAZORPAY_KEY_SECRET: 's',
      SMTP_URL: 'smtps://u:p@smtp.example.in:465',
      SELLER_NAME: 'Seller',
      SELLER_ADDRESS: 'Surat',
      SELLER_GSTIN: '24AAAAA0000A1Z8',
    };
    expect(productionWarnings(readEnv({ ...production, ...keys, ENABLE_PAYMENT_SANDBOX: '1', ENABLE_DEV_OUTBOX: '1' }))).toEqual([]);
  });

  it('configures Google Places for vendor discovery only when GOOGLE_PLACES_API_KEY is set', () => {
    expect(configFromEnv(readEnv({})).places).toBeUndefined();
    expect(configFromEnv(readEnv({ GOOGLE_PLACES_API_KEY: 'k', GOOGLE_PLACES_BASE_URL: 'http://127.0.0.1:9/maps/api/place' })).places).toEqual({
      apiKey: 'k',
      baseUrl: 'http://127.0.0.1:9/maps/api/place',
    });
    expect(() => readEnv({ GOOGLE_PLACES_BASE_URL: 'not a url' })).toThrow(/GOOGLE_PLACES_BASE_URL/);
  });
});

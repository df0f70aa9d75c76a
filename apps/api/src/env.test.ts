import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config.js';
import { readEnv, shouldSeedDemo } from './env.js';

const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), PUBLIC_URL: 'https://buildassist.example.in' };

describe('environment', () => {
  it('refuses to start in production without JWT_SECRET or PUBLIC_URL, naming what is missing', () => {
    expect(() => readEnv({ ...production, JWT_SECRET: undefined })).toThrow(/JWT_SECRET: must be set when NODE_ENV=production/);
    expect(() => readEnv({ ...production, PUBLIC_URL: undefined })).toThrow(/PUBLIC_URL: must be set when NODE_ENV=production/);
    expect(() => readEnv(production)).not.toThrow();
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

  it('configures Google Places for vendor discovery only when GOOGLE_PLACES_API_KEY is set', () => {
    expect(configFromEnv(readEnv({})).places).toBeUndefined();
    expect(configFromEnv(readEnv({ GOOGLE_PLACES_API_KEY: 'k', GOOGLE_PLACES_BASE_URL: 'http://127.0.0.1:9/maps/api/place' })).places).toEqual({
      apiKey: 'k',
      baseUrl: 'http://127.0.0.1:9/maps/api/place',
    });
    expect(() => readEnv({ GOOGLE_PLACES_BASE_URL: 'not a url' })).toThrow(/GOOGLE_PLACES_BASE_URL/);
  });
});

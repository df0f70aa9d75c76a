import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/**
 * The tables (modules of apps/api/src/db/schema) each API feature may query; any other feature's
 * tables are reached through that feature's functions. A feature not listed may query none.
 */
const TABLES_OF_FEATURE = {
  auth: ['auth', 'users'],
  documents: ['documents'],
  events: ['events'],
  // Plans, subscriptions and payment orders live in one schema module (billing.ts).
  billing: ['billing'],
  payments: ['billing'],
  ledger: ['ledger'],
  mail: ['mail'],
  regagent: ['regagent'],
  // The search index over the documents feature's chunks.
  retrieval: ['documents'],
  sourcing: ['sourcing'],
  // Requests for quotation (rfqs) and the quote state of project vendors.
  rfq: ['vendors', 'rfq'],
  // Discovery sessions, project vendors and reads of the directory they join.
  discovery: ['vendors'],
  // The supplier directory (vendors.ts also holds discovery's tables, queried by its feature).
  vendors: ['vendors'],
};

/**
 * Per API feature: dependencies come from deps.ts (importing the app would close an import
 * circle), and only its own tables (row types of others stay importable).
 */
function apiFeatureBoundaries() {
  const features = readdirSync(new URL('./apps/api/src/features/', import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory());
  return features.map(({ name }) => {
    const own = TABLES_OF_FEATURE[name] ?? [];
    const otherSchema = own.length ? `^(\\.\\./)+db/schema/(?!(?:${own.join('|')})\\.js$)` : '^(\\.\\./)+db/schema/';
    return {
      files: [`apps/api/src/features/${name}/**/*.ts`],
      ignores: ['**/*.test.ts', '**/test-support.ts'],
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          {
            patterns: [
              { regex: '^(\\.\\./)+app(\\.js)?$', message: 'Take AppDeps from src/deps.ts.' },
              {
                regex: otherSchema,
                allowTypeImports: true,
                message: `The ${name} feature queries only its own tables (${own.join(', ') || 'none'}; eslint.config.js): import them from db/schema/<module>.js, and reach other tables through their feature.`,
              },
            ],
          },
        ],
      },
    };
  });
}

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', '**/.data/**', '**/storybook-static/**', '**/drizzle/meta/**', '.tools/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Small modules with one job.
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    // Configuration is read and validated in one place.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    ignores: ['apps/api/src/env.ts', 'packages/shell/src/vite-config.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read settings through apps/api/src/env.ts.' }],
    },
  },
  ...apiFeatureBoundaries(),
  {
    // Product code narrows instead of asserting (`x!`); tests may assert.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}', 'bench/src/**/*.ts'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/test-support.ts',
      '**/testing/**',
    ],
    rules: { '@typescript-eslint/no-non-null-assertion': 'error' },
  },
  {
    files: ['**/public/sw.js'],
    languageOptions: { globals: { self: 'readonly', caches: 'readonly', fetch: 'readonly', URL: 'readonly' } },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', Buffer: 'readonly' } },
  },
);

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // A busy shared machine: lazy chunks and catalogues may take a moment.
    testTimeout: 30_000,
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    passWithNoTests: true,
    // Form tests type whole sign-up forms on a machine shared by several engineers.
    testTimeout: 20_000,
  },
});

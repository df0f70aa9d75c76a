import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    passWithNoTests: true,
    testTimeout: 30_000,
    // CSS is not processed in tests, except files imported with ?raw (the chrome's layout test).
    css: { include: [/\.css\?raw$/] },
  },
});

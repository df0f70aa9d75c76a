import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    testTimeout: 30_000,
    setupFiles: ['./src/test/setup.ts'],
    // CSS is not processed in tests, except files imported with ?raw (read by the token tests).
    css: { include: [/\.css\?raw$/] },
  },
});

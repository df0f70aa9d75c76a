import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { server: 'src/server.ts', index: 'src/index.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  // Workspace packages are bundled; everything from npm stays external.
  noExternal: [/^@app\//],
});

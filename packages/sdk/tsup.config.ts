import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'contracts/index': 'src/contracts/index.ts', plain: 'src/plain.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});

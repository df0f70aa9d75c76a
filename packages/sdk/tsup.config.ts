import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'contracts/index': 'src/contracts/index.ts', 'constants/index': 'src/constants/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});

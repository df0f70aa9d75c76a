// Writes the quality set's documents to fixtures/ (committed): `pnpm exec tsx src/features/extraction/quality/generate.ts`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CORPUS } from './corpus.js';

const out = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');
mkdirSync(out, { recursive: true });
for (const document of CORPUS) {
  writeFileSync(join(out, document.file), await document.build());
  console.log(document.file);
}

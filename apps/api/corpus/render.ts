// Renders the regulation corpus (sources/*.md) to PDFs in dist/ for ingestion:
// `pnpm --filter @app/api corpus:build` (also part of the API's `build`).
import { fileURLToPath } from 'node:url';
import { relative } from 'node:path';
import { renderCorpus } from '../src/features/documents/corpus-render.js';

const sources = fileURLToPath(new URL('./sources/', import.meta.url));
const out = fileURLToPath(new URL('./dist/', import.meta.url));
const written = await renderCorpus(sources, out);
for (const file of written) console.log(`corpus: ${relative(process.cwd(), file)}`);

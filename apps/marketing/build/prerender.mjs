// After `vite build` (browser) and `vite build --ssr` (Node): writes the prerendered pages,
// sitemap.xml and robots.txt into dist/. PUBLIC_URL (the site's public address, as for the API)
// gives the canonical URLs; without it they point at the local server.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const app = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(app, 'dist');
const origin = (process.env.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

const { prerenderSite } = await import(pathToFileURL(join(app, 'dist-ssr/entry-server.js')).href);
const template = readFileSync(join(dist, 'index.html'), 'utf8');
// Vite's manifest says which chunks and styles each lazy page needs; it is not served.
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
rmSync(join(dist, '.vite'), { recursive: true, force: true });
const files = await prerenderSite(template, origin, manifest);
rmSync(join(dist, 'pages'), { recursive: true, force: true });
for (const { file, content } of files) {
  const full = join(dist, file);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, content);
  // The server sends the precompressed copy the browser accepts (as for the other built files).
  writeFileSync(`${full}.br`, brotliCompressSync(content));
  writeFileSync(`${full}.gz`, gzipSync(content));
}
rmSync(join(app, 'dist-ssr'), { recursive: true, force: true });
console.log(`prerendered ${files.length} files for ${origin}`);

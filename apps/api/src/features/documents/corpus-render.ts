import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { parseMarkdown, renderPdf } from './render/index.js';

/** Renders every `<sourcesDir>/*.md` to `<outDir>/<stem>.pdf`; returns the files written. */
export async function renderCorpus(sourcesDir: string, outDir: string): Promise<string[]> {
  await mkdir(outDir, { recursive: true });
  const written: string[] = [];
  for (const name of (await readdir(sourcesDir)).filter((n) => n.endsWith('.md')).sort()) {
    const markdown = await readFile(join(sourcesDir, name), 'utf8');
    const pdf = await renderPdf(parseMarkdown(markdown));
    const target = join(outDir, `${basename(name, '.md')}.pdf`);
    await writeFile(target, pdf);
    written.push(target);
  }
  return written;
}

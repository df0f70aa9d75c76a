import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { expandRuleSections } from '../rules/digest/index.js';
import { parseMarkdown, renderPdf } from './render/index.js';

/**
 * Renders every `<sourcesDir>/*.md` to `<outDir>/<stem>.pdf`; returns the files written. The
 * digest's rule sections are written from the rule data first (`expand`), so the PDF and the
 * calculator share one source.
 */
export async function renderCorpus(sourcesDir: string, outDir: string, expand: (markdown: string) => string = expandRuleSections): Promise<string[]> {
  await mkdir(outDir, { recursive: true });
  const written: string[] = [];
  for (const name of (await readdir(sourcesDir)).filter((n) => n.endsWith('.md')).sort()) {
    const markdown = expand(await readFile(join(sourcesDir, name), 'utf8'));
    const pdf = await renderPdf(parseMarkdown(markdown));
    const target = join(outDir, `${basename(name, '.md')}.pdf`);
    await writeFile(target, pdf);
    written.push(target);
  }
  return written;
}

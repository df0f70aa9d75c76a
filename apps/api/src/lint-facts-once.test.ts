import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FREE_PLAN_QUOTA_TOKENS, PRO_PLAN } from '@app/sdk/contracts';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'dist-ssr', 'storybook-static', 'coverage', 'test-results', 'playwright-report']);

/** Files under `dir` (relative to the repository) whose name matches `name`, build output and hidden folders left out. */
function filesUnder(dir: string, name: RegExp): string[] {
  const found: string[] = [];
  const walk = (path: string) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      if (SKIPPED_DIRS.has(entry.name) || (entry.name.startsWith('.') && entry.name !== '.storybook')) continue;
      const child = join(path, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (name.test(entry.name)) found.push(relative(root, child));
    }
  };
  walk(join(root, dir));
  return found;
}

/** `path:line` of every line of `files` matching one of `patterns`. */
function linesMatching(files: string[], patterns: RegExp[], skipLine: (line: string) => boolean = () => false): string[] {
  return files.flatMap((file) =>
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .flatMap((line, index) => (!skipLine(line) && patterns.some((p) => p.test(line)) ? [`${file}:${index + 1}`] : [])),
  );
}

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const sources = () => ['apps', 'packages', 'bench', 'e2e'].flatMap((dir) => filesUnder(dir, SOURCE));
const isComment = (line: string) => /^\s*(\/\/|\/\*|\*)/.test(line);

describe('each fact once', () => {
  it("lists the product's languages only in the SDK (LANGUAGE_CODES, TLanguageCode, TIndicLanguageCode)", () => {
    const quote = `['"]`;
    const lists = [
      // A union of the languages ("gu" or "hi" joined by a bar), or an array of all three.
      new RegExp(`${quote}gu${quote}\\s*\\|\\s*${quote}hi${quote}`),
      new RegExp(`\\[\\s*${quote}en${quote}\\s*,\\s*${quote}gu${quote}\\s*,\\s*${quote}hi${quote}`),
    ];
    const copies = linesMatching(sources(), lists).filter((at) => !at.startsWith('packages/sdk/src/constants/languages.ts:'));
    expect(copies, 'use LANGUAGE_CODES / TLanguageCode / TIndicLanguageCode from @app/sdk/contracts (or languageCodes from @app/i18n)').toEqual([]);
  }, 60_000);

  it('writes the free quota and the Pro price only in the SDK: code and catalogue texts interpolate them', () => {
    const freeQuota = FREE_PLAN_QUOTA_TOKENS.toLocaleString('en-IN');
    const proPrice = PRO_PLAN.priceInr.toLocaleString('en-IN');
    const catalogues = filesUnder('packages/i18n/src/locales', /\.json$/);
    const inTexts = linesMatching(catalogues, [new RegExp(`(^|[^\\d,])(${freeQuota}|${proPrice})(?!\\d|,\\d)`)]);
    expect(inTexts, `interpolate the figures ({{freeTokens}}, {{price}}) instead of writing ${freeQuota} or ${proPrice}`).toEqual([]);

    const priceLiteral = new RegExp(`(^|[^\\w.,])${String(PRO_PLAN.priceInr).replace(/(\d{3})$/, '_?$1')}(?!\\w|,\\d)`);
    const product = sources().filter((file) => !/\.(test|spec|stories)\.tsx?$|\/test\/|\/e2e\/|^e2e\/|^bench\//.test(file));
    const inCode = linesMatching(product, [priceLiteral], isComment).filter((at) => !at.startsWith('packages/sdk/src/constants/plans.ts:'));
    expect(inCode, 'take the Pro price from PRO_PLAN in @app/sdk/contracts').toEqual([]);
  }, 60_000);
});

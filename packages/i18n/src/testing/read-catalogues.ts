/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Catalogue, CatalogueSet } from './catalogue-checks';

// A string, not `new URL(...)`: under jsdom the global URL is not Node's, which fileURLToPath rejects.
export const localesDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'locales');

/** Reads every `locales/<lng>/<ns>.json` on disk, whoever wrote it (the `ui` files included). */
export function readCatalogues(): CatalogueSet {
  const set: CatalogueSet = {};
  for (const lng of readdirSync(localesDir)) {
    for (const file of readdirSync(join(localesDir, lng))) {
      if (!file.endsWith('.json')) continue;
      const ns = file.slice(0, -'.json'.length);
      set[ns] ??= {};
      set[ns][lng] = JSON.parse(readFileSync(join(localesDir, lng, file), 'utf8')) as Catalogue;
    }
  }
  return set;
}

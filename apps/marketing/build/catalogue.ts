import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** A namespace of the i18n catalogues, read from `@app/i18n` at build time. */
export function readCatalogue(language: string, namespace: string): Record<string, unknown> {
  const file = require.resolve(`@app/i18n/locales/${language}/${namespace}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/** The string at a dotted key of a catalogue; a missing key fails the build. */
export function textAt(catalogue: Record<string, unknown>, key: string): string {
  let value: unknown = catalogue;
  for (const part of key.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`missing catalogue text ${key}`);
  return value;
}

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

import { describe, expect, it } from 'vitest';
import { languageCodes } from './languages';
import { namespaces } from './namespaces';
import { allowedLatinWords } from './testing/allowed-words';
import {
  copiedFromEnglishProblems,
  emptyValueProblems,
  parityProblems,
  untranslatedProblems,
} from './testing/catalogue-checks';
import { readCatalogues } from './testing/read-catalogues';

const catalogues = readCatalogues();

describe('catalogues on disk', () => {
  it('exist for every namespace in every language', () => {
    const missing = namespaces.flatMap((ns) =>
      languageCodes.filter((lng) => !catalogues[ns]?.[lng]).map((lng) => `${lng}/${ns}.json`),
    );
    expect(missing).toEqual([]);
  });

  it('belong to a declared namespace, so an app can load them', () => {
    expect(Object.keys(catalogues).filter((ns) => !(namespaces as readonly string[]).includes(ns))).toEqual([]);
  });

  it('have the same keys, plural forms, placeholders and tags in en, gu and hi', () => {
    expect(parityProblems(catalogues, languageCodes)).toEqual([]);
  });

  it('have no empty values', () => {
    expect(emptyValueProblems(catalogues)).toEqual([]);
  });

  it.each(['gu', 'hi'])('%s values are never copies of the English text, apart from acronyms, numbers and brands', (lng) => {
    expect(copiedFromEnglishProblems(catalogues, lng, allowedLatinWords)).toEqual([]);
  });

  it.each(['gu', 'hi'])('%s values use Latin script only for allow-listed acronyms, brands and units', (lng) => {
    expect(untranslatedProblems(catalogues, lng, allowedLatinWords)).toEqual([]);
  });
});

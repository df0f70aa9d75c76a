import { LANGUAGE_CODES } from '@app/sdk/contracts';
import { describe, expect, it } from 'vitest';
import type { Passage } from '../retrieval/types.js';
import { numbersIn } from './number-guard.js';
import { notFoundAnswer, PHRASES } from './phrases.js';
import { standingNote, withStandingNote } from './standing-note.js';
import type { AnswerLanguage } from './types.js';

const passage = (overrides: Partial<Passage>): Passage => ({
  id: 'c1',
  documentId: 'official-2',
  documentSlug: 'cgdcr-part-2',
  documentTitle: 'CGDCR 2017 Part II',
  sourceType: 'regulation',
  standing: 'official',
  ordinal: 0,
  pageNumber: 84,
  clause: '6.3.1',
  heading: '6.3.1 FSI',
  chunkType: 'paragraph',
  text: 'The base FSI shall be 1.8.',
  textPreview: 'The base FSI shall be 1.8.',
  boundingBox: null,
  boxes: [],
  score: 1,
  ...overrides,
});

const official84 = passage({});
const official85 = passage({ id: 'c2', pageNumber: 85 });
const digest = passage({ id: 'd1', documentId: 'digest', documentSlug: 'cgdcr-digest', documentTitle: 'Gujarat CGDCR 2017 (as amended): an unofficial digest', standing: 'secondary', pageNumber: 3 });

describe('the sentence on which text an answer rests', () => {
  it('names the official document and its cited pages, once, when the answer rests on it', () => {
    expect(standingNote('Base FSI 1.8 [2]. Maximum 2.7 [1].', [official85, official84], 'en')).toBe('This is from the official text: CGDCR 2017 Part II, pages 84 and 85.');
    expect(standingNote('Base FSI 1.8 [1].', [official84], 'en')).toBe('This is from the official text: CGDCR 2017 Part II, page 84.');
  });

  it('says the rest comes from our digest when an answer cites both', () => {
    expect(standingNote('Base FSI 1.8 [1]. Parking 1 space [2].', [official84, digest], 'en')).toBe(
      'This rests on the official text (CGDCR 2017 Part II, page 84) and, for the rest, on our digest.',
    );
  });

  it('says an answer citing only our digest is not the official text', () => {
    expect(standingNote('Base FSI 1.8 [1].', [digest, official84], 'en')).toBe('This is from our digest of the regulations, not from the official notified text.');
  });

  it('adds nothing to an answer that cites nothing (not covered)', () => {
    for (const language of LANGUAGE_CODES) {
      expect(withStandingNote(notFoundAnswer(language), [official84], language)).toBe(notFoundAnswer(language));
    }
  });

  it('carries the same titles and pages in Gujarati and Hindi', () => {
    const passages = [official84, official85, digest];
    const figures = (language: AnswerLanguage) => numbersIn(standingNote('1.8 [1]. 2.7 [2]. 3 [3].', passages, language) ?? '');
    expect(figures('en')).toEqual(['2017', '84', '85']);
    expect(figures('gu')).toEqual(figures('en'));
    expect(figures('hi')).toEqual(figures('en'));
    expect(standingNote('1.8 [1].', [official84], 'gu')).toBe('આ સત્તાવાર લખાણમાંથી છે: CGDCR 2017 Part II, પાનું 84.');
    expect(standingNote('1.8 [1].', [official84], 'hi')).toBe('यह आधिकारिक पाठ से है: CGDCR 2017 Part II, पृष्ठ 84।');
  });

  it('goes before the closing line, which no longer calls the sources unofficial digests once official text is cited', () => {
    const text = `According to clause 6.3.1 of CGDCR 2017 Part II:\n\nThe base FSI shall be 1.8 [1].\n\n${PHRASES.en.confirm}`;
    const official = withStandingNote(text, [official84], 'en');
    expect(official).toBe(
      'According to clause 6.3.1 of CGDCR 2017 Part II:\n\nThe base FSI shall be 1.8 [1].\n\nThis is from the official text: CGDCR 2017 Part II, page 84.\n\nConfirm the figures for your plot with the competent authority before relying on them.',
    );
  });

  it('leaves an answer resting on our digest alone as it is, since its closing line already says the sources are digests', () => {
    const text = `The base FSI shall be 1.8 [1].\n\n${PHRASES.en.confirm}`;
    expect(withStandingNote(text, [digest], 'en')).toBe(text);
    expect(withStandingNote('The base FSI shall be 1.8 [1].', [digest], 'en')).toBe(
      'The base FSI shall be 1.8 [1].\n\nThis is from our digest of the regulations, not from the official notified text.',
    );
  });
});

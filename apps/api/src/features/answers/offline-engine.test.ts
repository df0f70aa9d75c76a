import { describe, expect, it } from 'vitest';
import { analyzeQuery } from '../retrieval/query.js';
import { buildIndex, rank } from '../retrieval/ranking.js';
import { corpusMarkdownChunks, evaluationQuestions } from '../retrieval/test-support.js';
import type { Passage } from '../retrieval/types.js';
import { finalizeCitations, parseCitations } from './citations.js';
import { gloss } from './gloss.js';
import { assertNumbersGrounded, numbersIn, ungroundedNumbers } from './number-guard.js';
import { createOfflineEngine } from './offline-engine.js';
import { SECTION_TITLES } from './section-titles.js';
import type { AnswerLanguage } from './types.js';

// The corpus cut from its markdown (fast; the API tests use the ingested PDFs).
const index = buildIndex(corpusMarkdownChunks());
const engine = createOfflineEngine();
const passagesFor = (question: string) => rank(index, analyzeQuery(question), 6).passages;
const answer = (question: string, language: AnswerLanguage) =>
  engine.answer({ question, language, passages: passagesFor(question) });

const count = (text: string, script: RegExp) => [...text].filter((c) => script.test(c)).length;

describe('the offline answer to the acceptance question', () => {
  it('states the base FSI of 1.8 with its conditions and names clause 6.3.1, in English', async () => {
    const { text, citations } = await answer('What is the base FSI for a residential plot on a 12 m road in Ahmedabad?', 'en');
    expect(text).toMatch(/^According to clause 6\.3\.1 \(FSI for different categories \(D1: Ahmedabad/);
    expect(text).toContain('the base FSI is 1.8');
    expect(text).toContain('for a maximum of 2.7');
    expect(text).toContain('R2 zone, the base is 1.2');
    expect(citations[0]).toBe(1);
  });

  it('gives the same figures in Gujarati, framed in Gujarati', async () => {
    const { text } = await answer('અમદાવાદમાં ૧૨ મીટરના રસ્તા પરના રહેણાંક પ્લોટ માટે બેઝ એફએસઆઈ કેટલી છે?', 'gu');
    expect(text.startsWith('CGDCR સારાંશ ની કલમ 6.3.1 મુજબ:')).toBe(true);
    expect(text).toContain('બેઝ એફએસઆઈ 1.8 છે');
    expect(text).toContain('2.7');
    expect(count(text, /[\u0A80-\u0AFF]/)).toBeGreaterThan(count(text, /[A-Za-z]/) * 3);
  });

  it('gives the same figures in Hindi, framed in Hindi', async () => {
    const { text } = await answer('अहमदाबाद में 12 मीटर सड़क पर आवासीय भूखंड के लिए बेस एफएसआई कितना है?', 'hi');
    expect(text.startsWith('CGDCR सारांश के खंड 6.3.1 के अनुसार:')).toBe(true);
    expect(text).toContain('बेस एफएसआई 1.8 है');
    expect(count(text, /[\u0900-\u097F]/)).toBeGreaterThan(count(text, /[A-Za-z]/) * 3);
  });
});

describe('passages without our translation (e.g. an uploaded document)', () => {
  it('are read through the glossary, one bullet each, keeping their figures', async () => {
    const [passage] = passagesFor('Which buildings need a Fire Safety Certificate in Gujarat?');
    const uploaded = { ...passage!, text: 'A fire safety certificate is needed for a building of 15 m or more in height.', chunkType: 'paragraph' as const };
    const { text } = await engine.answer({ question: 'ફાયર સેફ્ટી સર્ટિફિકેટ', language: 'gu', passages: [uploaded] });
    expect(text).toMatch(/^• .*ફાયર સેફ્ટી સર્ટિફિકેટ.*15 મીટર.*\[1\]/m);
  });
});

describe('section names in Gujarati and Hindi answers', () => {
  it('names a section without a clause number by its title in the asked language, not by its id', async () => {
    const gu = await answer('20 મીટર ઊંચી ઇમારત માટે ફાયર એનઓસી જરૂરી છે?', 'gu');
    expect(gu.text).toMatch(/^[^\n]*"(પરવાનગી પ્રક્રિયામાં ફાયર એનઓસી|કઈ ઇમારતોને ફાયર સેફ્ટી સર્ટિફિકેટ જોઈએ|ફાયર સેફ્ટીની મર્યાદાઓ)"/);
    const hi = await answer('गुजरात में फायर सेफ्टी सर्टिफिकेट किन इमारतों के लिए ज़रूरी है?', 'hi');
    expect(hi.text).toContain('"किन इमारतों को फायर सेफ्टी सर्टिफिकेट चाहिए"');
    expect(`${gu.text}\n${hi.text}`).not.toMatch(/\b(?:TOPIC|CL|FS|PK)-[A-Z]+/);
  });

  it('has a Gujarati and a Hindi title for every section id of the corpus', () => {
    const ids = new Set(corpusMarkdownChunks().map((c) => c.clause).filter((id): id is string => !!id && /-/.test(id)));
    expect([...ids].filter((id) => !SECTION_TITLES[id])).toEqual([]);
    expect(Object.keys(SECTION_TITLES).filter((id) => !ids.has(id))).toEqual([]);
  });
});

describe('other offline answers', () => {
  it('quotes a clause named by its number from its start', async () => {
    const { text } = await answer('What does clause 6.3.2 say?', 'en');
    expect(text).toMatch(/^According to clause 6\.3\.2 \(Areas not counted towards computation of FSI\)/);
    expect(text).toContain('Parking areas, lifts and staircases');
  });

  it('answers from a synonym the question uses and the documents do not', async () => {
    const { text } = await answer('Can I build a skyscraper on a 20 m road?', 'en');
    expect(text).toContain('at least 30 m wide');
  });
});

describe('when nothing relevant was found', () => {
  it('says so in the asked language and suggests how to ask', async () => {
    const en = await engine.answer({ question: 'cake?', language: 'en', passages: [] });
    expect(en.text).toContain('I could not find');
    expect(en.text).toMatch(/FSI.*setbacks.*parking.*height.*permissions.*city.*road/s);
    const gu = await engine.answer({ question: 'કેક?', language: 'gu', passages: [] });
    expect(gu.text).toContain('મને આ પ્રશ્નનો જવાબ મળ્યો નથી');
    expect(gu.text).toContain('એફએસઆઈ');
    const hi = await engine.answer({ question: 'केक?', language: 'hi', passages: [] });
    expect(hi.text).toContain('उत्तर नहीं मिला');
    expect(hi.text).toContain('पार्किंग');
    for (const result of [en, gu, hi]) {
      expect(result.citations).toEqual([]);
      expect(numbersIn(result.text)).toEqual([]);
    }
  });
});

describe('the number guard', () => {
  const passage = passagesFor('base FSI Ahmedabad R1')[0]!;

  it('finds a number the cited passages do not hold, and accepts those they do', () => {
    expect(ungroundedNumbers('The base FSI is 1.8 [1].', [passage])).toEqual([]);
    expect(ungroundedNumbers('The base FSI is 2.1 [1].', [passage])).toEqual(['2.1']);
    expect(ungroundedNumbers('બેઝ એફએસઆઈ ૧.૮ છે [1].', [passage])).toEqual([]);
    expect(() => assertNumbersGrounded('Up to 3.6 more [1].', [passage])).toThrow(/3\.6/);
  });

  it('holds for every offline answer to the evaluation questions, in their languages', async () => {
    let withFigures = 0;
    for (const q of evaluationQuestions()) {
      const passages = passagesFor(q.question);
      const { text, citations } = await engine.answer({ question: q.question, language: q.language, passages });
      const cited = citations.map((n) => passages[n - 1]!);
      expect(ungroundedNumbers(text, cited), `${q.id}: ${text}`).toEqual([]);
      if (q.expected_figures.every((figure) => text.includes(figure))) withFigures++;
    }
    // Most answers carry the figures the question asks for (the rest quote the right clause).
    expect(withFigures / evaluationQuestions().length).toBeGreaterThan(0.8);
  });
});

describe('citations', () => {
  const [a, b, c] = passagesFor('base FSI Ahmedabad R1');
  const other: Passage = { ...c!, documentId: 'another-document', pageNumber: 9 };

  it('are read in order of first appearance, ignoring numbers that name no passage', () => {
    expect(parseCitations('x [2] y [1] z [2] w [7]', 3)).toEqual([2, 1]);
  });

  it('are renumbered to the order of the grouped sources', () => {
    const final = finalizeCitations('One [3]. Two [1]. Three [2]. Four [9].', [a!, b!, other]);
    // The other document is cited first, so its chunk is source 1; the markers follow.
    expect(final.cited.map((p) => p.id)).toEqual([other.id, a!.id, b!.id]);
    expect(final.text).toBe('One [1]. Two [2]. Three [3]. Four.');
  });
});

describe('reading an English sentence in Gujarati or Hindi', () => {
  it('translates the known terms and keeps every number and its unit', () => {
    const read = gloss('Plot on a road 12 m to under 18 m wide; Height allowed: up to 25 m', 'gu');
    expect(read.text).toContain('12 મીટર – 18 મીટર');
    expect(read.text).toContain('25 મીટર સુધી');
    expect(gloss('The base FSI is 1.8 in the R1 zone.', 'hi').text).toBe('बेस एफएसआई: 1.8 R1 ज़ोन');
    expect(gloss('launched on 7 May 2018', 'gu').text).toContain('7 મે 2018');
  });
});

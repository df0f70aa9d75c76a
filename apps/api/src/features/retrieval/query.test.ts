import { describe, expect, it } from 'vitest';
import { asciiDigits, canonicalNumber, normalizeText, rawTokens } from './normalize.js';
import { analyzeQuery } from './query.js';
import { buildIndex, rank } from './ranking.js';
import { porterStem } from './stemmer.js';
import { corpusMarkdownChunks } from './test-support.js';

const own = (question: string) => analyzeQuery(question).ownTerms;

describe('text normalisation', () => {
  it('reads Gujarati and Devanagari digits as ASCII', () => {
    expect(asciiDigits('૧૨ મીટર, १८ मीटर, ૨,૫૦૦')).toBe('12 મીટર, 18 मीटर, 2,500');
  });

  it('keeps Indic words whole, with their vowel signs and virama', () => {
    const tokens = rawTokens(normalizeText('અમદાવાદમાં બેઝ એફએસઆઈ; ज़्यादा ऊंचाई'));
    expect(tokens.map((t) => t.text)).toEqual(['અમદાવાદમાં', 'બેઝ', 'એફએસઆઈ', 'ज्यादा', 'ऊंचाई']);
  });

  it('compares numbers by value: thousands separators and trailing zeros do not matter', () => {
    expect(canonicalNumber('2,500')).toBe('2500');
    expect(canonicalNumber('4.0')).toBe('4');
    expect(canonicalNumber('6.3.1')).toBe('6.3.1');
    expect(rawTokens('forms 2(a) and 2(b)').map((t) => t.text)).toEqual(['forms', '2(a)', 'and', '2(b)']);
  });

  it('stems English words the Porter way', () => {
    expect(['buildings', 'building', 'build'].map(porterStem)).toEqual(['build', 'build', 'build']);
    expect(['regulations', 'regulation'].map(porterStem)).toEqual(['regul', 'regul']);
    expect(porterStem('parking')).toBe('park');
    expect(porterStem('chargeable')).toBe(porterStem('chargeables'));
  });
});

describe('reading a question', () => {
  it('drops stop words and adds construction synonyms at a lower weight', () => {
    const query = analyzeQuery('What is the floor area ratio and the setback for my plot?');
    expect(query.terms.get('fsi')).toBeLessThan(1);
    expect(query.terms.get('margin')).toBeLessThan(1);
    expect(query.terms.get('plot')).toBe(1);
    expect(query.terms.has('what')).toBe(false);
  });

  it('maps Gujarati and Hindi questions to the English terms of the documents through the glossary', () => {
    expect(own('અમદાવાદમાં ૧૨ મીટરના રસ્તા પરના રહેણાંક પ્લોટ માટે બેઝ એફએસઆઈ કેટલી છે?')).toEqual(
      expect.arrayContaining(['ahmedabad', '12', 'road', 'residenti', 'plot', 'base', 'fsi']),
    );
    expect(own('अहमदाबाद में १२ मीटर सड़क पर आवासीय भूखंड के लिए बेस एफएसआई कितना है?')).toEqual(
      expect.arrayContaining(['ahmedabad', '12', 'road', 'residenti', 'plot', 'base', 'fsi']),
    );
    expect(own('આર-1 ઝોનમાં ચાર્જેબલ એફએસઆઈ')).toEqual(expect.arrayContaining(['r1', 'zone', 'chargeabl', 'fsi']));
  });

  it('recognises the four cities in all three scripts', () => {
    for (const [question, city] of [
      ['FSI in Surat', 'surat'],
      ['વડોદરામાં પાર્કિંગ', 'vadodara'],
      ['राजकोट में ऊंचाई', 'rajkot'],
      ['અમદાવાદ', 'ahmedabad'],
    ]) {
      expect(analyzeQuery(question!).cities).toEqual([city]);
    }
  });

  it('notices a clause named as such', () => {
    expect(analyzeQuery('What does 6.3.1 say?')).toMatchObject({ clauseRefs: ['6.3.1'], explicitClause: true });
    expect(analyzeQuery('Is the base FSI 1.8?').explicitClause).toBe(false);
  });

  it('reads a clause number written in Gujarati or Devanagari digits as the same clause', () => {
    for (const question of ['ક્લોઝ ૬.૩ શું કહે છે?', 'કલમ ૬.૮.૨ શું કહે છે?', 'खंड ६.३ क्या कहता है?', 'क्लॉज़ ६.८.२ क्या कहता है?']) {
      const expected = question.includes('૨') || question.includes('२') ? '6.8.2' : '6.3';
      expect(analyzeQuery(question), question).toMatchObject({ clauseRefs: [expected], explicitClause: true });
    }
  });
});

describe('ranking chunks', () => {
  const index = buildIndex(corpusMarkdownChunks());

  it("puts a named clause's text first, in reading order, its bare heading after", () => {
    const result = rank(index, analyzeQuery('What does clause 6.3.2 say?'), 5);
    expect(result.clauseLookup).toBe('6.3.2');
    const inClause = result.passages.filter((p) => p.clause === '6.3.2');
    expect(result.passages.slice(0, inClause.length)).toEqual(inClause);
    const body = inClause.filter((p) => p.chunkType !== 'heading').map((p) => p.ordinal);
    expect(body).toEqual([...body].sort((a, b) => a - b));
    expect(inClause.at(-1)!.chunkType).toBe('heading');
  });

  it('finds the same clause from a Gujarati or Hindi question with the number in Indic digits', () => {
    for (const clause of ['6.3.2', '6.6']) {
      const english = rank(index, analyzeQuery(`What does clause ${clause} say?`), 5);
      const gu = clause.replace(/\d/g, (d) => String.fromCharCode(0x0ae6 + Number(d)));
      const hi = clause.replace(/\d/g, (d) => String.fromCharCode(0x0966 + Number(d)));
      for (const question of [`ક્લોઝ ${gu} શું કહે છે?`, `કલમ ${gu} માં શું છે?`, `खंड ${hi} क्या कहता है?`, `क्लॉज़ ${hi} में क्या है?`]) {
        const result = rank(index, analyzeQuery(question), 5);
        expect(result.clauseLookup, question).toBe(clause);
        expect(result.passages[0]?.id, question).toBe(english.passages[0]?.id);
      }
    }
  });

  it('prefers the passages of the city the question names', () => {
    const surat = rank(index, analyzeQuery('building permission documents in Surat'), 3);
    expect(surat.passages[0]!.clause).toBe('CL-SURAT');
    const vadodara = rank(index, analyzeQuery('building permission documents in Vadodara'), 3);
    expect(vadodara.passages[0]!.clause).toBe('CL-VADODARA');
  });

  it('finds a synonym the documents do not use', () => {
    const result = rank(index, analyzeQuery('premium FSI rate for skyscrapers after 2023'), 3);
    expect(result.passages.map((p) => p.clause)).toContain('TOPIC-JANTRI');
  });

  it('covers little of an off-topic question', () => {
    expect(rank(index, analyzeQuery('How do I bake a chocolate cake?'), 3).coverage).toBeLessThan(0.3);
    expect(rank(index, analyzeQuery('What is the base FSI in Ahmedabad?'), 3).coverage).toBeGreaterThan(0.8);
  });
});

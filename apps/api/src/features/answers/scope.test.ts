import { describe, expect, it } from 'vitest';
import { createMemoryRetriever } from '../retrieval/memory-retriever.js';
import { corpusMarkdownChunks } from '../retrieval/test-support.js';
import { draftAnswer } from '../regagent/ask.js';
import { isNotCoveredAnswer, PHRASES } from './phrases.js';
import { HELD_TOPICS, OUTSIDE_TOPICS, outsideAnswer, PUBLISHERS, scopeOf } from './scope.js';
import type { AnswerLanguage } from './types.js';

const deps = { retriever: createMemoryRetriever(corpusMarkdownChunks()), clock: { now: () => new Date('2026-01-15T06:00:00Z') } };
const outside = (question: string) => scopeOf(question).outside?.id ?? null;
const held = (question: string) => scopeOf(question).held.map((t) => t.id);

describe('scope detection: the topics we hold and the known topics we do not', () => {
  it('knows out-of-scope topics in English, Gujarati, Hindi and Latin-letter Gujarati and Hindi', () => {
    const cases: [string, string][] = [
      ['How much stamp duty is paid on a resale flat?', 'stamp_duty'],
      ['ફ્લેટના દસ્તાવેજ પર સ્ટેમ્પ ડ્યુટી કેટલી લાગે?', 'stamp_duty'],
      ['मकान की रजिस्ट्री पर स्टाम्प शुल्क कितना है?', 'stamp_duty'],
      ['dastavej ni registry ma ketlo kharch thay?', 'stamp_duty'],
      ['Is my builder registered with GujRERA?', 'rera'],
      ['રેરામાં ફરિયાદ કેવી રીતે કરવી?', 'rera'],
      ['रेरा में शिकायत कैसे करें?', 'rera'],
      ['flat no carpet area kevi rite ganay?', 'rera'],
      ['When is property tax due in Vadodara?', 'property_tax'],
      ['મિલકત વેરો ઓનલાઇન કેવી રીતે ભરવો?', 'property_tax'],
      ['संपत्ति कर ऑनलाइन कैसे भरें?', 'property_tax'],
      ['house tax kitna lagega 2bhk ka?', 'property_tax'],
      ['Which bank gives the cheapest housing loan?', 'loans'],
      ['ઘર માટે લોનનો હપ્તો કેટલો આવે?', 'loans'],
      ['घर के लिए ऋण पर ब्याज कितना है?', 'loans'],
      ['home loan nu vyaj ketlu chale che?', 'loans'],
      ['What are the plan scrutiny fees in Rajkot?', 'permission_fees'],
      ['પરવાનગીની ફીનો દર શું છે?', 'permission_fees'],
      ['ઘરની લોનમાં કેટલું વ્યાજ?', 'loans'],
      ['પ્લાન મંજૂરીની ફી કેટલી છે?', 'permission_fees'],
      ['नक्शा पास कराने का शुल्क कितना है?', 'permission_fees'],
      ['What is the jantri rate in Satellite, Ahmedabad?', 'jantri_rates'],
      ['GST on construction services?', 'gst'],
      ['RERAમાં નોંધણી કેવી રીતે થાય?', 'rera'],
    ];
    for (const [question, topic] of cases) expect(outside(question), question).toBe(topic);
  });

  it('keeps in scope what the rule data holds, even when a fee-like word is in it', () => {
    for (const question of [
      'How much does chargeable FSI cost after April 2023?',
      'ચાર્જેબલ એફએસઆઈની ફી જંત્રીના કેટલા ટકા છે?',
      'चार्जेबल एफएसआई का शुल्क जंत्री का कितना प्रतिशत है?',
      'What is the jantri share for paid FSI in R1?',
      'What carpet area do EWS affordable homes have?',
      'What front and side setbacks are required for a 15 m tall building?',
      'R1 zone ma base FSI ketli che?',
      'બાંધકામ પરવાનગી માટે કયા કયા દસ્તાવેજ જોઈએ?',
      'અમદાવાદ R1 માં 5000 ચોરસ ફીટ પ્લોટ, 18 મીટર રસ્તો, કેટલું બાંધકામ થાય?',
      'How do I regularise an extra floor under GRUDA by paying the impact fee?',
    ]) {
      expect(outside(question), question).toBeNull();
    }
  });

  it('names the held topics of a question in every language, the most specific first', () => {
    for (const question of [
      'What front and side setbacks are required for a 15 m high building?',
      '15 મીટર ઊંચી ઇમારત માટે આગળ અને બાજુમાં કેટલો સેટબેક રાખવો પડે?',
      '15 मीटर ऊँची इमारत के लिए आगे और बगल में कितना सेटबैक रखना होता है?',
      '15 meter unchi building mate setback ketlo?',
    ]) {
      expect(held(question), question).toEqual(['margins', 'height']);
    }
    expect(held('commercial building ma parking ketlu joie?')).toEqual(['parking']);
    expect(held('What FSI can a tall building above 100 m reach?')).toEqual(['tall', 'fsi']);
    expect(held('ghar banavva mate kai parvangi joie?')).toEqual(['permissions']);
    expect(held('What is the capital of France?')).toEqual([]);
  });

  it('holds each topic in English, Gujarati and Hindi, and each publisher in all three languages', () => {
    const gujarati = /[\u0A80-\u0AFF]/;
    const devanagari = /[\u0900-\u097F]/;
    for (const topic of [...HELD_TOPICS, ...OUTSIDE_TOPICS]) {
      expect(topic.terms.some((t) => /^[a-z]/.test(t)), topic.id).toBe(true);
      expect(topic.terms.some((t) => gujarati.test(t)), topic.id).toBe(true);
      if (topic.id !== 'gst') expect(topic.terms.some((t) => devanagari.test(t)), topic.id).toBe(true);
    }
    for (const names of Object.values(PUBLISHERS)) {
      expect(gujarati.test(names.gu) && devanagari.test(names.hi) && /^[A-Za-z' ]/.test(names.en)).toBe(true);
    }
  });
});

describe('the honest answer to an out-of-scope question', () => {
  const cases: [AnswerLanguage, string, RegExp][] = [
    ['en', 'What is the stamp duty on a flat in Surat?', /Inspector General of Registration/],
    ['gu', 'સુરતમાં ફ્લેટ પર સ્ટેમ્પ ડ્યુટી કેટલી?', /નોંધણી સર નિરીક્ષક/],
    ['hi', 'सूरत में फ्लैट पर स्टांप ड्यूटी कितनी है?', /पंजीयन महानिरीक्षक/],
    ['en', 'How does RERA measure carpet area?', /GujRERA/],
    ['gu', 'RERA ma project nondhani ni fee ketli?', /ગુજરેરા/],
    ['hi', 'gujrera me agent registration kaise kare?', /गुजरेरा/],
    ['en', 'How is property tax calculated in Rajkot?', /property-tax department of your municipal corporation/],
    ['hi', 'राजकोट में संपत्ति कर कैसे गिना जाता है?', /संपत्ति कर विभाग/],
    ['gu', 'plot mate loan ketli male?', /બેંક/],
    ['en', 'What building permission fees does AUDA charge?', /development authority or municipal corporation/],
  ];

  it('says in the asked language that our sources do not cover it, names who publishes it, and quotes nothing', async () => {
    for (const [language, question, publisher] of cases) {
      const draft = await draftAnswer(deps, question, language);
      expect(draft.passages, question).toEqual([]);
      expect(draft.composed, question).toBeUndefined();
      expect(draft.honest?.citations, question).toEqual([]);
      const text = draft.honest?.text ?? '';
      expect(isNotCoveredAnswer(text, language), question).toBe(true);
      expect(text, question).toMatch(publisher);
      expect(text, question).toContain(PHRASES[language].covers);
      expect(text, question).not.toMatch(/\[\d+\]/);
    }
  });

  it('is written from the topic data: its subject and publisher in the answer language', () => {
    const rera = OUTSIDE_TOPICS.find((t) => t.id === 'rera');
    if (!rera) throw new Error('no rera topic');
    expect(outsideAnswer(rera, 'hi')).toContain(rera.subject.hi);
    expect(outsideAnswer(rera, 'hi')).toContain(PUBLISHERS.rera.hi);
    expect(outsideAnswer(rera, 'gu').startsWith(PHRASES.gu.notFound)).toBe(true);
  });

  it('still says "not found" (without a publisher) when retrieval is unsure and no rule topic is named', async () => {
    const draft = await draftAnswer(deps, 'What water pressure must a fire hydrant deliver?', 'en');
    expect(draft.passages).toEqual([]);
    expect(draft.honest).toBeUndefined();
  });
});

import type { TLanguageCode } from '@app/sdk/contracts';
import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from '../answers/offline-engine.js';
import { createMemoryRetriever } from '../retrieval/memory-retriever.js';
import { corpusMarkdownChunks } from '../retrieval/test-support.js';
import { answerOffline } from './eval/evaluate.js';

const deps = { retriever: createMemoryRetriever(corpusMarkdownChunks()), clock: { now: () => new Date('2026-01-15T06:00:00Z') }, engine: createOfflineEngine() };
const answer = async (question: string, language: TLanguageCode) => (await answerOffline(deps, question, language)).text;

// 450 m² of chargeable FSI (0.9 × 500 m²) at a jantri of ₹20,000/m²: 40 % before 15 April 2023, 30 % since.
describe('a plot question that names a date or edition', () => {
  it('prices chargeable FSI at the jantri share in force before the 2023 change, and says which date it uses', async () => {
    const now = await answer('What can I build on a 500 m² R1 plot on a 12 m road in Ahmedabad with a jantri of 20000?', 'en');
    const before = await answer('Before the 2023 jantri change, what could I build on a 500 m² R1 plot on a 12 m road in Ahmedabad with a jantri of 20000?', 'en');
    expect(now).toContain('₹ 27,00,000');
    expect(now).not.toContain('earlier date');
    expect(before).toContain('₹ 36,00,000');
    expect(before).toContain('the rules in force on 2023-04-14');
    expect(before).toContain('rows in force on 2023-04-14');
  });

  it('does the same for the question asked in Gujarati and in Hindi', async () => {
    const gu = await answer('2023 ની જંત્રી પહેલાં અમદાવાદ R1 ઝોનમાં 500 ચો.મી. પ્લોટ, 12 મીટર રસ્તો, જંત્રી 20000: શું બાંધી શકાય?', 'gu');
    const hi = await answer('2023 की जंत्री से पहले अहमदाबाद R1 ज़ोन में 500 वर्ग मीटर प्लॉट, 12 मीटर सड़क, जंत्री 20000: क्या बना सकते थे?', 'hi');
    expect(gu).toContain('₹ 36,00,000');
    expect(gu).toContain('2023-04-14 ના રોજ અમલમાં રહેલા નિયમો');
    expect(hi).toContain('₹ 36,00,000');
    expect(hi).toContain('2023-04-14 को लागू नियमों');
  });

  it('answers from the rows in force at the end of the year asked', async () => {
    const q = (when: string) => `What can I build on a 2000 m² R1 plot on a 40 m wide road in Ahmedabad ${when}?`;
    expect(await answer(q('as of 2018'), 'en')).toContain('rows in force on 2018-12-31');
    expect(await answer(q('as of 2020'), 'en')).toContain('rows in force on 2020-12-31');
  });
});

import retrievalQuestions from '../../../../corpus/sources/questions.json' with { type: 'json' };
import { NOT_COVERED_QUESTIONS } from '../../answers/not-covered-questions.js';
import type { AnswerLanguage } from '../../answers/index.js';

/**
 * The chat's evaluation set: every question with what its answer must carry.
 * - `answer`: answerable from the documents; the answer must state every figure.
 * - `calculator`: a question about one plot; the figures were worked out by hand from the rule
 *   tables (shared notes), not copied from the calculator's output.
 * - `not_covered`: the honest answer says the sources do not cover it and cites nothing.
 * Gujarati and Hindi questions are phrased as people type them: native script, Latin
 * transliteration, English terms mixed in, Indic digits.
 */
export type EvalKind = 'answer' | 'calculator' | 'not_covered';

export interface EvalCase {
  id: string;
  kind: EvalKind;
  language: AnswerLanguage;
  question: string;
  /** Figures the answer must state (digits as written; thousands separators are ignored). */
  figures: string[];
}

const answerable = (retrievalQuestions as { id: string; language: AnswerLanguage; question: string; expected_figures: string[] }[]).map(
  (q): EvalCase => ({ id: `doc-${q.id}`, kind: 'answer', language: q.language, question: q.question, figures: q.expected_figures }),
);

/** Further answerable questions, typed the way people type them. */
const TYPED: [AnswerLanguage, string, string[]][] = [
  ['en', 'FSI in R1 zone of Ahmedabad?', ['1.8']],
  ['en', 'max FSI CBD ahmedabad', ['5.4']],
  ['en', 'What floor height is needed for stack parking?', ['4.5']],
  ['en', 'What total FSI can a tall building above 100 m reach?', ['5.4']],
  ['en', 'minimum plot for a building taller than 150 m', ['3,500']],
  ['en', 'How high can houses in Kutch be built?', ['11']],
  ['en', 'What share of residential parking is kept for visitors?', ['10']],
  ['en', 'how many days does VMC take for building permission', ['90']],
  ['gu', 'R1 zone ma base FSI ketli che?', ['1.8']],
  ['gu', 'અમદાવાદ CBD માં મહત્તમ FSI કેટલી?', ['5.4']],
  ['gu', 'ટોલ બિલ્ડિંગ માટે રસ્તો કેટલો પહોળો જોઈએ?', ['30']],
  ['gu', 'Kutch ma ghar ni max unchai ketli?', ['11']],
  ['gu', 'affordable housing ma ghar ni max size ketli che?', ['90']],
  ['gu', 'વડોદરા મહાનગરપાલિકા બાંધકામ પરવાનગી કેટલા દિવસમાં આપે?', ['90']],
  ['gu', 'ફાયર સેફ્ટી સર્ટિફિકેટ કઈ ઇમારતો માટે જરૂરી છે?', ['15', '500']],
  ['gu', 'ટીપી સ્કીમમાં પાર્કિંગ માટે કેટલી જમીન રાખવી પડે?', ['1%']],
  ['gu', '૧૦૦ મીટરથી ઊંચી ઇમારત માટે મહત્તમ એફએસઆઈ કેટલી?', ['5.4']],
  ['hi', 'Kutch me ghar ki oonchai kitni ho sakti hai?', ['11']],
  ['hi', 'R2 zone me base FSI kitna hai?', ['1.2']],
  ['hi', 'चार्जेबल FSI का दाम अप्रैल 2023 के बाद जंत्री का कितना प्रतिशत है?', ['30']],
  ['hi', 'टॉल बिल्डिंग के लिए सड़क कितनी चौड़ी होनी चाहिए?', ['30']],
  ['hi', 'visitor parking ke liye kitna percent rakhna hota hai?', ['10']],
  ['hi', 'अफोर्डेबल हाउसिंग में घर का अधिकतम आकार कितना है?', ['90']],
  ['hi', 'अहमदाबाद के सीबीडी में ज़्यादा से ज़्यादा FSI कितना मिलता है?', ['5.4']],
  ['hi', '45 मीटर या उससे चौड़ी सड़क पर कितना एफएसआई घोषित हुआ?', ['4.0']],
];

/**
 * Plots in three languages. AUDA zone R1: FSI 1.8 + 0.9 = 2.7; R2: 1.2 + 0.6 = 1.8; C5 (CBD):
 * 1.8 up to 5.4; TOZ raises the maximum to 4.0. Height on an 18–36 m road 45 m. Chargeable FSI
 * at 30 % of jantri (R1, from 15 April 2023). 300 vaar = 250.84 m²; 5,000 sq ft = 464.52 m².
 */
const PLOTS: [AnswerLanguage, string, string[]][] = [
  ['en', 'What can I build on a 500 m² R1 plot on a 12 m road in Ahmedabad?', ['1.8', '0.9', '2.7', '900', '1350']],
  ['gu', 'અમદાવાદમાં R1 ઝોનમાં ૫૦૦ ચો.મી.નો પ્લોટ, ૧૨ મીટર રસ્તો: શું બાંધી શકાય?', ['1.8', '0.9', '2.7', '900', '1350']],
  ['hi', 'अहमदाबाद में आर1 ज़ोन का ५०० वर्ग मीटर प्लॉट, १२ मीटर सड़क पर क्या बना सकते हैं?', ['1.8', '0.9', '2.7', '900', '1350']],
  ['en', 'AUDA R2 zone, plot of 1000 sq m on a 12 m road: how much can I build?', ['1.2', '0.6', '1.8', '1200', '1800']],
  ['gu', 'AUDA R2 zone ma 1000 sq m plot, 12 m road, ketlu bandhkam thay?', ['1.2', '0.6', '1.8', '1200', '1800']],
  ['hi', 'AUDA आर-2 ज़ोन में 1000 वर्ग मीटर का भूखंड, 12 मीटर सड़क, कितना निर्माण कर सकते हैं?', ['1.2', '0.6', '1.8', '1200', '1800']],
  ['en', 'What can I build on a 300 vaar R1 plot in Ahmedabad on a 9 m road?', ['250.84', '451.51', '677.27']],
  ['gu', 'અમદાવાદ આર-1 ઝોનમાં 300 વાર નો પ્લોટ, 9 મીટર રોડ, શું બાંધી શકાય?', ['250.84', '451.51', '677.27']],
  ['hi', 'अहमदाबाद आर1 में 300 गज का प्लॉट, 9 मीटर रोड, क्या बना सकते हैं?', ['250.84', '451.51', '677.27']],
  ['en', 'A 5000 sq ft R1 plot in Ahmedabad on an 18 m road: what can I build?', ['464.52', '836.14', '1254.2', '45']],
  ['gu', 'અમદાવાદ R1 માં 5000 ચોરસ ફૂટ પ્લોટ, 18 મીટર રસ્તો, કેટલું બાંધકામ થાય?', ['464.52', '836.14', '1254.2', '45']],
  ['hi', 'अहमदाबाद R1 में 5000 वर्ग फुट प्लॉट, 18 मीटर सड़क, कितना निर्माण हो सकता है?', ['464.52', '836.14', '1254.2', '45']],
  ['en', 'CBD plot of 2000 m² in zone C5 of AUDA on a 30 m road, offices: what can I build?', ['1.8', '5.4', '3600', '10800', '45']],
  ['gu', 'AUDA C5 ઝોનમાં ઓફિસ માટે 2000 ચો.મી. પ્લોટ, 30 મીટર રસ્તો: શું બાંધી શકાય?', ['1.8', '5.4', '3600', '10800', '45']],
  ['hi', 'AUDA C5 ज़ोन में ऑफिस के लिए 2000 वर्ग मीटर प्लॉट, 30 मीटर सड़क: क्या बना सकते हैं?', ['1.8', '5.4', '3600', '10800', '45']],
  ['en', 'R1 plot of 1000 m² in the TOZ of Ahmedabad on a 24 m road: what can I build?', ['1.8', '4', '1800', '4000']],
  ['gu', 'અમદાવાદમાં TOZ માં R1 ઝોનનો 1000 ચો.મી. પ્લોટ, 24 મીટર રસ્તો: શું બાંધી શકાય?', ['1.8', '4', '1800', '4000']],
  ['hi', 'अहमदाबाद के TOZ में R1 ज़ोन का 1000 वर्ग मीटर प्लॉट, 24 मीटर सड़क: क्या बना सकते हैं?', ['1.8', '4', '1800', '4000']],
  ['en', 'What can I build on a 500 m² R1 plot on a 12 m road in Ahmedabad with a jantri of 20000 per m²?', ['2.7', '1350', '27,00,000']],
  ['gu', 'અમદાવાદ R1 ઝોનમાં 500 ચો.મી. પ્લોટ, 12 મીટર રસ્તો, જંત્રી 20000: શું બાંધી શકાય?', ['2.7', '1350', '27,00,000']],
  ['hi', 'अहमदाबाद R1 ज़ोन में 500 वर्ग मीटर प्लॉट, 12 मीटर सड़क, जंत्री 20000: क्या बना सकते हैं?', ['2.7', '1350', '27,00,000']],
  ['en', 'Apartments 15 m tall on a 500 m² R1 plot on a 12 m road in Ahmedabad: what applies?', ['2.7', '1350', '1.5']],
  ['gu', 'અમદાવાદ R1 ઝોનમાં 500 ચો.મી. પ્લોટ, 12 મીટર રસ્તો, ફ્લેટ માટે 15 મીટર ઊંચી ઇમારત: શું બાંધી શકાય?', ['2.7', '1350', '1.5']],
  ['hi', 'अहमदाबाद R1 ज़ोन में 500 वर्ग मीटर प्लॉट, 12 मीटर सड़क, फ्लैट के लिए 15 मीटर ऊंची इमारत: क्या बना सकते हैं?', ['2.7', '1350', '1.5']],
  // Before the jantri change of 15 April 2023 chargeable FSI cost 40 % of jantri: 450 m² × ₹20,000 × 40 %.
  ['en', 'Before the 2023 jantri change, what could I build on a 500 m² R1 plot on a 12 m road in Ahmedabad with a jantri of 20000?', ['2.7', '36,00,000', '2023-04-14']],
  ['gu', '2023 ની જંત્રી પહેલાં અમદાવાદ R1 ઝોનમાં 500 ચો.મી. પ્લોટ, 12 મીટર રસ્તો, જંત્રી 20000: શું બાંધી શકાય?', ['2.7', '36,00,000', '2023-04-14']],
  ['hi', '2023 की जंत्री से पहले अहमदाबाद R1 ज़ोन में 500 वर्ग मीटर प्लॉट, 12 मीटर सड़क, जंत्री 20000: क्या बना सकते थे?', ['2.7', '36,00,000', '2023-04-14']],
];

/** Plots under an authority whose zone FSI the rule tables do not hold: the honest answer says so. */
const PLOTS_OUTSIDE: [AnswerLanguage, string][] = [
  ['en', 'What can I build on a 500 m² R1 plot on a 12 m road in Surat?'],
  ['gu', 'સુરતમાં R1 ઝોનમાં 500 ચો.મી. પ્લોટ, 12 મીટર રસ્તો: શું બાંધી શકાય?'],
  ['hi', 'राजकोट में R1 ज़ोन का 500 वर्ग मीटर प्लॉट, 12 मीटर सड़क: क्या बना सकते हैं?'],
];

const numbered = (prefix: string, kind: EvalKind, rows: [AnswerLanguage, string, string[]][]) =>
  rows.map(([language, question, figures], i): EvalCase => ({ id: `${prefix}-${language}-${i + 1}`, kind, language, question, figures }));

export const EVAL_SET: readonly EvalCase[] = [
  ...answerable,
  ...numbered('typed', 'answer', TYPED),
  ...numbered('plot', 'calculator', PLOTS),
  ...numbered('plot-outside', 'not_covered', PLOTS_OUTSIDE.map(([l, q]) => [l, q, []])),
  ...NOT_COVERED_QUESTIONS.map((q, i): EvalCase => ({ id: `none-${q.language}-${i + 1}`, kind: 'not_covered', language: q.language, question: q.question, figures: [] })),
];

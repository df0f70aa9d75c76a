import { PHRASES } from './phrases.js';
import type { AnswerLanguage } from './types.js';

/**
 * What the chat answers and what it does not, as data in one multilingual place: the topics our
 * sources hold (each with the corpus sections that answer it, rule data first) and the known
 * topics they do not hold (each with who publishes the answer). Terms are written in English,
 * Gujarati, Hindi and Latin-letter Gujarati/Hindi (Gujlish, Hinglish), lower case; a Latin term
 * matches whole words (a plural "s" allowed); a Gujarati or Hindi term matches at the start of a
 * word (case endings attach: "રેરામાં"), a short one only as a word with a case ending ("ફીનો",
 * never "ફીટ").
 */
export interface HeldTopic {
  id: string;
  terms: readonly string[];
  /** Corpus sections (clause ids) that answer it, in the order an answer quotes them. */
  sections: readonly string[];
  /**
   * Naming the topic is enough to answer from its sections even when retrieval is unsure of the
   * rest of the question: topics the rule data holds, and the permission process. Other topics
   * ("fire", "tall") are named by many questions their sections do not answer: retrieval decides.
   */
  alone?: boolean;
}

export type Publisher = 'authority' | 'registration' | 'rera' | 'property_tax' | 'lender' | 'gst';

export interface OutsideTopic {
  id: string;
  terms: readonly string[];
  /** Held topics that make a question with these terms one we answer ("the fee for chargeable FSI" is priced on jantri). */
  unless?: readonly string[];
  /** What the question is about, as the honest answer names it. */
  subject: Record<AnswerLanguage, string>;
  publisher: Publisher;
}

/**
 * Ordered from the most specific: a question naming several topics is answered from all, the
 * first leading ("the FSI of a tall building": the tall-building section before the FSI table).
 */
export const HELD_TOPICS: readonly HeldTopic[] = [
  {
    id: 'margins',
    terms: ['setback', 'set back', 'margin', 'front open space', 'સેટબેક', 'માર્જિન', 'सेटबैक', 'मार्जिन', 'सेट बैक'],
    sections: ['RULES-MARGINS', '6.7'],
    alone: true,
  },
  { id: 'parking', terms: ['parking', 'car space', 'પાર્કિંગ', 'पार्किंग'], sections: ['RULES-PARKING', 'TOPIC-PARKING', 'PK-VISITOR', 'PK-STACK', 'PK-TP'], alone: true },
  {
    id: 'chargeable',
    terms: ['chargeable', 'premium fsi', 'paid fsi', 'extra fsi', 'ચાર્જેબલ', 'પેઇડ એફએસઆઈ', 'चार्जेबल', 'अतिरिक्त एफएसआई', 'વધારાની એફએસઆઈ'],
    sections: ['TOPIC-JANTRI', 'RULES-JANTRI'],
    alone: true,
  },
  { id: 'coverage', terms: ['ground coverage', 'ગ્રાઉન્ડ કવરેજ', 'ग्राउंड कवरेज'], sections: ['RULES-COVERAGE'], alone: true },
  { id: 'lifts_stairs', terms: ['lift', 'elevator', 'stair', 'staircase', 'seedhi', 'sidhi', 'sidi', 'dadar', 'લિફ્ટ', 'દાદર', 'સીડી', 'लिफ्ट', 'सीढ़ी', 'सीढ़ियां', 'सीढी'], sections: ['RULES-BUILDING'], alone: true },
  {
    id: 'fire',
    terms: ['fire noc', 'fire safety', 'fire certificate', 'ફાયર', 'अग्नि सुरक्षा', 'फायर'],
    sections: ['FS-WHO', 'TOPIC-FIRE', 'FS-RENEW'],
  },
  {
    id: 'tall',
    terms: ['tall building', 'skyscraper', 'high-rise', 'ટોલ બિલ્ડિંગ', 'ગગનચુંબી', 'टॉल बिल्डिंग', 'गगनचुंबी'],
    sections: ['TOPIC-TALL'],
  },
  { id: 'affordable', terms: ['affordable', 'rah', 'એફોર્ડેબલ', 'પોસાય', 'किफायती', 'अफोर्डेबल'], sections: ['TOPIC-RAH'] },
  { id: 'toz', terms: ['toz', 'transit oriented', 'brts', 'metro', 'ટ્રાન્ઝિટ', 'મેટ્રો', 'ट्रांजिट', 'मेट्रो'], sections: ['TOPIC-TOZ'] },
  { id: 'fsi', terms: ['fsi', 'floor space index', 'એફએસઆઈ', 'એફ.એસ.આઈ', 'एफएसआई', 'एफ.एस.आई'], sections: ['6.3.1', 'RULES-FSI'], alone: true },
  {
    id: 'height',
    terms: ['height', 'high', 'storey', 'ઊંચાઈ', 'ઊંચી', 'ઊંચું', 'ऊंचाई', 'ऊँचाई', 'ऊंची', 'ऊँची', 'unchai', 'oonchai', 'uchu', 'unchi'],
    sections: ['RULES-HEIGHT', '6.6'],
    alone: true,
  },
  {
    id: 'regularisation',
    terms: ['gruda', 'regularise', 'regularisation', 'regularize', 'regularization', 'impact fee', 'ઇમ્પેક્ટ ફી', 'નિયમિત કર', 'इम्पैक्ट फीस', 'नियमित कर'],
    sections: ['CL-GRUDA'],
  },
  {
    id: 'permissions',
    terms: ['permission', 'approval', 'odps', 'પરવાનગી', 'મંજૂરી', 'अनुमति', 'अनुमतियाँ', 'अनुमतियां', 'मंजूरी', 'parvangi', 'anumati'],
    sections: ['PART-I', 'CL-ODPS', 'CL-BU'],
    alone: true,
  },
];

export const OUTSIDE_TOPICS: readonly OutsideTopic[] = [
  {
    id: 'rera',
    terms: ['rera', 'gujrera', 'real estate regulator', 'real estate regulatory', 'carpet area', 'રેરા', 'ગુજરેરા', 'કાર્પેટ', 'रेरा', 'गुजरेरा', 'कारपेट', 'रियल एस्टेट नियामक', 'રિયલ એસ્ટેટ નિયમનકાર'],
    unless: ['affordable'],
    subject: {
      en: 'real estate registration (RERA): project and agent registration, its fees, and carpet area as RERA defines it',
      gu: 'રિયલ એસ્ટેટ નોંધણી (રેરા): પ્રોજેક્ટ અને એજન્ટની નોંધણી, તેની ફી અને રેરા મુજબનો કાર્પેટ એરિયા',
      hi: 'रियल एस्टेट पंजीकरण (रेरा): प्रोजेक्ट और एजेंट का पंजीकरण, उसकी फीस और रेरा के अनुसार कारपेट एरिया',
    },
    publisher: 'rera',
  },
  {
    id: 'stamp_duty',
    terms: [
      'stamp duty', 'stamp-duty', 'registration charge', 'registration fee', 'registry', 'sale deed', 'dastavej nondhani',
      'સ્ટેમ્પ', 'સ્ટામ્પ', 'વેચાણ દસ્તાવેજ', 'દસ્તાવેજ નોંધણી', 'દસ્તાવેજની નોંધણી', 'રજિસ્ટ્રી', 'નોંધણી ફી', 'स्टांप', 'स्टाम्प', 'मुद्रांक', 'रजिस्ट्री', 'सेल डीड', 'बैनामा', 'विलेख',
    ],
    subject: {
      en: 'stamp duty and registration charges on buying or transferring property',
      gu: 'મિલકત ખરીદી કે તબદીલી પરની સ્ટેમ્પ ડ્યુટી અને નોંધણી ફી',
      hi: 'संपत्ति खरीदने या हस्तांतरण पर स्टांप ड्यूटी और पंजीकरण शुल्क',
    },
    publisher: 'registration',
  },
  {
    id: 'jantri_rates',
    terms: ['jantri rate', 'jantri value', 'jantri dar', 'જંત્રી દર', 'જંત્રી ભાવ', 'જંત્રીનો દર', 'जंत्री दर', 'जंत्री रेट', 'जंत्री का रेट'],
    unless: ['chargeable', 'fsi'],
    subject: {
      en: 'the jantri (land-rate) figure of a particular area',
      gu: 'કોઈ ચોક્કસ વિસ્તારનો જંત્રી દર',
      hi: 'किसी खास क्षेत्र का जंत्री दर',
    },
    publisher: 'registration',
  },
  {
    id: 'property_tax',
    terms: ['property tax', 'house tax', 'milkat vero', 'મિલકત વેરો', 'મિલકત વેરા', 'મિલકતવેરો', 'પ્રોપર્ટી ટેક્સ', 'संपत्ति कर', 'प्रॉपर्टी टैक्स', 'प्रोपर्टी टैक्स', 'गृह कर', 'हाउस टैक्स'],
    subject: {
      en: 'property tax: how it is assessed, its rates and rebates',
      gu: 'મિલકત વેરો: તેની આકારણી, દર અને વળતર',
      hi: 'संपत्ति कर: उसका निर्धारण, दरें और छूट',
    },
    publisher: 'property_tax',
  },
  {
    id: 'loans',
    terms: ['loan', 'emi', 'mortgage', 'interest rate', 'vyaj', 'byaj', 'લોન', 'હપ્તો', 'વ્યાજ', 'लोन', 'ऋण', 'ब्याज', 'किस्त', 'ईएमआई'],
    subject: {
      en: 'home and plot loans: eligibility, interest and instalments',
      gu: 'ઘર અને પ્લોટ માટેની લોન: પાત્રતા, વ્યાજ અને હપ્તા',
      hi: 'घर और प्लॉट के लिए लोन: पात्रता, ब्याज और किस्तें',
    },
    publisher: 'lender',
  },
  {
    id: 'gst',
    terms: ['gst', 'goods and services tax', 'જીએસટી', 'जीएसटी'],
    subject: { en: 'GST rates', gu: 'જીએસટીના દર', hi: 'जीएसटी की दरें' },
    publisher: 'gst',
  },
  {
    id: 'permission_fees',
    terms: [
      'fee', 'scrutiny', 'development charge', 'betterment charge', 'penalty', 'fine per', 'dand',
      'ફી', 'ચકાસણી ચાર્જ', 'વિકાસ ચાર્જ', 'દંડ', 'फीस', 'शुल्क', 'जुर्माना', 'दंड', 'विकास शुल्क', 'जांच शुल्क',
    ],
    unless: ['chargeable', 'fsi', 'regularisation'],
    subject: {
      en: 'building-permission fees, scrutiny and development charges, and penalties',
      gu: 'બાંધકામ પરવાનગીની ફી, ચકાસણી અને વિકાસ ચાર્જ તથા દંડ',
      hi: 'भवन अनुमति की फीस, जांच और विकास शुल्क तथा जुर्माना',
    },
    publisher: 'authority',
  },
];

/** Who publishes the answer, as the honest answer names it. */
export const PUBLISHERS: Record<Publisher, Record<AnswerLanguage, string>> = {
  authority: {
    en: 'the development authority or municipal corporation that grants the permission (its town planning or town development department keeps the schedule of fees and charges)',
    gu: 'પરવાનગી આપનાર શહેરી વિકાસ સત્તામંડળ કે મહાનગરપાલિકા (તેનો ટાઉન પ્લાનિંગ કે ટાઉન ડેવલપમેન્ટ વિભાગ ફી અને ચાર્જનું પત્રક રાખે છે)',
    hi: 'अनुमति देने वाला विकास प्राधिकरण या नगर निगम (उसका नगर नियोजन या नगर विकास विभाग शुल्कों की सूची रखता है)',
  },
  registration: {
    en: "the Government of Gujarat's registration department (the Inspector General of Registration and Superintendent of Stamps, Revenue Department)",
    gu: 'ગુજરાત સરકારનો નોંધણી વિભાગ (નોંધણી સર નિરીક્ષક અને સ્ટેમ્પ અધિક્ષક, મહેસૂલ વિભાગ)',
    hi: 'गुजरात सरकार का पंजीयन विभाग (पंजीयन महानिरीक्षक एवं मुद्रांक अधीक्षक, राजस्व विभाग)',
  },
  rera: {
    en: 'the Gujarat Real Estate Regulatory Authority (GujRERA)',
    gu: 'ગુજરાત રિયલ એસ્ટેટ રેગ્યુલેટરી ઓથોરિટી (ગુજરેરા, GujRERA)',
    hi: 'गुजरात रियल एस्टेट नियामक प्राधिकरण (गुजरेरा, GujRERA)',
  },
  property_tax: {
    en: 'the property-tax department of your municipal corporation (or your municipality)',
    gu: 'તમારી મહાનગરપાલિકા (કે નગરપાલિકા)નો મિલકત વેરા વિભાગ',
    hi: 'आपके नगर निगम (या नगरपालिका) का संपत्ति कर विभाग',
  },
  lender: {
    en: 'your bank or housing-finance lender',
    gu: 'તમારી બેંક કે હાઉસિંગ ફાઇનાન્સ ધિરાણ સંસ્થા',
    hi: 'आपका बैंक या हाउसिंग फाइनेंस ऋणदाता',
  },
  gst: {
    en: 'the GST Council and the Central Board of Indirect Taxes and Customs (CBIC)',
    gu: 'જીએસટી કાઉન્સિલ અને સેન્ટ્રલ બોર્ડ ઓફ ઇનડાયરેક્ટ ટેક્સિસ એન્ડ કસ્ટમ્સ (CBIC)',
    hi: 'जीएसटी परिषद और केंद्रीय अप्रत्यक्ष कर एवं सीमा शुल्क बोर्ड (CBIC)',
  },
};

const LATIN = /^[a-z0-9 .-]+$/;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Case endings a short Gujarati or Hindi term may carry ("ફીનો", "લોનમાં"); a longer term may carry any. */
const INDIC_ENDINGS = '(?:નો|ની|નું|ના|માં|થી|ને|એ|ઓ|ों|ें|ो)?';
const matcher = (term: string): ((text: string) => boolean) => {
  // A Latin term is a whole Latin word, and may carry a Gujarati or Hindi ending ("FSIની", "RERA में").
  if (LATIN.test(term)) {
    const latin = new RegExp(`(?<![a-z0-9])${escape(term)}(?:s|es)?(?![a-z0-9])`);
    return (text) => latin.test(text);
  }
  const start = '(?<![\\p{L}\\p{M}\\p{N}])';
  // A short term matches as a word ("ફી" is not the start of "ફીટ", feet).
  const end = term.length <= 3 ? `${INDIC_ENDINGS}(?![\\p{L}\\p{M}])` : '';
  const pattern = new RegExp(`${start}${escape(term)}${end}`, 'u');
  return (text) => pattern.test(text);
};
const compiled = <T extends { terms: readonly string[] }>(topics: readonly T[]) => topics.map((topic) => ({ topic, tests: topic.terms.map(matcher) }));
const HELD = compiled(HELD_TOPICS);
const OUTSIDE = compiled(OUTSIDE_TOPICS);

/** The question as the terms are written: lower case, one space, composed Unicode. */
const normalized = (question: string) => question.normalize('NFC').toLowerCase().replace(/[’'`]/g, "'").replace(/\s+/g, ' ');

export interface Scope {
  /** Held topics the question names, most specific first. */
  held: HeldTopic[];
  /** A known topic our sources do not hold, when the question is about one. */
  outside: OutsideTopic | null;
}

/** Which topics a question names: the held ones, and the out-of-scope one it is about (if any). */
export function scopeOf(question: string): Scope {
  const text = normalized(question);
  const held = HELD.filter(({ tests }) => tests.some((t) => t(text))).map(({ topic }) => topic);
  const ids = new Set(held.map((t) => t.id));
  const outside = OUTSIDE.find(({ topic, tests }) => tests.some((t) => t(text)) && !(topic.unless ?? []).some((id) => ids.has(id)))?.topic ?? null;
  return { held, outside };
}

const SAYS_WHO: Record<AnswerLanguage, (subject: string, publisher: string) => string> = {
  en: (subject, publisher) => `Our sources do not cover ${subject}; that is published by ${publisher}.`,
  gu: (subject, publisher) => `અમારા સ્રોતોમાં ${subject} નથી; તે ${publisher} પ્રકાશિત કરે છે.`,
  hi: (subject, publisher) => `हमारे स्रोतों में ${subject} नहीं है; यह ${publisher} प्रकाशित करता है।`,
};

/**
 * The honest answer to a question on a topic our sources do not hold: says so in the asked
 * language, names who publishes the answer and what the sources do cover. It quotes nothing.
 */
export function outsideAnswer(topic: OutsideTopic, language: AnswerLanguage): string {
  const p = PHRASES[language];
  return [p.notFound, SAYS_WHO[language](topic.subject[language], PUBLISHERS[topic.publisher][language]), p.covers, p.rephrase].join(' ');
}

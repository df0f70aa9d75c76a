import type { AnswerLanguage } from './types.js';

/**
 * The fixed framing of offline answers in each chat language. Only these sentences are
 * written by us; everything else in an answer comes from the cited passages. None of them
 * contains a figure (the number guard allows only figures of the cited passages).
 */
export interface PhraseTable {
  /** Lead of the first group of cited passages. */
  accordingToClause: (clause: string, document: string) => string;
  accordingToSection: (section: string, document: string) => string;
  /** Lead of a further group, from another clause or document. */
  alsoClause: (clause: string, document: string) => string;
  alsoSection: (section: string, document: string) => string;
  source: string;
  clauseWord: string;
  pageWord: string;
  /** Closing line: the documents are digests, the authority decides. */
  confirm: string;
  notFound: string;
  /** What the documents do cover, so the user knows where the chat can help. */
  covers: string;
  /** Who decides what the documents do not cover. */
  authority: string;
  rephrase: string;
}

/**
 * "Confirm the figures with the competent authority": the end of every closing line. Alone, it
 * closes an answer citing official text (which is no unofficial digest).
 */
export const CONFIRM_FIGURES: Record<AnswerLanguage, string> = {
  en: 'Confirm the figures for your plot with the competent authority before relying on them.',
  gu: 'તમારા પ્લોટ માટેના આંકડા પર આધાર રાખતાં પહેલાં સક્ષમ સત્તાધિકારી પાસેથી ખાતરી કરો.',
  hi: 'अपने भूखंड के आंकड़ों पर भरोसा करने से पहले सक्षम प्राधिकारी से पुष्टि करें।',
};

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** Between the parts of an answer: a blank line in English, a line break in Gujarati and Hindi. */
export const paragraphBreak = (language: AnswerLanguage): string => (language === 'en' ? '\n\n' : '\n');

/** "6.5, 6.23 and 6.8.2" in the answer's language (Node carries the CLDR list patterns for gu and hi). */
export const LISTS: Record<AnswerLanguage, Intl.ListFormat> = {
  en: new Intl.ListFormat('en-GB', { type: 'conjunction' }),
  gu: new Intl.ListFormat('gu', { type: 'conjunction' }),
  hi: new Intl.ListFormat('hi', { type: 'conjunction' }),
};

export const PHRASES: Record<AnswerLanguage, PhraseTable> = {
  en: {
    accordingToClause: (clause, document) => `According to clause ${clause} of ${document}:`,
    accordingToSection: (section, document) => `According to the section "${section}" of ${document}:`,
    alsoClause: (clause, document) => `Clause ${clause} of ${document} adds:`,
    alsoSection: (section, document) => `The section "${section}" of ${document} adds:`,
    source: 'Source',
    clauseWord: 'clause',
    pageWord: 'page',
    confirm: `These documents are unofficial digests: ${lowerFirst(CONFIRM_FIGURES.en)}`,
    notFound: 'I could not find an answer to this in the regulation documents I have, so I will not guess.',
    covers:
      "They cover Gujarat's common building rules (CGDCR): FSI, building height, margins, parking, fire safety certificates, tall buildings and affordable housing, and how building permission is applied for in Ahmedabad, Surat, Vadodara and Rajkot. They do not cover fees, taxes or detailed design rules.",
    authority:
      'For this question, ask the competent authority: the town planning department of your municipal corporation or urban development authority (for example AMC or AUDA in Ahmedabad), or the fire service for fire matters.',
    rephrase:
      'Try rephrasing with a specific topic such as FSI, setbacks (margins), parking, building height or building permissions, and name a city (Ahmedabad, Surat, Vadodara or Rajkot) or the width of the road the plot faces.',
  },
  gu: {
    accordingToClause: (clause, document) => `${document} ની કલમ ${clause} મુજબ:`,
    accordingToSection: (section, document) => `${document} ના વિભાગ "${section}" મુજબ:`,
    alsoClause: (clause, document) => `${document} ની કલમ ${clause} માં વધુમાં:`,
    alsoSection: (section, document) => `${document} ના વિભાગ "${section}" માં વધુમાં:`,
    source: 'સ્રોત',
    clauseWord: 'કલમ',
    pageWord: 'પાનું',
    confirm: `આ દસ્તાવેજો બિનસત્તાવાર સારાંશ છે: ${CONFIRM_FIGURES.gu}`,
    notFound: 'મારી પાસેના નિયમોના દસ્તાવેજોમાં મને આ પ્રશ્નનો જવાબ મળ્યો નથી, તેથી હું અનુમાન નહીં કરું.',
    covers:
      'આ દસ્તાવેજો ગુજરાતના સામાન્ય બાંધકામ નિયમો (CGDCR) આવરે છે: એફએસઆઈ, મકાનની ઊંચાઈ, માર્જિન, પાર્કિંગ, ફાયર સેફ્ટી સર્ટિફિકેટ, ઊંચી ઇમારતો અને એફોર્ડેબલ હાઉસિંગ, તથા અમદાવાદ, સુરત, વડોદરા અને રાજકોટમાં બાંધકામ પરવાનગી કેવી રીતે મેળવવી. તેમાં ફી, વેરા કે વિગતવાર ડિઝાઇનના નિયમો નથી.',
    authority:
      'આ પ્રશ્ન માટે સક્ષમ સત્તાધિકારીને પૂછો: તમારી મહાનગરપાલિકા કે શહેરી વિકાસ સત્તામંડળનો ટાઉન પ્લાનિંગ વિભાગ (જેમ કે અમદાવાદમાં AMC કે AUDA), અથવા આગ સંબંધી બાબતો માટે ફાયર વિભાગ.',
    rephrase:
      'પ્રશ્ન ફરીથી પૂછો અને ચોક્કસ વિષય લખો, જેમ કે એફએસઆઈ, માર્જિન (સેટબેક), પાર્કિંગ, મકાનની ઊંચાઈ કે બાંધકામ પરવાનગી, અને શહેર (અમદાવાદ, સુરત, વડોદરા કે રાજકોટ) અથવા પ્લોટ સામેના રસ્તાની પહોળાઈ જણાવો.',
  },
  hi: {
    accordingToClause: (clause, document) => `${document} के खंड ${clause} के अनुसार:`,
    accordingToSection: (section, document) => `${document} के भाग "${section}" के अनुसार:`,
    alsoClause: (clause, document) => `${document} का खंड ${clause} यह भी कहता है:`,
    alsoSection: (section, document) => `${document} का भाग "${section}" यह भी कहता है:`,
    source: 'स्रोत',
    clauseWord: 'खंड',
    pageWord: 'पृष्ठ',
    confirm: `ये दस्तावेज़ अनौपचारिक सारांश हैं: ${CONFIRM_FIGURES.hi}`,
    notFound: 'मेरे पास उपलब्ध नियमों के दस्तावेज़ों में मुझे इस प्रश्न का उत्तर नहीं मिला, इसलिए मैं अनुमान नहीं लगाऊंगा।',
    covers:
      'ये दस्तावेज़ गुजरात के सामान्य भवन नियम (CGDCR) बताते हैं: एफएसआई, भवन की ऊंचाई, मार्जिन, पार्किंग, फायर सेफ्टी सर्टिफिकेट, ऊंची इमारतें और किफायती आवास, और अहमदाबाद, सूरत, वडोदरा और राजकोट में भवन अनुमति के लिए आवेदन कैसे करें। इनमें शुल्क, कर या विस्तृत डिज़ाइन नियम नहीं हैं।',
    authority:
      'इस प्रश्न के लिए सक्षम प्राधिकारी से पूछें: आपके नगर निगम या शहरी विकास प्राधिकरण का नगर नियोजन विभाग (जैसे अहमदाबाद में AMC या AUDA), या आग से जुड़े मामलों के लिए फायर विभाग।',
    rephrase:
      'प्रश्न दोबारा पूछें और कोई विशेष विषय लिखें, जैसे एफएसआई, मार्जिन (सेटबैक), पार्किंग, भवन की ऊंचाई या भवन अनुमति, और शहर (अहमदाबाद, सूरत, वडोदरा या राजकोट) या भूखंड के सामने की सड़क की चौड़ाई बताएं।',
  },
};

/** Short names of the corpus documents in Gujarati and Hindi (by slug); other documents keep their title. */
export const DOCUMENT_NAMES: Record<string, Partial<Record<AnswerLanguage, string>>> = {
  'cgdcr-digest': { gu: 'CGDCR સારાંશ', hi: 'CGDCR सारांश' },
  'building-permission-checklist': { gu: 'બાંધકામ પરવાનગી ચેકલિસ્ટ', hi: 'भवन अनुमति चेकलिस्ट' },
  'parking-norms-guide': { gu: 'પાર્કિંગ ધોરણોની માર્ગદર્શિકા', hi: 'पार्किंग मानदंड गाइड' },
  'fire-safety-thresholds': { gu: 'ફાયર સેફ્ટી મર્યાદાઓની નોંધ', hi: 'अग्नि सुरक्षा सीमाओं की टिप्पणी' },
};

/**
 * The "not covered" answer: says plainly that the documents do not answer it, names what they
 * do cover, points to the competent authority and suggests how to ask. Never a loosely related
 * passage in place of an answer.
 */
export const notFoundAnswer = (language: AnswerLanguage) => {
  const p = PHRASES[language];
  return [p.notFound, p.covers, p.authority, p.rephrase].join(' ');
};

/** Whether a text is a "not covered" answer (it opens with the not-found sentence of its language). */
export const isNotCoveredAnswer = (text: string, language: AnswerLanguage): boolean => text.startsWith(PHRASES[language].notFound);

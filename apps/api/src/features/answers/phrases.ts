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
  rephrase: string;
}

export const PHRASES: Record<AnswerLanguage, PhraseTable> = {
  en: {
    accordingToClause: (clause, document) => `According to clause ${clause} of ${document}:`,
    accordingToSection: (section, document) => `According to the section "${section}" of ${document}:`,
    alsoClause: (clause, document) => `Clause ${clause} of ${document} adds:`,
    alsoSection: (section, document) => `The section "${section}" of ${document} adds:`,
    source: 'Source',
    clauseWord: 'clause',
    pageWord: 'page',
    confirm: 'These documents are unofficial digests: confirm the figures for your plot with the competent authority before relying on them.',
    notFound: 'I could not find an answer to this in the regulation documents I have.',
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
    confirm: 'આ દસ્તાવેજો બિનસત્તાવાર સારાંશ છે: તમારા પ્લોટ માટેના આંકડા પર આધાર રાખતાં પહેલાં સક્ષમ સત્તાધિકારી પાસેથી ખાતરી કરો.',
    notFound: 'મારી પાસેના નિયમોના દસ્તાવેજોમાં મને આ પ્રશ્નનો જવાબ મળ્યો નથી.',
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
    confirm: 'ये दस्तावेज़ अनौपचारिक सारांश हैं: अपने भूखंड के आंकड़ों पर भरोसा करने से पहले सक्षम प्राधिकारी से पुष्टि करें।',
    notFound: 'मेरे पास उपलब्ध नियमों के दस्तावेज़ों में मुझे इस प्रश्न का उत्तर नहीं मिला।',
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

/** The "not found" answer: says so and suggests how to ask. */
export const notFoundAnswer = (language: AnswerLanguage) => `${PHRASES[language].notFound} ${PHRASES[language].rephrase}`;

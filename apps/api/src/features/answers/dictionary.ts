import type { TIndicLanguageCode } from '@app/sdk/contracts';
import { glossaryTranslation, TRANSLATABLE_PHRASES } from '../retrieval/glossary.js';

/**
 * English words of the documents → Gujarati / Hindi, for offline answers in gu and hi. The
 * glossary supplies the technical terms; this table adds the everyday words around figures
 * (maximum, road, height, visitors, months…). An entry here wins over the glossary, so "plot"
 * reads પ્લોટ rather than the glossary's "building unit" form.
 */
const WORDS: Record<string, [gu: string, hi: string]> = {
  ahmedabad: ['અમદાવાદ', 'अहमदाबाद'], surat: ['સુરત', 'सूरत'], vadodara: ['વડોદરા', 'वडोदरा'],
  rajkot: ['રાજકોટ', 'राजकोट'], gandhinagar: ['ગાંધીનગર', 'गांधीनगर'], gujarat: ['ગુજરાત', 'गुजरात'],
  kutch: ['કચ્છ', 'कच्छ'], junagadh: ['જૂનાગઢ', 'जूनागढ़'], jamnagar: ['જામનગર', 'जामनगर'], bhavnagar: ['ભાવનગર', 'भावनगर'],
  kamrej: ['કામરેજ', 'कामरेज'], palsana: ['પલસાણા', 'पलसाना'], sabarmati: ['સાબરમતી', 'साबरमती'],
  fsi: ['એફએસઆઈ', 'एफएसआई'], toz: ['ટીઓઝેડ', 'टीओज़ेड'], cbd: ['સીબીડી', 'सीबीडी'], odps: ['ઓડીપીએસ', 'ओडीपीएस'],
  tdr: ['ટીડીઆર', 'टीडीआर'], tdrs: ['ટીડીઆર', 'टीडीआर'], noc: ['એનઓસી', 'एनओसी'], nocs: ['એનઓસી', 'एनओसी'],
  brts: ['બીઆરટીએસ', 'बीआरटीएस'], tp: ['ટીપી', 'टीपी'], cgdcr: ['સીજીડીસીઆર', 'सीजीडीसीआर'], gdcr: ['જીડીસીઆર', 'जीडीसीआर'],
  plot: ['પ્લોટ', 'भूखंड'], plots: ['પ્લોટ', 'भूखंड'], road: ['રસ્તો', 'सड़क'], roads: ['રસ્તા', 'सड़कें'],
  wide: ['પહોળો', 'चौड़ी'], width: ['પહોળાઈ', 'चौड़ाई'], height: ['ઊંચાઈ', 'ऊंचाई'], high: ['ઊંચી', 'ऊंची'],
  tall: ['ઊંચી', 'ऊंची'], taller: ['વધુ ઊંચી', 'अधिक ऊंची'], 'height allowed': ['મંજૂર ઊંચાઈ', 'अनुमत ऊंचाई'],
  zone: ['ઝોન', 'ज़ोन'], zones: ['ઝોન', 'ज़ोन'], base: ['બેઝ', 'बेस'], maximum: ['મહત્તમ', 'अधिकतम'], minimum: ['ન્યૂનતમ', 'न्यूनतम'],
  'maximum fsi': ['મહત્તમ એફએસઆઈ', 'अधिकतम एफएसआई'], 'maximum total fsi': ['કુલ મહત્તમ એફએસઆઈ', 'कुल अधिकतम एफएसआई'],
  'total fsi': ['કુલ એફએસઆઈ', 'कुल एफएसआई'], 'chargeable fsi': ['ચાર્જેબલ એફએસઆઈ', 'चार्जेबल एफएसआई'],
  residential: ['રહેણાંક', 'आवासीय'], commercial: ['વાણિજ્યિક', 'वाणिज्यिक'], 'mixed-use': ['મિશ્ર ઉપયોગ', 'मिश्रित उपयोग'],
  building: ['ઇમારત', 'इमारत'], buildings: ['ઇમારતો', 'इमारतें'], house: ['મકાન', 'मकान'], houses: ['મકાનો', 'मकान'],
  'special buildings': ['ખાસ ઇમારતો', 'विशेष इमारतें'], 'high-rise building': ['ઊંચી ઇમારત', 'ऊंची इमारत'],
  'tall buildings': ['ટોલ બિલ્ડિંગ', 'टॉल बिल्डिंग'], school: ['શાળા', 'स्कूल'], schools: ['શાળાઓ', 'स्कूल'],
  'educational institutions': ['શૈક્ષણિક સંસ્થાઓ', 'शैक्षणिक संस्थान'], hotel: ['હોટલ', 'होटल'],
  land: ['જમીન', 'ज़मीन'], area: ['ક્ષેત્રફળ', 'क्षेत्रफल'], 'floor area': ['ફ્લોર એરિયા', 'फ्लोर एरिया'], floor: ['માળ', 'मंजिल'],
  floors: ['માળ', 'मंजिलें'], 'any floor': ['કોઈ પણ માળ', 'किसी भी मंजिल'], storey: ['માળ', 'मंजिल'],
  visitors: ['મુલાકાતીઓ', 'आगंतुकों'], visitor: ['મુલાકાતી', 'आगंतुक'], owner: ['માલિક', 'मालिक'], architect: ['આર્કિટેક્ટ', 'आर्किटेक्ट'],
  'structural designer': ['સ્ટ્રક્ચરલ ડિઝાઇનર', 'स्ट्रक्चरल डिज़ाइनर'], form: ['ફોર્મ', 'फॉर्म'], forms: ['ફોર્મ', 'फॉर्म'],
  undertaking: ['બાંહેધરી', 'वचनपत्र'], charge: ['ચાર્જ', 'शुल्क'], rate: ['દર', 'दर'], 'per cent': ['ટકા', 'प्रतिशत'],
  share: ['હિસ્સો', 'हिस्सा'], days: ['દિવસ', 'दिन'], hours: ['કલાક', 'घंटे'], years: ['વર્ષ', 'वर्ष'], year: ['વર્ષ', 'वर्ष'],
  months: ['મહિના', 'महीने'], corridor: ['કોરિડોર', 'कॉरिडोर'], corridors: ['કોરિડોર', 'कॉरिडोर'], metro: ['મેટ્રો', 'मेट्रो'],
  band: ['પટ્ટો', 'पट्टी'], 'either side': ['બંને બાજુ', 'दोनों ओर'], 'both sides': ['બંને બાજુ', 'दोनों ओर'],
  'high-speed rail': ['હાઈ-સ્પીડ રેલ', 'हाई-स्पीड रेल'], announced: ['જાહેર', 'घोषित'], launched: ['શરૂ', 'शुरू'],
  notification: ['જાહેરનામું', 'अधिसूचना'], dated: ['તારીખ', 'दिनांक'], 'in force': ['અમલમાં', 'लागू'], 'took effect': ['અમલમાં આવ્યા', 'लागू हुए'],
  issued: ['જારી', 'जारी'], renewal: ['નવીનીકરણ', 'नवीनीकरण'], 'every year': ['દર વર્ષે', 'हर साल'],
  municipalities: ['નગરપાલિકાઓ', 'नगरपालिकाएं'], 'municipal corporations': ['મહાનગરપાલિકાઓ', 'नगर निगम'],
  'urban development authorities': ['શહેરી વિકાસ સત્તામંડળો', 'शहरी विकास प्राधिकरण'], state: ['રાજ્ય', 'राज्य'],
  affordable: ['એફોર્ડેબલ', 'किफायती'], homes: ['ઘરો', 'घर'], units: ['એકમો', 'इकाइयां'], 'carpet area': ['કાર્પેટ એરિયા', 'कारपेट एरिया'],
  'heritage tdrs': ['હેરિટેજ ટીડીઆર', 'हेरिटेज टीडीआर'], 'world heritage city': ['વર્લ્ડ હેરિટેજ સિટી', 'विश्व धरोहर शहर'],
  structures: ['માળખાં', 'संरचनाएं'], used: ['વપરાયેલ', 'उपयोग'], 'tp scheme': ['ટીપી સ્કીમ', 'टीपी स्कीम'],
  parking: ['પાર્કિંગ', 'पार्किंग'], 'open to the sky': ['ખુલ્લું આકાશ', 'खुला आसमान'], reserve: ['અનામત', 'आरक्षित'],
  'fire safety certificate': ['ફાયર સેફ્ટી સર્ટિફિકેટ', 'फायर सेफ्टी सर्टिफिकेट'], 'fire noc': ['ફાયર એનઓસી', 'फायर एनओसी'],
  'without a basement': ['બેઝમેન્ટ વિના', 'बिना बेसमेंट'], basement: ['બેઝમેન્ટ', 'बेसमेंट'],
  'processing time': ['પ્રક્રિયા સમય', 'प्रक्रिया समय'], decide: ['નિર્ણય', 'निर्णय'], within: ['અંદર', 'के भीतर'],
  jantri: ['જંત્રી', 'जंत्री'], 'tall-building': ['ટોલ બિલ્ડિંગ', 'टॉल बिल्डिंग'], earlier: ['અગાઉ', 'पहले'], now: ['હવે', 'अब'],
  before: ['પહેલાં', 'पहले'], after: ['પછી', 'बाद'], from: ['થી', 'से'], until: ['સુધી', 'तक'],
};

/** Month names (matched only when capitalised: "may" is also a verb). */
const MONTHS: Record<string, [gu: string, hi: string]> = {
  january: ['જાન્યુઆરી', 'जनवरी'], february: ['ફેબ્રુઆરી', 'फरवरी'], march: ['માર્ચ', 'मार्च'], april: ['એપ્રિલ', 'अप्रैल'],
  may: ['મે', 'मई'], june: ['જૂન', 'जून'], july: ['જુલાઈ', 'जुलाई'], august: ['ઓગસ્ટ', 'अगस्त'],
  september: ['સપ્ટેમ્બર', 'सितंबर'], october: ['ઓક્ટોબર', 'अक्टूबर'], november: ['નવેમ્બર', 'नवंबर'], december: ['ડિસેમ્બર', 'दिसंबर'],
  jan: ['જાન્યુઆરી', 'जनवरी'], feb: ['ફેબ્રુઆરી', 'फरवरी'], mar: ['માર્ચ', 'मार्च'], apr: ['એપ્રિલ', 'अप्रैल'],
  jun: ['જૂન', 'जून'], jul: ['જુલાઈ', 'जुलाई'], aug: ['ઓગસ્ટ', 'अगस्त'], sep: ['સપ્ટેમ્બર', 'सितंबर'], oct: ['ઓક્ટોબર', 'अक्टूबर'],
  nov: ['નવેમ્બર', 'नवंबर'], dec: ['ડિસેમ્બર', 'दिसंबर'],
};

/** The Gujarati or Hindi name of a capitalised English month name or abbreviation, or null. */
export function monthName(word: string, language: TIndicLanguageCode): string | null {
  const forms = MONTHS[word.toLowerCase()];
  return forms ? forms[language === 'gu' ? 0 : 1] : null;
}

/** English phrase → [gu, hi], the table above over the glossary, longest phrases first. */
const dictionary = new Map<string, [string, string]>();
for (const phrase of TRANSLATABLE_PHRASES) {
  const gu = glossaryTranslation(phrase, 'gu');
  const hi = glossaryTranslation(phrase, 'hi');
  if (gu && hi) dictionary.set(phrase, [gu, hi]);
}
for (const [phrase, forms] of Object.entries(WORDS)) dictionary.set(phrase, forms);

export const PHRASES_LONGEST_FIRST: readonly string[] = [...dictionary.keys()].sort(
  (a, b) => b.split(' ').length - a.split(' ').length || b.length - a.length,
);

/** The Gujarati or Hindi for an English phrase (lower case), or null. */
export function translatePhrase(phrase: string, language: TIndicLanguageCode): string | null {
  const forms = dictionary.get(phrase.toLowerCase());
  return forms ? forms[language === 'gu' ? 0 : 1] : null;
}

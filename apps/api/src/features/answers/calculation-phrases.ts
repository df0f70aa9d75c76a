import type { TCalculatorLineKey, TCalculatorUse, TRuleConfidence } from '@app/sdk/contracts';
import type { AnswerLanguage } from './types.js';

/** Inputs a calculator answer names when they are missing or assumed. */
export type PlotInputName = 'authority' | 'zone' | 'plot_area' | 'road_width' | 'building_height';

/** The framing of a chat answer computed by the plot calculator, in each chat language. */
export interface CalculationPhrases {
  heading: (plot: { area: string; zone: string; authority: string; road: string; use: string; height: string }) => string;
  edition: (edition: string, asOf: string) => string;
  /** The question named a date or edition: the rows in force then are used. */
  askedDate: (asOf: string) => string;
  assumedUse: (use: string) => string;
  assumedHeight: (height: string) => string;
  disputed: (values: string, why: string) => string;
  exceeds: string;
  notCovered: string;
  /** A line whose figure needs an input the chat does not ask for (the panel has it). */
  needsInput: string;
  or: string;
  confidence: Record<TRuleConfidence, string>;
  yes: string;
  no: string;
  spaces: string;
  lines: Record<TCalculatorLineKey, string>;
  uses: Record<TCalculatorUse, string>;
  inputs: Record<PlotInputName, string>;
  /** Asks for the inputs the question left out, naming each. */
  askFor: (inputs: string) => string;
  askExample: string;
  outsideTables: (authority: string, zone: string) => string;
  panelHint: string;
}

const LINES_EN: Record<TCalculatorLineKey, string> = {
  base_fsi: 'Base FSI',
  chargeable_fsi: 'Chargeable FSI',
  max_fsi: 'Maximum FSI',
  base_built_up_area: 'Built-up area at base FSI',
  max_built_up_area: 'Built-up area at maximum FSI',
  max_height: 'Maximum height',
  road_margin: 'Road-side margin',
  side_margin: 'Side margin',
  rear_margin: 'Rear margin',
  ground_coverage: 'Ground coverage',
  parking_area: 'Parking area',
  parking_spaces: 'Parking spaces',
  visitor_parking_spaces: 'Visitor parking spaces',
  stair_width: 'Stair width',
  lifts: 'Lifts',
  fire_certificate: 'Fire safety certificate needed',
  tall_building: 'Allowed as a tall building',
  chargeable_fsi_cost: 'Cost of the chargeable FSI',
};

export const CALCULATION_PHRASES: Record<AnswerLanguage, CalculationPhrases> = {
  en: {
    heading: (p) => `From the rule tables, for a ${p.area} plot in zone ${p.zone} of ${p.authority} on a ${p.road} road (${p.use}, ${p.height} tall):`,
    edition: (edition, asOf) => `Rule tables edition ${edition}, rows in force on ${asOf}.`,
    askedDate: (asOf) => `The question asks about an earlier date, so these figures use the rules in force on ${asOf}, not today's.`,
    assumedUse: (use) => `The question does not name the use, so ${use} is assumed.`,
    assumedHeight: (height) => `The question does not give the height, so the tallest the road allows (${height}) is assumed.`,
    disputed: (values, why) => `Disputed: the sources give ${values}. ${why}`,
    exceeds: 'the proposed building exceeds this',
    notCovered: 'not in the rule tables; ask the authority',
    needsInput: 'needs a further input (fill it in the plot calculator)',
    or: ' or ',
    confidence: { high: 'high confidence', medium: 'medium confidence', low: 'low confidence', disputed: 'disputed' },
    yes: 'yes',
    no: 'no',
    spaces: 'spaces',
    lines: LINES_EN,
    uses: {
      house: 'a house',
      apartment: 'apartments',
      commercial: 'commercial use',
      mixed: 'mixed use',
      hotel: 'a hotel',
      educational: 'educational use',
      institutional: 'institutional use',
      storage: 'storage',
      industrial: 'industrial use',
    },
    inputs: {
      authority: 'the city or authority (e.g. Ahmedabad or AUDA)',
      zone: 'the zone of the development plan (e.g. R1)',
      plot_area: 'the plot area (in m², sq ft or sq yd)',
      road_width: 'the width of the road the plot faces (in m)',
      building_height: 'the height of the building (in m)',
    },
    askFor: (inputs) => `To work out what this plot allows I also need ${inputs}.`,
    askExample: 'For example: "What can I build on a 500 m² R1 plot on a 12 m road in Ahmedabad?" You can also fill the inputs in the plot calculator.',
    panelHint: 'Open the plot calculator to change any input.',
    outsideTables: (authority, zone) =>
      `The rule tables I have give FSI by zone only for AUDA and AMC (Table 6.5), so they cannot answer for zone ${zone} under ${authority}. The development plan of ${authority} sets these figures: ask ${authority} (its town planning department) for the zone's FSI, height and margins.`,
  },
  gu: {
    heading: (p) => `નિયમ કોષ્ટકો મુજબ, ${p.authority} ના ${p.zone} ઝોનમાં ${p.road} રસ્તા પરના ${p.area} પ્લોટ માટે (${p.use}, ${p.height} ઊંચું):`,
    edition: (edition, asOf) => `નિયમ કોષ્ટકોની આવૃત્તિ ${edition}, ${asOf} ના રોજ અમલમાં રહેલી હરોળો.`,
    askedDate: (asOf) => `પ્રશ્ન અગાઉની તારીખ વિશે પૂછે છે, તેથી આ આંકડા આજના નહીં પણ ${asOf} ના રોજ અમલમાં રહેલા નિયમો મુજબ છે.`,
    assumedUse: (use) => `પ્રશ્નમાં ઉપયોગ જણાવ્યો નથી, તેથી ${use} ધાર્યો છે.`,
    assumedHeight: (height) => `પ્રશ્નમાં ઊંચાઈ જણાવી નથી, તેથી રસ્તો મંજૂર કરે તેટલી મહત્તમ ઊંચાઈ (${height}) ધારી છે.`,
    disputed: (values, why) => `વિવાદિત, સ્રોતો ${values} આપે છે: ${why}`,
    exceeds: 'સૂચિત ઇમારત આ મર્યાદા વટાવે છે',
    notCovered: 'નિયમ કોષ્ટકોમાં નથી; સત્તાધિકારીને પૂછો',
    needsInput: 'વધુ એક વિગત જોઈએ (પ્લોટ કેલ્ક્યુલેટરમાં ભરો)',
    or: ' અથવા ',
    confidence: { high: 'ઊંચો વિશ્વાસ', medium: 'મધ્યમ વિશ્વાસ', low: 'ઓછો વિશ્વાસ', disputed: 'વિવાદિત' },
    yes: 'હા',
    no: 'ના',
    spaces: 'જગ્યાઓ',
    lines: {
      base_fsi: 'બેઝ એફએસઆઈ',
      chargeable_fsi: 'ચાર્જેબલ એફએસઆઈ',
      max_fsi: 'મહત્તમ એફએસઆઈ',
      base_built_up_area: 'બેઝ એફએસઆઈ પર બાંધકામ ક્ષેત્રફળ',
      max_built_up_area: 'મહત્તમ એફએસઆઈ પર બાંધકામ ક્ષેત્રફળ',
      max_height: 'મહત્તમ ઊંચાઈ',
      road_margin: 'રસ્તા તરફનું માર્જિન',
      side_margin: 'બાજુનું માર્જિન',
      rear_margin: 'પાછળનું માર્જિન',
      ground_coverage: 'ગ્રાઉન્ડ કવરેજ',
      parking_area: 'પાર્કિંગ ક્ષેત્રફળ',
      parking_spaces: 'પાર્કિંગ જગ્યાઓ',
      visitor_parking_spaces: 'મુલાકાતીઓની પાર્કિંગ જગ્યાઓ',
      stair_width: 'સીડીની પહોળાઈ',
      lifts: 'લિફ્ટ',
      fire_certificate: 'ફાયર સેફ્ટી સર્ટિફિકેટ જરૂરી',
      tall_building: 'ઊંચી ઇમારત તરીકે મંજૂર',
      chargeable_fsi_cost: 'ચાર્જેબલ એફએસઆઈનો ખર્ચ',
    },
    uses: {
      house: 'રહેઠાણનું મકાન',
      apartment: 'ફ્લેટ',
      commercial: 'વાણિજ્યિક ઉપયોગ',
      mixed: 'મિશ્ર ઉપયોગ',
      hotel: 'હોટલ',
      educational: 'શૈક્ષણિક ઉપયોગ',
      institutional: 'સંસ્થાકીય ઉપયોગ',
      storage: 'ગોડાઉન',
      industrial: 'ઔદ્યોગિક ઉપયોગ',
    },
    inputs: {
      authority: 'શહેર કે સત્તામંડળ (જેમ કે અમદાવાદ કે AUDA)',
      zone: 'વિકાસ યોજનાનો ઝોન (જેમ કે R1)',
      plot_area: 'પ્લોટનું ક્ષેત્રફળ (ચો.મી., ચો. ફૂટ કે વારમાં)',
      road_width: 'પ્લોટ સામેના રસ્તાની પહોળાઈ (મીટરમાં)',
      building_height: 'ઇમારતની ઊંચાઈ (મીટરમાં)',
    },
    askFor: (inputs) => `આ પ્લોટ પર શું મંજૂર છે તે ગણવા માટે મને ${inputs} પણ જોઈએ.`,
    askExample: 'ઉદાહરણ: "અમદાવાદમાં R1 ઝોનમાં 500 ચો.મી. પ્લોટ, 12 મીટર રસ્તો, શું બાંધી શકાય?" તમે પ્લોટ કેલ્ક્યુલેટરમાં પણ વિગતો ભરી શકો છો.',
    panelHint: 'કોઈ પણ વિગત બદલવા પ્લોટ કેલ્ક્યુલેટર ખોલો.',
    outsideTables: (authority, zone) =>
      `મારી પાસેનાં નિયમ કોષ્ટકો ઝોન મુજબ એફએસઆઈ ફક્ત AUDA અને AMC માટે આપે છે (Table 6.5), તેથી ${authority} ના ${zone} ઝોન માટે જવાબ આપી શકતાં નથી. આ આંકડા ${authority} ની વિકાસ યોજના નક્કી કરે છે: ઝોનની એફએસઆઈ, ઊંચાઈ અને માર્જિન માટે ${authority} (તેના ટાઉન પ્લાનિંગ વિભાગ) ને પૂછો.`,
  },
  hi: {
    heading: (p) => `नियम तालिकाओं के अनुसार, ${p.authority} के ${p.zone} ज़ोन में ${p.road} सड़क पर ${p.area} भूखंड के लिए (${p.use}, ${p.height} ऊंचा):`,
    edition: (edition, asOf) => `नियम तालिकाओं का संस्करण ${edition}, ${asOf} को लागू पंक्तियां।`,
    askedDate: (asOf) => `प्रश्न पहले की तारीख के बारे में है, इसलिए ये आंकड़े आज के नहीं, ${asOf} को लागू नियमों के अनुसार हैं।`,
    assumedUse: (use) => `प्रश्न में उपयोग नहीं बताया गया, इसलिए ${use} माना गया है।`,
    assumedHeight: (height) => `प्रश्न में ऊंचाई नहीं दी गई, इसलिए सड़क जितनी अधिकतम ऊंचाई देती है (${height}) वह मानी गई है।`,
    disputed: (values, why) => `विवादित, स्रोत ${values} देते हैं: ${why}`,
    exceeds: 'प्रस्तावित भवन यह सीमा पार करता है',
    notCovered: 'नियम तालिकाओं में नहीं; प्राधिकारी से पूछें',
    needsInput: 'एक और विवरण चाहिए (प्लॉट कैलकुलेटर में भरें)',
    or: ' या ',
    confidence: { high: 'उच्च विश्वास', medium: 'मध्यम विश्वास', low: 'कम विश्वास', disputed: 'विवादित' },
    yes: 'हां',
    no: 'नहीं',
    spaces: 'स्थान',
    lines: {
      base_fsi: 'बेस एफएसआई',
      chargeable_fsi: 'चार्जेबल एफएसआई',
      max_fsi: 'अधिकतम एफएसआई',
      base_built_up_area: 'बेस एफएसआई पर निर्मित क्षेत्रफल',
      max_built_up_area: 'अधिकतम एफएसआई पर निर्मित क्षेत्रफल',
      max_height: 'अधिकतम ऊंचाई',
      road_margin: 'सड़क की ओर मार्जिन',
      side_margin: 'बगल का मार्जिन',
      rear_margin: 'पीछे का मार्जिन',
      ground_coverage: 'ग्राउंड कवरेज',
      parking_area: 'पार्किंग क्षेत्रफल',
      parking_spaces: 'पार्किंग स्थान',
      visitor_parking_spaces: 'आगंतुक पार्किंग स्थान',
      stair_width: 'सीढ़ी की चौड़ाई',
      lifts: 'लिफ्ट',
      fire_certificate: 'फायर सेफ्टी सर्टिफिकेट आवश्यक',
      tall_building: 'ऊंची इमारत के रूप में अनुमत',
      chargeable_fsi_cost: 'चार्जेबल एफएसआई की लागत',
    },
    uses: {
      house: 'आवासीय मकान',
      apartment: 'फ्लैट',
      commercial: 'व्यावसायिक उपयोग',
      mixed: 'मिश्रित उपयोग',
      hotel: 'होटल',
      educational: 'शैक्षणिक उपयोग',
      institutional: 'संस्थागत उपयोग',
      storage: 'गोदाम',
      industrial: 'औद्योगिक उपयोग',
    },
    inputs: {
      authority: 'शहर या प्राधिकरण (जैसे अहमदाबाद या AUDA)',
      zone: 'विकास योजना का ज़ोन (जैसे R1)',
      plot_area: 'भूखंड का क्षेत्रफल (वर्ग मीटर, वर्ग फुट या गज में)',
      road_width: 'भूखंड के सामने की सड़क की चौड़ाई (मीटर में)',
      building_height: 'भवन की ऊंचाई (मीटर में)',
    },
    askFor: (inputs) => `इस भूखंड पर क्या अनुमत है, यह निकालने के लिए मुझे ${inputs} भी चाहिए।`,
    askExample: 'उदाहरण: "अहमदाबाद में R1 ज़ोन का 500 वर्ग मीटर भूखंड, 12 मीटर सड़क, क्या बना सकते हैं?" आप प्लॉट कैलकुलेटर में भी विवरण भर सकते हैं।',
    panelHint: 'कोई भी विवरण बदलने के लिए प्लॉट कैलकुलेटर खोलें।',
    outsideTables: (authority, zone) =>
      `मेरे पास की नियम तालिकाएं ज़ोन के अनुसार एफएसआई केवल AUDA और AMC के लिए देती हैं (Table 6.5), इसलिए ${authority} के ${zone} ज़ोन के लिए उत्तर नहीं दे सकतीं। ये आंकड़े ${authority} की विकास योजना तय करती है: ज़ोन के एफएसआई, ऊंचाई और मार्जिन के लिए ${authority} (उसके नगर नियोजन विभाग) से पूछें।`,
  },
};

/** "a, b and c" in the asked language. */
export function listOf(items: readonly string[], language: AnswerLanguage): string {
  const and = { en: ' and ', gu: ' અને ', hi: ' और ' }[language];
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join('; ')}${and}${items.at(-1) ?? ''}`;
}

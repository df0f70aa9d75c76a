import { normalizeText } from './normalize.js';

/**
 * Everyday Gujarati and Hindi words of building questions that the corpus glossary (technical
 * terms) does not hold, mapped to the English words the documents use. Keys are normalised
 * (see normalize.ts: no nukta) and matched as word stems: a question word may carry a suffix
 * (અમદાવાદમાં = Ahmedabad + "in", ઇમારતની = building + "of").
 */
const WORDS: Record<string, string> = {
  // Cities and places (the four corporations first; also state and regions).
  અમદાવાદ: 'ahmedabad', अहमदाबाद: 'ahmedabad', સુરત: 'surat', सूरत: 'surat', सुरत: 'surat',
  વડોદરા: 'vadodara', वडोदरा: 'vadodara', બરોડા: 'vadodara baroda', बड़ौदा: 'vadodara baroda', बडौदा: 'vadodara baroda',
  રાજકોટ: 'rajkot', राजकोट: 'rajkot', ગાંધીનગર: 'gandhinagar', गांधीनगर: 'gandhinagar',
  ગુજરાત: 'gujarat', गुजरात: 'gujarat', કચ્છ: 'kutch', कच्छ: 'kutch', ભાવનગર: 'bhavnagar', भावनगर: 'bhavnagar',
  જામનગર: 'jamnagar', जामनगर: 'jamnagar', જૂનાગઢ: 'junagadh', जूनागढ़: 'junagadh', जूनागढ: 'junagadh',
  સાબરમતી: 'sabarmati', साबरमती: 'sabarmati',
  // Roads, plots, buildings.
  રસ્ત: 'road', રોડ: 'road', सड़क: 'road', सडक: 'road', मार्ग: 'road', रोड: 'road',
  પહોળ: 'wide width', चौड़: 'wide width', चौड: 'wide width',
  ઇમારત: 'building', ઈમારત: 'building', इमारत: 'building', મકાન: 'building house', मकान: 'building house',
  ભવન: 'building', भवन: 'building', બિલ્ડિંગ: 'building', बिल्डिंग: 'building',
  બાંધ: 'construction build', निर्माण: 'construction build', બાંધકામ: 'construction',
  ઊંચાઈ: 'height', ऊंचाई: 'height', ઊંચી: 'tall high', ઊંચો: 'tall high', ऊंची: 'tall high', ऊंचे: 'tall high', ऊंचा: 'tall high',
  ઊંચ: 'height tall', ઉંચ: 'height tall', ऊंच: 'height tall', ऊँच: 'height tall', उंच: 'height tall',
  માળ: 'floor storey', मंजिल: 'floor storey', ફ્લોર: 'floor', फ्लोर: 'floor',
  જમીન: 'land', ज़मीन: 'land', जमीन: 'land', भूमि: 'land', જગ્યા: 'space area', जगह: 'space area',
  ક્ષેત્રફળ: 'area', क्षेत्रफल: 'area', એરિયા: 'area', एरिया: 'area', સાઇઝ: 'size area', साइज: 'size area', साइज़: 'size area',
  // Size of a home or unit (not of a plot): "ઘરનો આકાર", "घर का आकार".
  આકાર: 'size', કદ: 'size', आकार: 'size',
  ચોરસ: 'square', वर्ग: 'square', મીટર: 'metre', मीटर: 'metre', કિલોમીટર: 'km', किलोमीटर: 'km',
  ઝોન: 'zone', ज़ोन: 'zone', जोन: 'zone', વિસ્તાર: 'area zone', क्षेत्र: 'area zone',
  કોરિડોર: 'corridor', कॉरिडोर: 'corridor', कोरिडोर: 'corridor', મેટ્રો: 'metro', मेट्रो: 'metro',
  બસ: 'bus', बस: 'bus', રેલ: 'rail', रेल: 'rail', બુલેટ: 'bullet high-speed', बुलेट: 'bullet high-speed',
  રહેણાંક: 'residential', आवास: 'housing residential', ઘર: 'house residential', घर: 'house residential',
  સ્કૂલ: 'school educational', શાળા: 'school educational', स्कूल: 'school educational', विद्यालय: 'school educational',
  હોસ્પિટલ: 'hospital', अस्पताल: 'hospital', हॉस्पिटल: 'hospital', હોટલ: 'hotel', होटल: 'hotel',
  દુકાન: 'shop mercantile', दुकान: 'shop mercantile', ઓફિસ: 'office business', ऑफिस: 'office business', कार्यालय: 'office business',
  ફેક્ટરી: 'factory industrial', फैक्टरी: 'factory industrial', फ़ैक्टरी: 'factory industrial',
  મુલાકાતી: 'visitor', आगंतुक: 'visitor', विजिटर: 'visitor', મહેમાન: 'visitor guest', मेहमान: 'visitor guest',
  વાહન: 'vehicle', वाहन: 'vehicle', ગાડી: 'car vehicle', गाड़ी: 'car vehicle', गाडी: 'car vehicle', કાર: 'car', कार: 'car',
  // Fees, taxes and design details (the documents name them mostly to say they leave them out).
  ચાર્જ: 'charge', चार्ज: 'charge', સ્ક્રુટિની: 'scrutiny', स्क्रूटिनी: 'scrutiny',
  વેરા: 'tax', વેરો: 'tax', સ્પ્રિંકલર: 'sprinkler', स्प्रिंकलर: 'sprinkler',
  રેમ્પ: 'ramp', रैंप: 'ramp', ઢાળ: 'slope', ढलान: 'slope',
  // Quantities and comparisons.
  મહત્તમ: 'maximum', વધુમાં: 'maximum', अधिकतम: 'maximum', ज़्यादा: 'more maximum', ज्यादा: 'more maximum',
  ન્યૂનતમ: 'minimum', ઓછામાં: 'minimum', न्यूनतम: 'minimum', कम: 'less minimum',
  વધુ: 'more', વધારાની: 'additional extra', अतिरिक्त: 'additional extra', ટકા: 'per cent', प्रतिशत: 'per cent', फीसदी: 'per cent',
  બેઝ: 'base', बेस: 'base', મૂળ: 'base', ચાર્જેબલ: 'chargeable', चार्जेबल: 'chargeable', પ્રીમિયમ: 'premium', प्रीमियम: 'premium',
  ભાવ: 'rate price', दर: 'rate', કિંમત: 'price cost', कीमत: 'price cost', ફી: 'fee', शुल्क: 'fee charge', फीस: 'fee',
  દિવસ: 'days', दिन: 'days', કલાક: 'hours', घंटे: 'hours', વર્ષ: 'year', वर्ष: 'year', साल: 'year', મહિના: 'months', महीने: 'months',
  // Renewal, validity and deadlines (fire certificates, regularisation windows).
  રિન્યૂ: 'renew renewal', રિન્યૂઅલ: 'renewal', नवीनीकृत: 'renewed renewal',
  માન્ય: 'valid', मान्य: 'valid', વૈધ: 'valid', वैध: 'valid', મુદત: 'window deadline', आखिरी: 'last deadline', अंतिम: 'last deadline', તારીખ: 'date', तारीख: 'date', तिथि: 'date',
  લંબાવી: 'extended', લંબાવાઈ: 'extended', बढ़ाई: 'extended', बढाई: 'extended', बढ़ाया: 'extended', बढाया: 'extended',
  रेगुलराइजेशन: 'regularisation', રેગ્યુલરાઇઝેશન: 'regularisation', નિયમિતીકરણ: 'regularisation', नियमितीकरण: 'regularisation',
  // Permissions, documents, people.
  પરવાનગી: 'permission', મંજૂરી: 'approval permission', अनुमति: 'permission', मंजूरी: 'approval permission', स्वीकृति: 'approval sanction',
  પ્રમાણપત્ર: 'certificate', प्रमाणपत्र: 'certificate', સર્ટિફિકેટ: 'certificate', सर्टिफिकेट: 'certificate',
  ફોર્મ: 'form', फॉर्म: 'form', फार्म: 'form', દસ્તાવેજ: 'documents', दस्तावेज: 'documents', કાગળ: 'documents', कागज: 'documents',
  અરજી: 'application apply', आवेदन: 'application apply', ઓનલાઇન: 'online', ऑनलाइन: 'online',
  આર્કિટેક્ટ: 'architect', आर्किटेक्ट: 'architect', वास्तुकार: 'architect', એન્જિનિયર: 'engineer', इंजीनियर: 'engineer',
  માલિક: 'owner', मालिक: 'owner', ડેવલપર: 'developer', डेवलपर: 'developer', બિલ્ડર: 'builder developer', बिल्डर: 'builder developer',
  મહાનગરપાલિકા: 'municipal corporation', નગર: 'municipal', नगर: 'municipal', निगम: 'corporation', સત્તામંડળ: 'authority', प्राधिकरण: 'authority',
  સરકાર: 'state government', सरकार: 'state government', રાજ્ય: 'state', राज्य: 'state',
  ફાયર: 'fire', फायर: 'fire', આગ: 'fire', आग: 'fire', અગ્નિ: 'fire', अग्नि: 'fire', સેફ્ટી: 'safety', सेफ्टी: 'safety', સલામતી: 'safety', सुरक्षा: 'safety',
  નવીનીકરણ: 'renewal', રિન્યુ: 'renew renewal', नवीनीकरण: 'renewal', रिन्यू: 'renew renewal',
  // Verbs and qualifiers that name what is asked.
  ફરજિયાત: 'required mandatory compulsory', जरूरी: 'required needed', ज़रूरी: 'required needed', आवश्यक: 'required needed', अनिवार्य: 'mandatory compulsory',
  જરૂરી: 'required needed', જોઈએ: 'need', ચાહિએ: 'need', चाहिए: 'need',
  શરૂ: 'launched start', शुरू: 'launched start', લાગુ: 'force apply', लागू: 'force apply', જાહેર: 'announced', घोषित: 'announced',
  આરક્ષિત: 'reserve', आरक्षित: 'reserve', અનામત: 'reserve', ખરીદ: 'buy bought', खरीद: 'buy bought', વેચ: 'sell', बेच: 'sell',
  પહેલાં: 'before earlier', पहले: 'before earlier', પછી: 'after from', बाद: 'after from', હવે: 'now current', अब: 'now current',
  દોઢ: 'one and a half', બંને: 'both either', दोनों: 'both either', બાજુ: 'side', ओर: 'side', तरफ: 'side', अंदर: 'within inside',
  કોમન: 'common', कॉमन: 'common', कोमन: 'common', સામાન્ય: 'common general', सामान्य: 'common general',
  નીતિ: 'policy', नीति: 'policy', અપનાવ: 'adopt adopted', अपना: 'adopt adopted', નિયમ: 'rule regulation', नियम: 'rule regulation',
  કાયદ: 'act law', कानून: 'act law', અધિનિયમ: 'act', अधिनियम: 'act', સમિતિ: 'committee', समिति: 'committee',
  યોજના: 'scheme plan', योजना: 'scheme plan', નકશ: 'plan drawing', नक्शा: 'plan drawing', ભોંયરું: 'basement', तहखाना: 'basement',
  મિલકત: 'property', संपत्ति: 'property', પુનઃ: 're', જૂન: 'june', जून: 'june',
  જાન્યુઆરી: 'january', जनवरी: 'january', ફેબ્રુઆરી: 'february', फरवरी: 'february', માર્ચ: 'march', मार्च: 'march',
  એપ્રિલ: 'april', अप्रैल: 'april', મે: 'may', मई: 'may', જુલાઈ: 'july', जुलाई: 'july', ઓગસ્ટ: 'august', अगस्त: 'august',
  સપ્ટેમ્બર: 'september', सितंबर: 'september', ઓક્ટોબર: 'october', अक्टूबर: 'october', નવેમ્બર: 'november', नवंबर: 'november',
  ડિસેમ્બર: 'december', दिसंबर: 'december',
  યુનેસ્કો: 'unesco', यूनेस्को: 'unesco', હેરિટેજ: 'heritage', विरासत: 'heritage',
};

/** The table with normalised keys (spellings with a nukta and without become one key). */
export const INDIC_WORDS: ReadonlyMap<string, string> = new Map(
  Object.entries(WORDS).map(([key, value]) => [normalizeText(key), value]),
);

/**
 * Zone codes written in Gujarati or Devanagari letters (આર-1, आर1) → the code the documents use
 * (r1). Applied to normalised text before tokenising.
 */
export function latinZoneCodes(normalized: string): string {
  return normalized
    .replace(/(?:આર|आर)\s*-?\s*(\d)/g, ' r$1 ')
    .replace(/(?:સી|सी)\s*-?\s*(\d)\b/g, ' c$1 ')
    .replace(/(?:ડી|डी)\s*-?\s*([1-4])\b/g, ' d$1 ');
}

/** Suffixes (postpositions and plural or oblique endings) a key may carry in a question. */
const SUFFIX = /^(?:માંથી|માં|નાં|ના|ની|નું|નો|ને|થી|એ|ઓ|ઓના|ઓની|ઓનું|ઓને|ઓમાં|ો|ા|ી|ું|ે|ં|ों|ें|ो|े|ी|ा|ें|ाएं|ाओं|ियों|ीय)$/u;

/** English words for one Indic word (stem + allowed suffix), or null. */
export function lookupIndicWord(token: string): string | null {
  const direct = INDIC_WORDS.get(token);
  if (direct) return direct;
  // Longest key that is a prefix of the token with a known suffix after it.
  for (let cut = token.length - 1; cut >= 2; cut--) {
    const key = token.slice(0, cut);
    const value = INDIC_WORDS.get(key);
    if (value && SUFFIX.test(token.slice(cut))) return value;
    if (value && token.length - cut <= 2 && key.length >= 3) return value;
  }
  return null;
}

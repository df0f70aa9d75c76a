import type { TIndicLanguageCode } from '@app/sdk/contracts';

/**
 * Questions with a measurement in them (a road width, a height, a plot or floor area): the answer
 * must state the figure of the rule row that measurement falls in (`figures`) and not the figures
 * of the table's other rows (`absent`), which shows the row was chosen rather than the table
 * quoted. Written from the rule data before the row selection was built; this set is developed
 * against (seen). Each question in English, Gujarati, Hindi and one Latin-letter form.
 */
export interface NumberQuestion {
  id: string;
  en: string;
  gu: string;
  hi: string;
  latin: [TIndicLanguageCode, string];
  figures: string[];
  absent: string[];
}

export const NUMBER_QUESTIONS: readonly NumberQuestion[] = [
  {
    id: 'height-by-road',
    en: 'What is the maximum building height allowed on a 20 m wide road in Ahmedabad?',
    gu: 'અમદાવાદમાં ૨૦ મીટર પહોળા રસ્તા પર મકાનની મહત્તમ ઊંચાઈ કેટલી હોઈ શકે?',
    hi: 'अहमदाबाद में 20 मीटर चौड़ी सड़क पर इमारत की अधिकतम ऊंचाई कितनी हो सकती है?',
    latin: ['gu', 'amdavad ma 20 meter rasta par building ni max unchai ketli?'],
    figures: ['45'],
    absent: ['70', '16.5'],
  },
  {
    id: 'front-margin-24',
    en: 'How much front margin do I need for a plot on a 24 m road?',
    gu: '૨૪ મીટરના રોડ પરના પ્લોટ માટે આગળનું માર્જિન કેટલું રાખવું પડે?',
    hi: '24 मीटर रोड वाले प्लॉट के लिए सामने का मार्जिन कितना छोड़ना होगा?',
    latin: ['hi', '24 meter road wale plot ka front margin kitna hona chahiye?'],
    figures: ['6'],
    absent: ['9', '2.5'],
  },
  {
    id: 'road-setback-surat',
    en: 'Road-side setback for a plot on a 10 m road in Surat?',
    gu: 'સુરતમાં ૧૦ મીટરના રસ્તા પરના પ્લોટનો રોડ બાજુનો સેટબેક કેટલો?',
    hi: 'सूरत में 10 मीटर की सड़क पर प्लॉट का सड़क की ओर सेटबैक कितना?',
    latin: ['gu', 'surat ma 10 mtr road par plot nu setback ketlu?'],
    figures: ['3'],
    absent: ['7.5', '4.5'],
  },
  {
    id: 'side-margin-apartment-30',
    en: 'What side and rear margins apply to an apartment building 30 m tall?',
    gu: '૩૦ મીટર ઊંચા એપાર્ટમેન્ટ બિલ્ડિંગ માટે બાજુ અને પાછળનું માર્જિન કેટલું?',
    hi: '30 मीटर ऊंची अपार्टमेंट बिल्डिंग के लिए साइड और पीछे का मार्जिन कितना है?',
    latin: ['hi', '30 m unchi apartment building ke side aur rear margin kitne hain?'],
    figures: ['6'],
    absent: ['8'],
  },
  {
    id: 'house-side-200',
    en: 'Side margin for a bungalow on a 200 sq m plot?',
    gu: '૨૦૦ ચો.મી.ના પ્લોટ પર બંગલો માટે સાઇડ માર્જિન કેટલું?',
    hi: '200 वर्ग मीटर के प्लॉट पर बंगले का साइड मार्जिन कितना?',
    latin: ['gu', '200 sq m plot par bunglow nu side margin ketlu rakhvu?'],
    figures: ['1.5'],
    absent: ['3'],
  },
  {
    id: 'stairs-20',
    en: 'What stair width is needed in a 20 m high apartment building?',
    gu: '૨૦ મીટર ઊંચા એપાર્ટમેન્ટમાં દાદરની પહોળાઈ કેટલી જોઈએ?',
    hi: '20 मीटर ऊंचे अपार्टमेंट में सीढ़ी की चौड़ाई कितनी चाहिए?',
    latin: ['hi', '20 meter uche apartment me seedhi ki chaudai kitni chahiye?'],
    figures: ['1.5'],
    absent: ['1.2', '2'],
  },
  {
    id: 'lifts-office-40',
    en: 'How many lifts does a 40 m tall office building need?',
    gu: '૪૦ મીટર ઊંચી ઓફિસ બિલ્ડિંગમાં કેટલી લિફ્ટ જોઈએ?',
    hi: '40 मीटर ऊंची ऑफिस बिल्डिंग में कितनी लिफ्ट चाहिए?',
    latin: ['gu', '40 meter unchi office building ma ketli lift joie?'],
    figures: ['2'],
    absent: [],
  },
  {
    id: 'parking-commercial-1000',
    en: 'What share of a commercial plot of 1,000 m² must be kept for parking?',
    gu: '૧,૦૦૦ ચો.મી.ના કોમર્શિયલ પ્લોટમાં પાર્કિંગ માટે કેટલો ભાગ રાખવો પડે?',
    hi: '1,000 वर्ग मीटर के कमर्शियल प्लॉट में पार्किंग के लिए कितना हिस्सा रखना होगा?',
    latin: ['hi', '1000 sq m commercial plot me parking kitni chahiye?'],
    figures: ['40'],
    absent: ['50'],
  },
  {
    id: 'fsi-road-40',
    en: 'What FSI is allowed on a plot along a 40 m road?',
    gu: '૪૦ મીટરના રસ્તા પરના પ્લોટ પર કેટલી એફએસઆઈ મળે?',
    hi: '40 मीटर सड़क पर प्लॉट को कितना एफएसआई मिलता है?',
    latin: ['gu', '40 meter na road par plot ne ketli FSI male?'],
    figures: ['3.6'],
    absent: ['5.4'],
  },
  {
    id: 'tall-plot-120',
    en: 'Minimum plot area for a 120 m tall building?',
    gu: '૧૨૦ મીટર ઊંચી ઇમારત માટે ઓછામાં ઓછો પ્લોટ કેટલો જોઈએ?',
    hi: '120 मीटर ऊंची इमारत के लिए न्यूनतम प्लॉट कितना चाहिए?',
    latin: ['hi', '120 meter unchi building ke liye minimum plot kitna chahiye?'],
    figures: ['2,500'],
    absent: ['3,500'],
  },
  {
    id: 'fire-hotel-12',
    en: 'Does a 12 m high hotel with 600 m² on a floor need a fire safety certificate?',
    gu: '૧૨ મીટર ઊંચી હોટલ, એક માળે ૬૦૦ ચો.મી., તેને ફાયર સેફ્ટી સર્ટિફિકેટ જોઈએ?',
    hi: '12 मीटर ऊंचे होटल में एक मंजिल पर 600 वर्ग मीटर है, क्या फायर सेफ्टी सर्टिफिकेट चाहिए?',
    latin: ['gu', '12 meter unchi hotel, ek floor par 600 sq m, fire NOC joie?'],
    figures: ['500'],
    absent: [],
  },
  {
    id: 'side-margin-commercial-20-600',
    en: 'Side margin for a 20 m tall commercial building on a 600 m² plot?',
    gu: '૬૦૦ ચો.મી. પ્લોટ પર ૨૦ મીટર ઊંચી કોમર્શિયલ બિલ્ડિંગ માટે સાઇડ માર્જિન કેટલું?',
    hi: '600 वर्ग मीटर प्लॉट पर 20 मीटर ऊंची कमर्शियल बिल्डिंग का साइड मार्जिन कितना?',
    latin: ['hi', '600 sq m plot par 20 m unchi commercial building ka side margin kitna?'],
    figures: ['4', '3'],
    absent: ['6', '8'],
  },
];

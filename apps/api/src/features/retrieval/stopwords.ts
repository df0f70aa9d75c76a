/**
 * Words that carry no meaning for ranking: English function words and question words, and
 * their most common Gujarati and Hindi counterparts (postpositions, "how much", "is"). Indic
 * stop words are compared after normalisation (no nukta, anusvara for chandrabindu).
 */
const english = `a an the and or but if of to in on at by for from with within without into onto over under
about as is are was were be been being am do does did doing done have has had having can could
may might must shall should will would i me my we our you your he she it its they them their this
that these those there here what which who whom whose when where why how much many any some each
every all both either neither no nor not only own same so than too very just also again further
then once more most other such s t d ll m ve re per tell say says said please know want get
give let like one two etc vs e g ie eg yes does whether up down out off now new still
kindly explain describe show list`;

const gujarati = `છે છું છો હતી હતો હતું હતા હોય હોવી હોવો હોવું થાય થઈ થયું થયો શકાય શકે શકું શું કયું કયા કયો
કઈ કેટલી કેટલું કેટલા કેટલો ક્યારે કેમ કેવી કેવો કેવું કોણ માટે અને કે તો પણ જ આ એ તે તેના તેની તેનું
ના ની નું નો ને થી માં પર પરના પરની પરનું સાથે મળે મળી પડે જોઈએ જોઈએ? એટલે સુધી તરીકે લેખે વિશે શું
તેથી દરેક પ્રતિ રીતે કરવી કરવું કરાઈ ગણાતા રાખવી`;

const hindi = `है हैं था थी थे हो होता होती होते होगा होगी होंगे कर करना करें करता करती किया क्या कौन कौनसा कौन-सा
कितना कितनी कितने कब कैसे क्यों के की का को में से पर और या भी ही यह वह ये वे इस उस इसके उसके लिए
तक साथ बारे चाहिए मिलता मिलती मिलाकर मिलेगा सकता सकती सकते जा रहा रही गया गई दें देता देती हुआ हुई
किन किस किसी वाले वाली वाला बिना
होना होनी हर प्रति सा`;

export const STOP_WORDS: ReadonlySet<string> = new Set(
  [english, gujarati, hindi].flatMap((list) => list.split(/\s+/).filter(Boolean)),
);

/**
 * Construction synonyms: a question that says "floor area ratio" must find passages that say
 * "FSI", "setback" must find "margin", "premium" must find "chargeable". Each line is one group
 * of phrases meaning (nearly) the same thing in Gujarat building practice. The glossary's
 * English term and its `aliases_en` form more groups (see glossary.ts).
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['fsi', 'far', 'floor space index', 'floor area ratio'],
  ['base fsi', 'free fsi', 'basic fsi'],
  ['chargeable', 'premium', 'paid', 'purchasable', 'buy', 'bought', 'extra fsi'],
  ['jantri', 'ready reckoner', 'circle rate', 'land rate'],
  ['setback', 'margin', 'set-back', 'open space'],
  ['plot', 'building unit', 'land', 'site'],
  ['height', 'tall', 'high', 'storey', 'floors', 'unchai', 'uchai', 'oonchai', 'unchaai'],
  ['road width', 'wide road', 'road', 'rasto', 'rasta', 'sadak'],
  ['parking', 'car space', 'ecs'],
  ['ground coverage', 'plot coverage', 'site coverage'],
  ['toz', 'tod', 'transit', 'transit oriented', 'brts', 'metro'],
  ['affordable', 'ews', 'lig', 'mig', 'low-cost', 'rah'],
  ['heritage', 'walled city', 'unesco', 'tdr'],
  ['fire noc', 'fire safety certificate', 'fire certificate', 'fire'],
  ['permission', 'approval', 'sanction', 'permit', 'raja chitthi'],
  ['occupancy', 'building use', 'bu permission', 'completion'],
  ['minimum', 'least', 'smallest'],
  ['required', 'need', 'needed', 'mandatory', 'compulsory', 'requirement'],
  ['maximum', 'highest', 'max', 'most', 'upto', 'up to'],
  ['residential', 'housing', 'dwelling', 'house', 'home', 'apartment', 'flat', 'ghar', 'makan', 'awas'],
  ['school', 'educational', 'college'],
  ['visitor', 'guest'],
  ['percent', 'percentage', 'taka', 'pratishat'],
  ['notification', 'notified', 'gazette'],
  ['amendment', 'modification', 'variation', 'revision', 'revised', 'changed'],
  ['launched', 'introduced', 'started', 'start'],
  ['in force', 'came into force', 'come into force', 'took effect', 'take effect', 'commencement', 'applicable'],
  ['skyscraper', 'tall building', 'above 100 m'],
  ['cgdcr', 'gdcr', 'common gdcr', 'common rules', 'development control regulations'],
  ['ahmedabad', 'amc', 'auda'],
  ['surat', 'smc', 'suda'],
  ['vadodara', 'baroda', 'vmc', 'vuda'],
  ['rajkot', 'rmc', 'ruda'],
  ['days', 'time', 'timeline', 'how long'],
  ['charge', 'fee', 'price', 'cost', 'pay', 'rate'],
];

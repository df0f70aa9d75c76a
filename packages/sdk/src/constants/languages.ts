// The product's languages, without zod: `@app/sdk/plain` exports them to pages that must not load
// the contract schemas (building one probes `new Function`, which the CSP reports).

/** The product's languages: English, Gujarati, Hindi. */
export const LANGUAGE_CODES = ['en', 'gu', 'hi'] as const;
export type TLanguageCode = (typeof LANGUAGE_CODES)[number];
/** The languages of the public site and the signed-in chrome (the chat also offers Hindi); the marketing build prerenders each. */
export const SITE_LANGUAGE_CODES = ['en', 'gu'] as const satisfies readonly TLanguageCode[];
export type TSiteLanguageCode = (typeof SITE_LANGUAGE_CODES)[number];
/** The languages an English text is translated into (all but English). */
export type TIndicLanguageCode = Exclude<TLanguageCode, 'en'>;

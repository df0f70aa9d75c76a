export { searchDirectory, upsertVendors, boundingBox, DEFAULT_SEARCH_LIMIT, type DirectoryQuery, type DirectoryHit } from './directory-store.js';
export { scoreVendor, priceIndexOf, reviewShare, RATING_PRIOR, type ScoreContext, type VendorScores } from './scores.js';
export { dedupeKeyOf, normalizeName } from './dedupe.js';
export { validateGstin, gstinCheckCharacter, GST_STATES, GUJARAT_STATE_CODE, type GstinCheck } from './gstin.js';
export { createPlacesProvider, type PlacesProvider, type PlacesQuery } from './places-provider.js';
export { PlacesError } from './google-places.js';
export { seedDemoDirectory, generateDirectory, DEMO_DIRECTORY_SIZE } from './demo-directory.js';
export { importVendorsCsv, formatImportReport, ImportFileError, type ImportReport } from './import.js';
export { IMPORT_COLUMNS } from './import-row.js';

import { z } from 'zod';
import { LANGUAGE_CODES } from '../constants/languages.js';

export const ZMessageResponse = z.object({ message: z.string() });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;

export const ZHealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'down']),
  version: z.string(),
  uptime_s: z.number(),
});
export type THealthResponse = z.infer<typeof ZHealthResponse>;

/** Operation types metered by the token ledger. */
export const OPERATION_TYPES = ['regulation_query', 'material_extraction', 'vendor_discovery'] as const;
export const ZOperationType = z.enum(OPERATION_TYPES);
export type TOperationType = z.infer<typeof ZOperationType>;

export * from '../constants/languages.js';
export const ZLanguageCode = z.enum(LANGUAGE_CODES);

/** The largest id an `integer` column holds; a bigger id cannot exist, so it is refused up front. */
export const MAX_INT_ID = 2_147_483_647;

/** Numeric ids arrive as path text; reject anything but a positive integer an id column can hold. */
export const ZIntId = z.coerce.number().int().positive().max(MAX_INT_ID);

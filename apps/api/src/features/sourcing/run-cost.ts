/**
 * The most tokens one extraction run may cost, held before it starts (402 when the user cannot
 * cover it) and never exceeded: the real count is settled, capped at this hold. A document's
 * text is about a quarter of its bytes in tokens for text files, more for compressed ones, so
 * each document holds between 1,000 and 20,000 tokens by size; the description holds one token
 * per three characters; 500 more cover the run's own output.
 */
export const RUN_BASE_TOKENS = 500;
export const DOCUMENT_MIN_TOKENS = 1_000;
export const DOCUMENT_MAX_TOKENS = 20_000;

export function runTokenHold(documentSizes: readonly number[], description: string | null): number {
  const documents = documentSizes.reduce(
    (sum, size) => sum + Math.min(DOCUMENT_MAX_TOKENS, Math.max(DOCUMENT_MIN_TOKENS, Math.ceil(size / 4))),
    0,
  );
  return RUN_BASE_TOKENS + documents + Math.ceil((description?.trim().length ?? 0) / 3);
}

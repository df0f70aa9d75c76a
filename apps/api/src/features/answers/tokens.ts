import { countTokens as countO200k } from 'gpt-tokenizer/encoding/o200k_base';

/**
 * Tokens are counted with OpenAI's o200k_base encoding (GPT-4o and later) via `gpt-tokenizer`,
 * for both engines, so a question costs the same whichever engine answers it and the count is
 * close to what an OpenAI-compatible model bills. Gujarati and Hindi text costs more tokens
 * per character than English, as it does with real models.
 */
export const TOKEN_ENCODING = 'o200k_base';

export function countTokens(text: string): number {
  return text ? countO200k(text) : 0;
}

export interface TokenUsage {
  input_tokens: number;
  output_tokens: number;
  tokens: number;
}

/** Input: everything the engine read (question, passages, instructions); output: the answer. */
export function tokenUsage(inputText: string, answer: string): TokenUsage {
  const input_tokens = countTokens(inputText);
  const output_tokens = countTokens(answer);
  return { input_tokens, output_tokens, tokens: input_tokens + output_tokens };
}

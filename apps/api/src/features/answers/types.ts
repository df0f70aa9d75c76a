import type { TLanguageCode } from '@app/sdk/contracts';
import type { Passage } from '../retrieval/types.js';

export type AnswerLanguage = TLanguageCode;

export interface AnswerInput {
  question: string;
  language: AnswerLanguage;
  /**
   * Numbered passages: `[n]` in an answer cites `passages[n - 1]`. Empty when retrieval found
   * nothing relevant; the engine then says so in the asked language.
   */
  passages: Passage[];
}

export interface AnswerResult {
  text: string;
  /** Passage numbers cited in the text (1-based), in order of first citation. */
  citations: number[];
}

/** An answer being written: text pieces as they come, then the whole. */
export interface AnswerStream {
  /**
   * True when the whole answer is known before the first piece (the offline engine): a caller
   * may then use `result` at once and stream the final text itself.
   */
  composed: boolean;
  textStream: AsyncIterable<string>;
  /** Settles after the text stream has ended (rejects if generation failed). */
  result: Promise<AnswerResult>;
}

/**
 * Writes the answer to a regulation question from retrieved passages. `offline` composes it
 * from the passages (deterministic); `llm` asks a language model.
 */
export interface AnswerEngine {
  readonly name: 'offline' | 'llm';
  answer(input: AnswerInput, signal?: AbortSignal): Promise<AnswerResult>;
  stream(input: AnswerInput, signal?: AbortSignal): AnswerStream;
  /** Everything the engine reads for this input (for counting input tokens). */
  inputText(input: AnswerInput): string;
}

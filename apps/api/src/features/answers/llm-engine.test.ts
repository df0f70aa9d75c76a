import { simulateReadableStream } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { analyzeQuery } from '../retrieval/query.js';
import { buildIndex, rank } from '../retrieval/ranking.js';
import { corpusMarkdownChunks } from '../retrieval/test-support.js';
import { finalizeCitations } from './citations.js';
import { createLlmEngine } from './llm-engine.js';
import { countTokens } from './tokens.js';

const index = buildIndex(corpusMarkdownChunks());
const QUESTION = 'What is the base FSI for a residential plot on a 12 m road in Ahmedabad?';
const passages = rank(index, analyzeQuery(QUESTION), 4).passages;

const finish = {
  type: 'finish' as const,
  finishReason: { unified: 'stop' as const, raw: undefined },
  usage: {
    inputTokens: { total: 100, noCache: 100, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: 20, text: 20, reasoning: undefined },
  },
};

/** A mock model that streams `pieces` and remembers what it was asked. */
function mockModel(pieces: string[]) {
  return new MockLanguageModelV3({
    doStream: async () => ({
      stream: simulateReadableStream({
        chunks: [
          { type: 'text-start' as const, id: 't' },
          ...pieces.map((delta) => ({ type: 'text-delta' as const, id: 't', delta })),
          { type: 'text-end' as const, id: 't' },
          finish,
        ],
      }),
    }),
  });
}

/** The system and user text of a recorded call. */
function promptText(call: MockLanguageModelV3['doStreamCalls'][number]): { system: string; user: string } {
  const text = (role: string) =>
    call.prompt
      .filter((m) => m.role === role)
      .map((m) => (typeof m.content === 'string' ? m.content : m.content.map((p) => ('text' in p ? p.text : '')).join('')))
      .join('\n');
  return { system: text('system'), user: text('user') };
}

describe('the language-model engine', () => {
  it('sends the numbered passages and the question, and asks for the language and [n] citations', async () => {
    const model = mockModel(['ok']);
    const engine = createLlmEngine({ model });
    await engine.answer({ question: QUESTION, language: 'gu', passages });
    const { system, user } = promptText(model.doStreamCalls[0]!);
    expect(system).toContain('Gujarati');
    expect(system).toMatch(/\[1\]/);
    passages.forEach((p, i) => expect(user).toContain(`[${i + 1}] ${p.documentTitle}`));
    expect(user).toContain(passages[0]!.text);
    expect(user.trim().endsWith(`Question: ${QUESTION}`)).toBe(true);
  });

  it('marks the passages of an official document as official text, and only those', async () => {
    const model = mockModel(['ok']);
    const official = passages.map((p, i) => (i === 0 ? { ...p, standing: 'official' as const } : p));
    await createLlmEngine({ model }).answer({ question: QUESTION, language: 'en', passages: official });
    const { user } = promptText(model.doStreamCalls[0]!);
    expect(user).toContain(`[1] ${official[0]!.documentTitle} (official text,`);
    expect(user).not.toContain(`[2] ${official[1]!.documentTitle} (official text`);
  });

  it("streams the model's pieces as they come and maps its [n] back to the passages", async () => {
    const engine = createLlmEngine({ model: mockModel(['In R1 the base FSI is 1.8 [', '1], up to 2.7 [3', '].']) });
    const stream = engine.stream({ question: QUESTION, language: 'en', passages });
    expect(stream.composed).toBe(false);
    const pieces: string[] = [];
    for await (const piece of stream.textStream) pieces.push(piece);
    expect(pieces).toEqual(['In R1 the base FSI is 1.8 [', '1], up to 2.7 [3', '].']);
    const result = await stream.result;
    expect(result).toEqual({ text: pieces.join(''), citations: [1, 3] });
    const final = finalizeCitations(result.text, passages);
    expect(final.cited.map((p) => p.id).sort()).toEqual([passages[0]!.id, passages[2]!.id].sort());
  });

  it('does not call the model when no passage is relevant, and says it found nothing', async () => {
    const model = mockModel(['should not be used']);
    const result = await createLlmEngine({ model }).answer({ question: 'cake?', language: 'hi', passages: [] });
    expect(model.doStreamCalls).toHaveLength(0);
    expect(result.text).toContain('नहीं मिला');
  });

  it('counts its input as the whole prompt it sends', () => {
    const engine = createLlmEngine({ model: mockModel([]) });
    const input = { question: QUESTION, language: 'en' as const, passages };
    const text = engine.inputText(input);
    expect(text).toContain(passages[1]!.text);
    expect(countTokens(text)).toBeGreaterThan(countTokens(passages.map((p) => p.text).join('\n')));
  });
});

import { describe, expect, it } from 'vitest';
import {
  ZBoundingBoxText,
  ZCreateConversationRequest,
  ZFeedbackRequest,
  ZQuery,
  ZQueryRequest,
  ZRegagentStreamEvent,
  parseBoundingBox,
  sourceTypeLabel,
  stringifyBoundingBox,
} from './regagent.js';
import { parseSseData } from './scalars.js';

const uuid = '3f2c1a9e-8b7d-4c6e-9f00-123456789abc';

const sampleQuery = {
  id: uuid,
  query_id: uuid,
  conversation_id: uuid,
  query: 'What is the FSI in Ahmedabad?',
  answer: 'The base FSI is 1.8.',
  sources: [
    {
      document_id: 'gdcr-2017',
      document_name: 'CGDCR 2017',
      source_type: 'regulation',
      document_link: '/api/regagent/documents/gdcr-2017/file',
      pages: [
        {
          page_number: 12,
          chunks: [
            {
              chunk_id: 'c1',
              bounding_box: '{"x":0.1,"y":0.2,"width":0.5,"height":0.1}',
              text_preview: 'Base FSI…',
              chunk_type: 'text',
            },
          ],
        },
      ],
    },
  ],
  feedback: null,
  metrics: { tokens: 420, input_tokens: 300, output_tokens: 120, retrieval_ms: 4, generation_ms: 30, total_ms: 40 },
  created_at: '2025-03-01T10:00:00.000Z',
};

describe('regulation question', () => {
  it('trims the question and defaults the language to English', () => {
    expect(ZQueryRequest.parse({ query: '  FSI?  ' })).toEqual({ query: 'FSI?', language: 'en' });
  });

  it('rejects a question over 1000 characters with the spec message', () => {
    const result = ZQueryRequest.safeParse({ query: 'a'.repeat(1001) });
    expect(result.error?.issues[0]?.message).toBe('Message too long. Please keep it under 1000 characters.');
    expect(ZQueryRequest.safeParse({ query: 'a'.repeat(1000) }).success).toBe(true);
  });

  it('counts the length after trimming and refuses a blank question', () => {
    expect(ZQueryRequest.safeParse({ query: `  ${'a'.repeat(1000)}  ` }).success).toBe(true);
    expect(ZQueryRequest.safeParse({ query: '   ' }).success).toBe(false);
  });

  it('accepts only en, gu and hi', () => {
    expect(ZQueryRequest.safeParse({ query: 'x', language: 'gu' }).success).toBe(true);
    expect(ZQueryRequest.safeParse({ query: 'x', language: 'fr' }).success).toBe(false);
  });

  it('accepts feedback 1 or -1 only', () => {
    expect(ZFeedbackRequest.safeParse({ feedback: 1 }).success).toBe(true);
    expect(ZFeedbackRequest.safeParse({ feedback: -1 }).success).toBe(true);
    expect(ZFeedbackRequest.safeParse({ feedback: 0 }).error?.issues[0]?.message).toBe('Feedback must be 1 or -1');
  });

  it('reads a stored query with its cited passages', () => {
    expect(ZQuery.parse(sampleQuery)).toEqual(sampleQuery);
  });
});

describe('bounding boxes', () => {
  it('reads the left/top spelling', () => {
    expect(parseBoundingBox('{"left":0.1,"top":0.2,"width":0.3,"height":0.4,"right":0.4,"bottom":0.6}')).toEqual({
      left: 0.1,
      top: 0.2,
      width: 0.3,
      height: 0.4,
    });
  });

  it('reads the x/y spelling as the same box', () => {
    expect(parseBoundingBox('{"x":0.1,"y":0.2,"width":0.3,"height":0.4}')).toEqual({
      left: 0.1,
      top: 0.2,
      width: 0.3,
      height: 0.4,
    });
  });

  it('gives null for text that is not a box', () => {
    expect(parseBoundingBox(null)).toBeNull();
    expect(parseBoundingBox('not json')).toBeNull();
    expect(parseBoundingBox('{"width":0.3,"height":0.4}')).toBeNull();
    expect(parseBoundingBox('{"left":2,"top":0,"width":0.3,"height":0.4}')).toBeNull();
  });

  it('writes a box the reader reads back', () => {
    const box = { left: 0.25, top: 0.5, width: 0.5, height: 0.125 };
    expect(parseBoundingBox(stringifyBoundingBox(box))).toEqual(box);
  });

  it('carries the line boxes of a multi-line passage along with the outer box', () => {
    const lines = [
      { left: 0.1, top: 0.2, width: 0.8, height: 0.02 },
      { left: 0.1, top: 0.23, width: 0.5, height: 0.02 },
    ];
    const text = stringifyBoundingBox({ left: 0.1, top: 0.2, width: 0.8, height: 0.05 }, lines);
    expect(JSON.parse(text).boxes).toEqual(lines);
    expect(parseBoundingBox(text)).toEqual({ left: 0.1, top: 0.2, width: 0.8, height: 0.05 });
    expect(JSON.parse(stringifyBoundingBox(lines[0]!, [lines[0]!])).boxes).toBeUndefined();
  });

  it('refuses to send a chunk whose bounding_box text is not a box', () => {
    expect(ZBoundingBoxText.safeParse('{"x":0.1}').success).toBe(false);
    expect(ZBoundingBoxText.safeParse(null).success).toBe(true);
  });

  it("labels regulation sources 'GDCR' and others 'Document'", () => {
    expect(sourceTypeLabel('regulation')).toBe('GDCR');
    expect(sourceTypeLabel('circular')).toBe('Document');
  });
});

describe('answer stream events', () => {
  it('tells events apart by type', () => {
    expect(parseSseData(ZRegagentStreamEvent, '{"type":"delta","text":"The base "}')).toEqual({
      type: 'delta',
      text: 'The base ',
    });
    const { id: _id, feedback: _feedback, ...rest } = sampleQuery;
    const done = parseSseData(ZRegagentStreamEvent, JSON.stringify({ type: 'done', ...rest }));
    expect(done?.type).toBe('done');
  });

  it('skips unknown events and broken text', () => {
    expect(parseSseData(ZRegagentStreamEvent, '{"type":"telemetry"}')).toBeNull();
    expect(parseSseData(ZRegagentStreamEvent, '{oops')).toBeNull();
  });
});

describe('new conversation', () => {
  it('reads an absent body (null or undefined) as no options', () => {
    expect(ZCreateConversationRequest.parse(null)).toEqual({});
    expect(ZCreateConversationRequest.parse(undefined)).toEqual({});
    expect(ZCreateConversationRequest.parse({ language: 'hi' })).toEqual({ language: 'hi' });
  });
});

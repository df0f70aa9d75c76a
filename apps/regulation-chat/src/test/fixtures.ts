import type { TConversationHistory, TQueryResponse, TRegagentStreamEvent, TSource } from '@app/sdk/contracts';

export const CONVERSATION_ID = '0b8f5a52-3c1e-4f7a-9d2b-6a1c2e3f4a5b';
export const OTHER_CONVERSATION_ID = '7d1e2f3a-4b5c-4d6e-8f90-a1b2c3d4e5f6';
export const QUESTION = 'What is the base FSI for a residential plot on a 12 m road in Ahmedabad?';

export const gdcr: TSource = {
  document_id: 'doc-gdcr',
  document_name: 'Gujarat CGDCR 2017 (as amended): an unofficial digest',
  source_type: 'regulation',
  document_link: '/api/documents/doc-gdcr/file?exp=1&sig=s',
  pages: [
    {
      page_number: 3,
      chunks: [
        {
          chunk_id: 'c1',
          bounding_box: '{"left":0.1,"top":0.75,"width":0.8,"height":0.1}',
          text_preview: 'In the R1 zone the base FSI is 1.8.',
          chunk_type: 'paragraph',
        },
      ],
    },
    {
      page_number: 4,
      chunks: [
        {
          chunk_id: 'c2',
          bounding_box: '{"x":0.1,"y":0.06,"width":0.79,"height":0.06}',
          text_preview: 'Wide roads: FSI 4.0.',
          chunk_type: 'paragraph',
        },
      ],
    },
  ],
};

export const parkingGuide: TSource = {
  document_id: 'doc-parking',
  document_name: 'Parking norms guide',
  source_type: 'guide',
  document_link: '/api/documents/doc-parking/file?exp=1&sig=s',
  pages: [{ page_number: 2, chunks: [{ chunk_id: 'c3', bounding_box: null, text_preview: 'Parking.', chunk_type: 'paragraph' }] }],
};

let queryCounter = 0;
const queryId = () => `00000000-0000-4000-8000-${String(++queryCounter).padStart(12, '0')}`;

export function answer(overrides: Partial<TQueryResponse> = {}): TQueryResponse {
  return {
    query_id: queryId(),
    conversation_id: CONVERSATION_ID,
    answer: 'In the R1 zone the base FSI is **1.8** [1]. On wide roads it is 4.0 [2].',
    sources: [gdcr],
    metrics: { tokens: 884, input_tokens: 623, output_tokens: 261, retrieval_ms: 3, generation_ms: 4, total_ms: 8 },
    created_at: '2026-03-03T09:00:00Z',
    ...overrides,
  };
}

/** The events a streamed answer sends before `done`. */
export function streamEvents(response: TQueryResponse): TRegagentStreamEvent[] {
  const half = Math.floor(response.answer.length / 2);
  return [
    { type: 'started', query_id: response.query_id, conversation_id: response.conversation_id, language: 'en' },
    { type: 'sources', sources: response.sources },
    { type: 'delta', text: response.answer.slice(0, half) },
    { type: 'delta', text: response.answer.slice(half) },
  ];
}

export function history(overrides: Partial<TConversationHistory> = {}): TConversationHistory {
  const stored = answer({ conversation_id: OTHER_CONVERSATION_ID });
  return {
    conversation_id: OTHER_CONVERSATION_ID,
    title: 'FSI on a 12 m road',
    language: 'gu',
    queries: [{ ...stored, id: stored.query_id, query: QUESTION, feedback: 1 }],
    ...overrides,
  };
}

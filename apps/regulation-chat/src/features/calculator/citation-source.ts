import type { TCalculatorLine, TRuleReference, TSource } from '@app/sdk/contracts';

/**
 * A calculator row's citation as a source the chat's viewer opens: the cited page of the
 * ingested document with the row's box highlighted. Null when the row cites no ingested page.
 */
export function citationSource(rule: TRuleReference): TSource | null {
  const { citation } = rule;
  if (!citation.document_id || !citation.document_link || !citation.page_number) return null;
  return {
    document_id: citation.document_id,
    document_name: citation.document_name ?? citation.document ?? rule.clause,
    source_type: 'regulation',
    document_link: citation.document_link,
    pages: [
      {
        page_number: citation.page_number,
        chunks: [{ chunk_id: rule.row_id, bounding_box: citation.bounding_box, text_preview: rule.clause, chunk_type: 'table' }],
      },
    ],
  };
}

/** The rule a line cites first: the first of its rows that points at an ingested page. */
export function citedRule(line: TCalculatorLine): { rule: TRuleReference; source: TSource } | null {
  for (const rule of line.rules) {
    const source = citationSource(rule);
    if (source) return { rule, source };
  }
  return null;
}

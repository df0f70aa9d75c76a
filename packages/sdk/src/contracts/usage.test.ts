import { describe, expect, it } from 'vitest';
import { ZOperationType } from './common.js';
import { OPERATION_TYPE_LABELS, ZUsageHistoryQuery, ZUsageSummaryQuery, operationCategory } from './usage.js';

describe('usage contracts', () => {
  it('labels the three operation types as the spec does', () => {
    expect(ZOperationType.options.map((type) => OPERATION_TYPE_LABELS[type])).toEqual([
      'Regulation Query',
      'Material Extraction',
      'Vendor Discovery',
    ]);
  });

  it('puts regulation queries under Urban Planning and the rest under the Sourcing Agent', () => {
    expect(operationCategory('regulation_query')).toBe('urban_planning');
    expect(operationCategory('vendor_discovery')).toBe('sourcing_agent');
  });

  it('reads history filters from query text with page size 20 by default', () => {
    expect(
      ZUsageHistoryQuery.parse({ operation_type: 'material_extraction', min_tokens: '100', min_cost: '0.5', project_id: '3' }),
    ).toEqual({ page: 1, page_size: 20, operation_type: 'material_extraction', min_tokens: 100, min_cost: 0.5, project_id: 3 });
  });

  it('refuses an unknown operation type and a reversed date range', () => {
    expect(ZUsageHistoryQuery.safeParse({ operation_type: 'chat' }).success).toBe(false);
    const reversed = ZUsageSummaryQuery.safeParse({ date_from: '2025-03-10', date_to: '2025-03-01' });
    expect(reversed.error?.issues[0]?.message).toBe('date_from must not be after date_to');
  });

  it('accepts a summary query with no parameters', () => {
    expect(ZUsageSummaryQuery.parse({})).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { buildRetrieveBody } from './flight-request';
import { DEFAULT_VIEW, EMPTY_FILTERS } from './flight-view';

describe('RetrieveProposals body', () => {
  it('defaults: page 1 of 20, RECOMMENDED ascending, metadata on, only transportType', () => {
    expect(buildRetrieveBody(DEFAULT_VIEW, 'en', null)).toEqual({
      facets: { transportType: 'ONLY_FLIGHT' },
      sort: { value: 'RECOMMENDED', ascending: true },
      page: { pageNumber: 1, pageSize: 20 },
      filtersMetadata: true,
      staticData: { language: 'en' },
    });
  });

  it('applies the free-flight sort and ceiling over the view', () => {
    const view = { filters: { ...EMPTY_FILTERS, directOnly: true }, sort: DEFAULT_VIEW.sort, page: 3 };
    const body = buildRetrieveBody(view, 'es', { voucherAmount: 150 });
    expect(body.sort).toEqual({ value: 'PRICE', ascending: true });
    expect(body.facets).toEqual({
      outboundStops: [0],
      inboundStops: [0],
      price: { max: 15_000 },
      transportType: 'ONLY_FLIGHT',
    });
    expect(body.page).toEqual({ pageNumber: 3, pageSize: 20 });
  });
});

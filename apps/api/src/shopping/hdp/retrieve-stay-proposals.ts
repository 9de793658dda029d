import type { FlightSummary, Language, retrieveStayProposalsBodySchema, StayProposal } from '@wayfare/contract';
import { ErrorMessage } from '@wayfare/contract';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-error';
import { presentFlightSummary } from '../transport/present';
import { money, pointsFor } from './money';
import type { ShownRate } from './stay-facets';
import { filtersMetadata } from './stay-metadata';
import { evaluate, sortedIndexes } from './stay-results';
import type { StaySearch, StaySearchItem } from './stay-search';
import { presentAccommodation, presentPromotionSummary } from './stay-presenter';

export type RetrieveStayProposalsBody = z.output<typeof retrieveStayProposalsBodySchema>;

export const noContent = () => new ApiError(ErrorMessage.NO_CONTENT, 'No stay matches the search and its filters');

/** The package flight as cards show it: the same for every item of a search, so made once. */
function flightSummary(search: StaySearch): FlightSummary | null {
  if (!search.flight) return null;
  let summary = search.memo.get('flightSummary') as FlightSummary | undefined;
  if (!summary) {
    summary = presentFlightSummary(search.flight);
    search.memo.set('flightSummary', summary);
  }
  return summary;
}

function presentProposal(search: StaySearch, item: StaySearchItem, shown: ShownRate, language: Language): StayProposal {
  const { currency } = search.query;
  const before = item.pricesBeforeDiscount[shown.slot] as number;
  return {
    id: item.stay.id,
    accommodation: presentAccommodation(item.stay, language),
    mealPlan: shown.plan,
    freeCancellation: shown.flexible,
    promotion: presentPromotionSummary(item.stay, language),
    price: {
      total: money(shown.price, currency),
      perNight: money(shown.price / search.query.nights, currency),
      beforeDiscount: item.stay.promotion ? money(before, currency) : null,
    },
    pointsEquivalent: pointsFor(shown.price, search.brand.pointsConversionRate),
    distanceFromCentreKm: item.stay.distanceFromCentreKm,
    flight: flightSummary(search),
  };
}

/**
 * One page of a ready search: facets narrow it, the sort orders it, metadata counts every facet
 * (spec §7 RetrieveProposals; spec §9 page size 20, first page 1). NO_CONTENT when nothing matches.
 */
export function retrieveStayProposals(search: StaySearch, body: RetrieveStayProposalsBody) {
  if (search.items.length === 0) throw noContent();
  const evaluation = evaluate(search, body.facets);
  const order = sortedIndexes(search, body.sort, evaluation);
  const matching: number[] = [];
  for (const index of order) if (evaluation.masks[index] === 0) matching.push(index);
  if (matching.length === 0) throw noContent();
  const { pageNumber, pageSize } = body.page;
  const start = (pageNumber - 1) * pageSize;
  const language = body.staticData.language;
  return {
    proposals: matching
      .slice(start, start + pageSize)
      .map((index) =>
        presentProposal(search, search.items[index] as StaySearchItem, evaluation.shown[index] as ShownRate, language),
      ),
    totalCount: matching.length,
    page: { pageNumber, pageSize, totalPages: Math.ceil(matching.length / pageSize) },
    filtersMetadata: filtersMetadata(search, evaluation),
  };
}

/** RetrieveAllProposals: every result of the search, light enough for map markers. */
export function retrieveAllStayProposals(search: StaySearch) {
  if (search.items.length === 0) throw noContent();
  return {
    proposals: search.items.map((item) => ({
      id: item.stay.id,
      accommodationId: item.stay.id,
      name: item.stay.name,
      stars: item.stay.stars,
      coordinates: { latitude: item.stay.latitude, longitude: item.stay.longitude },
      price: money(item.minPrice, search.query.currency),
    })),
  };
}

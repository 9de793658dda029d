import type { FlightSummary, Language, retrieveStayProposalsBodySchema, StayProposal } from '@wayfare/contract';
import { ErrorMessage } from '@wayfare/contract';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-error';
import { priceStay } from '../../pricing/stay-price';
import type { PricingContext } from '../../pricing/pricing-context';
import { presentFlightSummary } from '../transport/present';
import type { ShownRate } from './stay-facets';
import { filtersMetadata } from './stay-metadata';
import { evaluate, sortedIndexes } from './stay-results';
import type { StaySearch, StaySearchItem } from './stay-search';
import { rateIdFor } from './stay-rates';
import { presentAccommodation, promotionLabel } from './stay-presenter';

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

/**
 * A card: the rate it shows (cheapest within the filters) priced by the pricing authority, its rateId so the hotel
 * page opens on it, and a promotion badge whose percentage is computed from the two amounts it stands between.
 */
function presentProposal(
  search: StaySearch,
  item: StaySearchItem,
  shown: ShownRate,
  language: Language,
  context: PricingContext,
): StayProposal {
  const before = item.stay.promotion ? (item.pricesBeforeDiscount[shown.slot] as number) : null;
  const priced = priceStay(shown.price, before, search.query.nights, search.flight !== null, context);
  const roomId = item.rooms[shown.slot] as string;
  return {
    id: item.stay.id,
    accommodation: presentAccommodation(item.stay, language),
    mealPlan: shown.plan,
    freeCancellation: shown.flexible,
    rateId: rateIdFor(roomId, shown.plan, shown.flexible),
    roomId,
    promotion:
      item.stay.promotion && priced.promotion
        ? { label: promotionLabel(item.stay.promotion, language), discountPercent: priced.promotion.percent }
        : null,
    price: {
      total: priced.list,
      perNight: priced.perNight,
      beforeDiscount: priced.promotion?.reference ?? null,
      taxesAndFees: priced.taxesAndFees,
    },
    ...(priced.member ? { memberPrice: priced.member } : {}),
    pointsEquivalent: priced.points,
    distanceFromCentreKm: item.stay.distanceFromCentreKm,
    flight: flightSummary(search),
  };
}

/**
 * One page of a ready search: facets narrow it, the sort orders it, metadata counts every facet
 * (spec §7 RetrieveProposals; spec §9 page size 20, first page 1). NO_CONTENT when nothing matches.
 */
export function retrieveStayProposals(search: StaySearch, body: RetrieveStayProposalsBody, context: PricingContext) {
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
        presentProposal(
          search,
          search.items[index] as StaySearchItem,
          evaluation.shown[index] as ShownRate,
          language,
          context,
        ),
      ),
    totalCount: matching.length,
    page: { pageNumber, pageSize, totalPages: Math.ceil(matching.length / pageSize) },
    filtersMetadata: filtersMetadata(search, evaluation),
  };
}

/**
 * RetrieveAllProposals: every result matching the list's facets (the map's pins are the list's stays), light
 * enough for map markers, each priced by the pricing authority exactly as its card.
 */
export function retrieveAllStayProposals(
  search: StaySearch,
  facets: RetrieveStayProposalsBody['facets'],
  context: PricingContext,
) {
  if (search.items.length === 0) throw noContent();
  const evaluation = evaluate(search, facets);
  const proposals = search.items.flatMap((item, index) => {
    if (evaluation.masks[index] !== 0) return [];
    const shown = evaluation.shown[index] as ShownRate;
    const before = item.stay.promotion ? (item.pricesBeforeDiscount[shown.slot] as number) : null;
    const priced = priceStay(shown.price, before, search.query.nights, search.flight !== null, context);
    // Only language-free parts (rating, image) are read from the presented accommodation.
    const accommodation = presentAccommodation(item.stay, 'en');
    return [
      {
        id: item.stay.id,
        accommodationId: item.stay.id,
        name: item.stay.name,
        stars: item.stay.stars,
        coordinates: { latitude: item.stay.latitude, longitude: item.stay.longitude },
        price: priced.list,
        ...(priced.member ? { memberPrice: priced.member } : {}),
        ...(accommodation.rating ? { rating: accommodation.rating.score } : {}),
        ...(accommodation.image ? { imageUrl: accommodation.image } : {}),
      },
    ];
  });
  if (proposals.length === 0) throw noContent();
  return { proposals };
}

import type { FareFamilyId, FareOption } from '@wayfare/contract';
import { fromInventoryCents } from '../../pricing/currency';
import { priceFlight } from '../../pricing/flight-price';
import type { PricingContext } from '../../pricing/pricing-context';
import { familyAdultCents, familyName, familyTerms } from './fare-families';
import { travellerPrices } from './fares';
import type { TravellerPrice } from './fares';
import type { FlightOffer } from './offers';

/** Per-traveller prices of the offer's flights in a family (inventory cents, before the pricing authority). */
export function familyPrices(offer: FlightOffer, family: FareFamilyId): TravellerPrice[] {
  const adult =
    familyAdultCents(offer.outbound, family, offer.cabinClass) +
    (offer.inbound ? familyAdultCents(offer.inbound, family, offer.cabinClass) : 0);
  return travellerPrices(adult, offer.travellers.adults, offer.travellers.childrenAges);
}

/**
 * One fare family of an offer, priced by the pricing authority exactly like a proposal (list, member price,
 * taxes and fees, points), so the family the cart charges is the amount the comparison showed.
 */
export function presentFareOption(offer: FlightOffer, family: FareFamilyId, context: PricingContext): FareOption {
  const priced = priceFlight(familyPrices(offer, family), context);
  const terms = familyTerms(offer.outbound, family);
  return {
    id: family,
    name: familyName(offer.outbound, family),
    baggage: {
      included: terms.checkedBags > 0 ? 'CABIN_CHECKED' : 'CABIN',
      cabinBags: terms.cabinBags,
      checkedBags: terms.checkedBags,
    },
    seatSelection: terms.seatSelection,
    fareRules: {
      refundable: terms.rules.refundable,
      changeable: terms.rules.changeable,
      changeFee:
        terms.rules.changeFeeCents === null ? null : fromInventoryCents(terms.rules.changeFeeCents, context.currency),
    },
    price: { total: priced.list, perTraveller: priced.perTraveller, taxesAndFees: priced.taxesAndFees },
    ...(priced.member ? { memberPrice: priced.member } : {}),
    pointsEquivalent: priced.points,
  };
}

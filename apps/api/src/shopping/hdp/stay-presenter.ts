import type { AccommodationSummary, Language } from '@wayfare/contract';
import { cityName, findCity } from '../../inventory/cities';
import type { City } from '../../inventory/cities';
import { hashString } from '../../inventory/seeded-random';
import type { Stay, StayPromotionInfo } from '../../inventory/stays/stay-types';
import { stayImageUrl } from '../../images/image-urls';

type Texts = Record<Language, string>;

/** A result card's view of a property, with the city name in the visitor's language. */
export function presentAccommodation(stay: Stay, language: Language): AccommodationSummary {
  const city = findCity(stay.cityCode) as City;
  return {
    id: stay.id,
    name: stay.name,
    type: stay.type,
    stars: stay.stars,
    rating: stay.rating ? { ...stay.rating } : null,
    address: {
      street: stay.street,
      city: cityName(city, language),
      postalCode: stay.postalCode,
      country: stay.country,
    },
    coordinates: { latitude: stay.latitude, longitude: stay.longitude },
    image: stayImageUrl(stay.id),
    amenities: [...stay.amenities],
  };
}

const PROMOTION_TITLES: Record<StayPromotionInfo['kind'], Texts> = {
  EARLY_BOOKING: { it: 'Prenota prima', es: 'Reserva anticipada', en: 'Early booking', fr: 'Réservation anticipée' },
  LAST_MINUTE: { it: 'Last minute', es: 'Última hora', en: 'Last minute', fr: 'Dernière minute' },
  LONG_STAY: { it: 'Soggiorno lungo', es: 'Estancia larga', en: 'Long stay', fr: 'Long séjour' },
  MEMBER: { it: 'Prezzo riservato', es: 'Precio exclusivo', en: 'Member price', fr: 'Prix membre' },
  SEASONAL: { it: 'Offerta di stagione', es: 'Oferta de temporada', en: 'Seasonal offer', fr: 'Offre de saison' },
};

const PROMOTION_TEXT: Record<Language, (percent: number) => string> = {
  it: (percent) => `Sconto del ${percent}% già incluso nel prezzo di tutte le camere.`,
  es: (percent) => `Descuento del ${percent}% ya incluido en el precio de todas las habitaciones.`,
  en: (percent) => `${percent}% off, already included in the price of every room.`,
  fr: (percent) => `Remise de ${percent} % déjà incluse dans le prix de toutes les chambres.`,
};

/** The badge's words; its percentage comes from the priced amounts (src/pricing), never from here. */
export const promotionLabel = (promotion: StayPromotionInfo, language: Language) =>
  PROMOTION_TITLES[promotion.kind][language];

/** A promotion runs to the end of this month or one of the next two (stable within a month). */
function validUntil(stay: Stay, today: Date): string {
  const months = hashString(`${stay.id}|promotion`) % 3;
  const end = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + months + 1, 0));
  return end.toISOString().slice(0, 10);
}

/** RetreiveAccommodationPromotion: the property's promotion, or null. */
export function presentPromotion(stay: Stay, language: Language, today = new Date()) {
  if (!stay.promotion) return null;
  return {
    title: PROMOTION_TITLES[stay.promotion.kind][language],
    description: PROMOTION_TEXT[language](stay.promotion.discountPercent),
    discountPercent: stay.promotion.discountPercent,
    validUntil: validUntil(stay, today),
  };
}

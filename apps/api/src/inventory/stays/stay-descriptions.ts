import type { Language } from '@wayfare/contract';
import type { Stay } from './stay-types';
import type { AccommodationType } from './stay-vocabulary';

type Texts = Record<Language, string>;

const TYPE_NOUN: Record<AccommodationType, Texts> = {
  HOTEL: { it: 'un hotel', es: 'un hotel', en: 'hotel', fr: 'un hôtel' },
  APARTMENT: {
    it: 'un complesso di appartamenti',
    es: 'un complejo de apartamentos',
    en: 'apartment residence',
    fr: 'une résidence',
  },
  B_AND_B: {
    it: 'un bed and breakfast',
    es: 'un bed and breakfast',
    en: 'bed and breakfast',
    fr: "une maison d'hôtes",
  },
  RESORT: { it: 'un resort', es: 'un resort', en: 'resort', fr: 'un complexe hôtelier' },
  HOSTEL: { it: 'un ostello', es: 'un albergue', en: 'hostel', fr: 'une auberge' },
  VILLA: { it: 'una villa', es: 'una villa', en: 'villa', fr: 'une villa' },
};

const STARS: Record<Language, (stars: number) => string> = {
  it: (stars) => (stars > 0 ? ` a ${stars} stelle` : ''),
  es: (stars) => (stars > 0 ? ` de ${stars} estrellas` : ''),
  en: () => '',
  fr: (stars) => (stars > 0 ? ` ${stars} étoiles` : ''),
};

const HIGHLIGHTS: Record<string, Texts> = {
  POOL: { it: 'piscina', es: 'piscina', en: 'a swimming pool', fr: 'une piscine' },
  SPA: { it: 'centro benessere', es: 'spa', en: 'a spa', fr: 'un spa' },
  GYM: { it: 'palestra', es: 'gimnasio', en: 'a gym', fr: 'une salle de sport' },
  RESTAURANT: { it: 'ristorante', es: 'restaurante', en: 'a restaurant', fr: 'un restaurant' },
  BAR: { it: 'bar', es: 'bar', en: 'a bar', fr: 'un bar' },
  PARKING: { it: 'parcheggio', es: 'aparcamiento', en: 'parking', fr: 'un parking' },
  KITCHEN: { it: 'cucina attrezzata', es: 'cocina equipada', en: 'a fitted kitchen', fr: 'une cuisine équipée' },
  WIFI: { it: 'Wi-Fi gratuito', es: 'wifi gratis', en: 'free Wi-Fi', fr: 'le Wi-Fi gratuit' },
};

const AND: Texts = { it: 'e', es: 'y', en: 'and', fr: 'et' };

function list(items: string[], language: Language): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${AND[language]} ${items[items.length - 1]}`;
}

const SENTENCES: Record<
  Language,
  (parts: { kind: string; city: string; km: string; area: string; offers: string }) => string[]
> = {
  it: ({ kind, city, km, area, offers }) => [
    `${kind.charAt(0).toUpperCase()}${kind.slice(1)} nella zona ${area} di ${city}, a ${km} km dal centro.`,
    offers ? `Offre ${offers}.` : '',
  ],
  es: ({ kind, city, km, area, offers }) => [
    `${kind.charAt(0).toUpperCase()}${kind.slice(1)} en la zona ${area} de ${city}, a ${km} km del centro.`,
    offers ? `Ofrece ${offers}.` : '',
  ],
  en: ({ kind, city, km, area, offers }) => [
    `${kind.charAt(0).toUpperCase()}${kind.slice(1)} in the ${area} area of ${city}, ${km} km from the centre.`,
    offers ? `It offers ${offers}.` : '',
  ],
  fr: ({ kind, city, km, area, offers }) => [
    `${kind.charAt(0).toUpperCase()}${kind.slice(1)} dans le quartier ${area} de ${city}, à ${km} km du centre.`,
    offers ? `On y trouve ${offers}.` : '',
  ],
};

const CLOSING: Record<string, Texts> = {
  SEA_VIEW: {
    it: 'Molte camere hanno vista mare.',
    es: 'Muchas habitaciones tienen vistas al mar.',
    en: 'Many rooms look out to sea.',
    fr: 'De nombreuses chambres donnent sur la mer.',
  },
  HISTORIC_BUILDING: {
    it: "L'edificio è storico.",
    es: 'Ocupa un edificio histórico.',
    en: 'It occupies a historic building.',
    fr: 'Il occupe un bâtiment historique.',
  },
  FAMILY_FRIENDLY: {
    it: 'Ideale per le famiglie.',
    es: 'Ideal para familias.',
    en: 'Well suited to families.',
    fr: 'Idéal pour les familles.',
  },
  ADULTS_ONLY: {
    it: 'Riservato agli adulti.',
    es: 'Solo para adultos.',
    en: 'Adults only.',
    fr: 'Réservé aux adultes.',
  },
  QUIET_AREA: {
    it: 'La zona è tranquilla.',
    es: 'La zona es tranquila.',
    en: 'The area is quiet.',
    fr: 'Le quartier est calme.',
  },
};

/** The description of a property in one of the four languages (made on demand, never stored). */
export function describeStay(stay: Stay, cityName: string, language: Language): string {
  const noun = TYPE_NOUN[stay.type][language];
  // English puts the stars before the noun ("a 4-star hotel"); the others after it ("un hotel a 4 stelle").
  const kind =
    language === 'en'
      ? stay.stars > 0
        ? `a ${stay.stars}-star ${noun}`
        : `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`
      : `${noun}${STARS[language](stay.stars)}`;
  const offers = ['POOL', 'SPA', 'RESTAURANT', 'GYM', 'KITCHEN', 'BAR', 'PARKING', 'WIFI']
    .filter((code) => stay.amenities.includes(code))
    .slice(0, 3)
    .map((code) => (HIGHLIGHTS[code] as Texts)[language]);
  const closing = stay.characteristics
    .map((code) => CLOSING[code]?.[language])
    .filter((text): text is string => !!text)
    .slice(0, 2);
  const sentences = SENTENCES[language]({
    kind,
    city: cityName,
    km: stay.distanceFromCentreKm.toLocaleString(language === 'en' ? 'en-GB' : language),
    area: stay.district,
    offers: list(offers, language),
  });
  return [...sentences, ...closing].filter((sentence) => sentence.length > 0).join(' ');
}

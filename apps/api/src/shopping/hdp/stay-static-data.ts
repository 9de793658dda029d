import type { accommodationStaticDataSchema, Language } from '@wayfare/contract';
import type { z } from 'zod';
import { cityName, findCity } from '../../inventory/cities';
import type { City } from '../../inventory/cities';
import { describeStay } from '../../inventory/stays/stay-descriptions';
import type { Stay } from '../../inventory/stays/stay-types';
import { stayImageUrl } from '../../images/image-urls';
import { STAY_IMAGE_KINDS } from '../../images/stay-image';
import type { StayImageKind } from '../../images/stay-image';
import { presentAccommodation } from './stay-presenter';

const CAPTIONS: Record<StayImageKind, Record<Language, string>> = {
  facade: { it: 'Esterno', es: 'Exterior', en: 'Exterior', fr: 'Extérieur' },
  room: { it: 'Camera', es: 'Habitación', en: 'Room', fr: 'Chambre' },
  pool: { it: 'Piscina e terrazza', es: 'Piscina y terraza', en: 'Pool and terrace', fr: 'Piscine et terrasse' },
  view: { it: 'Vista', es: 'Vistas', en: 'View', fr: 'Vue' },
};

/** RetreiveAccommodationStaticData: description in the asked language (it/es/en/fr), gallery, times. */
export function presentStaticData(stay: Stay, language: Language): z.infer<typeof accommodationStaticDataSchema> {
  const city = findCity(stay.cityCode) as City;
  // Only properties with a pool show the pool picture.
  const kinds = STAY_IMAGE_KINDS.filter((kind) => kind !== 'pool' || stay.amenities.includes('POOL'));
  return {
    ...presentAccommodation(stay, language),
    description: describeStay(stay, cityName(city, language), language),
    images: kinds.map((kind) => ({
      url: stayImageUrl(stay.id, kind),
      caption: `${stay.name}: ${CAPTIONS[kind][language]}`,
    })),
    characteristics: [...stay.characteristics],
    checkInTime: stay.checkInTime,
    checkOutTime: stay.checkOutTime,
    distanceFromCentreKm: stay.distanceFromCentreKm,
  };
}

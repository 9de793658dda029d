import type { Language } from '@wayfare/contract';
import type { SeededRandom } from '../seeded-random';
import type { RoomType } from './stay-types';
import type { AccommodationType } from './stay-vocabulary';

interface RoomCatalogueEntry extends RoomType {
  names: Record<Language, string>;
  descriptions: Record<Language, string>;
}

const room = (
  code: string,
  priceFactor: number,
  maxOccupancy: number,
  names: [string, string, string, string],
  descriptions: [string, string, string, string],
): RoomCatalogueEntry => ({
  code,
  priceFactor,
  maxOccupancy,
  names: { it: names[0], es: names[1], en: names[2], fr: names[3] },
  descriptions: { it: descriptions[0], es: descriptions[1], en: descriptions[2], fr: descriptions[3] },
});

/** Room types with their names in it/es/en/fr; the price factor is relative to the standard double. */
const CATALOGUE: readonly RoomCatalogueEntry[] = [
  room(
    'SGL',
    0.8,
    1,
    ['Camera singola', 'Habitación individual', 'Single Room', 'Chambre simple'],
    [
      'Letto singolo, bagno privato.',
      'Cama individual, baño privado.',
      'Single bed, private bathroom.',
      'Lit simple, salle de bain privative.',
    ],
  ),
  room(
    'DBL',
    1,
    2,
    ['Camera doppia standard', 'Habitación doble estándar', 'Standard Double Room', 'Chambre double standard'],
    [
      'Letto matrimoniale, bagno privato.',
      'Cama de matrimonio, baño privado.',
      'Double bed, private bathroom.',
      'Lit double, salle de bain privative.',
    ],
  ),
  room(
    'TWN',
    1,
    2,
    ['Camera doppia con letti separati', 'Habitación doble con dos camas', 'Twin Room', 'Chambre lits jumeaux'],
    ['Due letti singoli.', 'Dos camas individuales.', 'Two single beds.', 'Deux lits simples.'],
  ),
  room(
    'SUP',
    1.25,
    2,
    ['Camera doppia superior', 'Habitación doble superior', 'Superior Double Room', 'Chambre double supérieure'],
    ['Più spaziosa, con vista.', 'Más amplia, con vistas.', 'More space, with a view.', 'Plus spacieuse, avec vue.'],
  ),
  room(
    'TPL',
    1.35,
    3,
    ['Camera tripla', 'Habitación triple', 'Triple Room', 'Chambre triple'],
    [
      'Un letto matrimoniale e un singolo.',
      'Una cama doble y una individual.',
      'A double and a single bed.',
      'Un lit double et un lit simple.',
    ],
  ),
  room(
    'JST',
    1.7,
    3,
    ['Junior suite', 'Junior suite', 'Junior Suite', 'Junior suite'],
    ['Zona giorno separata.', 'Zona de estar separada.', 'Separate sitting area.', 'Coin salon séparé.'],
  ),
  room(
    'FAM',
    1.6,
    4,
    ['Camera familiare', 'Habitación familiar', 'Family Room', 'Chambre familiale'],
    ['Per quattro ospiti.', 'Para cuatro huéspedes.', 'Sleeps four.', 'Pour quatre personnes.'],
  ),
  room(
    'STU',
    1,
    2,
    ['Monolocale', 'Estudio', 'Studio', 'Studio'],
    ['Angolo cottura attrezzato.', 'Cocina americana equipada.', 'Fitted kitchenette.', 'Kitchenette équipée.'],
  ),
  room(
    'AP1',
    1.4,
    4,
    ['Bilocale', 'Apartamento de un dormitorio', 'One-Bedroom Apartment', 'Appartement une chambre'],
    [
      'Camera, soggiorno con divano letto, cucina.',
      'Dormitorio, salón con sofá cama, cocina.',
      'Bedroom, living room with sofa bed, kitchen.',
      'Chambre, séjour avec canapé-lit, cuisine.',
    ],
  ),
  room(
    'AP2',
    1.9,
    6,
    ['Trilocale', 'Apartamento de dos dormitorios', 'Two-Bedroom Apartment', 'Appartement deux chambres'],
    [
      'Due camere, soggiorno, cucina.',
      'Dos dormitorios, salón, cocina.',
      'Two bedrooms, living room, kitchen.',
      'Deux chambres, séjour, cuisine.',
    ],
  ),
  room(
    'DRM',
    0.35,
    1,
    ['Letto in dormitorio da 6', 'Cama en dormitorio de 6', 'Bed in 6-Bed Dormitory', 'Lit en dortoir de 6'],
    ['Armadietto incluso.', 'Taquilla incluida.', 'Locker included.', 'Casier inclus.'],
  ),
  room(
    'GVR',
    1.1,
    2,
    ['Camera vista giardino', 'Habitación con vistas al jardín', 'Garden View Room', 'Chambre vue jardin'],
    ['Terrazza sul giardino.', 'Terraza al jardín.', 'Terrace over the garden.', 'Terrasse sur le jardin.'],
  ),
  room(
    'FST',
    2.1,
    5,
    ['Suite familiare', 'Suite familiar', 'Family Suite', 'Suite familiale'],
    [
      'Due ambienti per cinque ospiti.',
      'Dos ambientes para cinco huéspedes.',
      'Two rooms sleeping five.',
      'Deux pièces pour cinq personnes.',
    ],
  ),
  room(
    'VIL',
    3.2,
    8,
    ['Villa intera', 'Villa completa', 'Entire Villa', 'Villa entière'],
    [
      'Quattro camere, giardino privato.',
      'Cuatro dormitorios, jardín privado.',
      'Four bedrooms, private garden.',
      'Quatre chambres, jardin privé.',
    ],
  ),
];

const BY_CODE = new Map(CATALOGUE.map((entry) => [entry.code, entry]));

/** Which room types each kind of property may have; the first one is always offered. */
const CHOICES: Record<AccommodationType, { always: string; optional: readonly string[] }> = {
  HOTEL: { always: 'DBL', optional: ['SGL', 'TWN', 'SUP', 'TPL', 'JST', 'FAM'] },
  APARTMENT: { always: 'STU', optional: ['AP1', 'AP2'] },
  B_AND_B: { always: 'DBL', optional: ['SGL', 'TWN', 'TPL'] },
  RESORT: { always: 'GVR', optional: ['SUP', 'JST', 'FAM', 'FST'] },
  HOSTEL: { always: 'DRM', optional: ['DBL', 'TWN'] },
  VILLA: { always: 'VIL', optional: [] },
};

/** Two to four room types for a property (one for a villa), cheapest kinds first. */
export function pickRooms(random: SeededRandom, type: AccommodationType): RoomType[] {
  const choice = CHOICES[type];
  const extra = random.sample(choice.optional, random.int(1, 3));
  return [choice.always, ...extra]
    .map((code) => BY_CODE.get(code) as RoomCatalogueEntry)
    .sort((a, b) => a.priceFactor - b.priceFactor)
    .map(({ code, priceFactor, maxOccupancy }) => ({ code, priceFactor, maxOccupancy }));
}

export function roomName(code: string, language: Language): string {
  return BY_CODE.get(code)?.names[language] ?? code;
}

export function roomDescription(code: string, language: Language): string {
  return BY_CODE.get(code)?.descriptions[language] ?? '';
}

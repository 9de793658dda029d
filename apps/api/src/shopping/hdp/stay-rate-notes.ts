import type { Language } from '@wayfare/contract';
import type { RateMealPlan, Stay } from '../../inventory/stays/stay-types';

type Texts = Record<Language, string>;

const BOARD: Record<RateMealPlan, Texts> = {
  ROOM_ONLY: {
    en: 'Room only: meals are not included.',
    it: 'Solo pernottamento: i pasti non sono inclusi.',
    es: 'Solo alojamiento: las comidas no están incluidas.',
    fr: 'Logement seul : les repas ne sont pas inclus.',
  },
  BREAKFAST: {
    en: 'Breakfast included for every guest, every morning.',
    it: 'Colazione inclusa per ogni ospite, ogni mattina.',
    es: 'Desayuno incluido para cada huésped, cada mañana.',
    fr: 'Petit-déjeuner inclus pour chaque client, chaque matin.',
  },
  HALF_BOARD: {
    en: 'Half board: breakfast and dinner included (drinks extra).',
    it: 'Mezza pensione: colazione e cena incluse (bevande escluse).',
    es: 'Media pensión: desayuno y cena incluidos (bebidas aparte).',
    fr: 'Demi-pension : petit-déjeuner et dîner inclus (boissons en sus).',
  },
  FULL_BOARD: {
    en: 'Full board: breakfast, lunch and dinner included (drinks extra).',
    it: 'Pensione completa: colazione, pranzo e cena inclusi (bevande escluse).',
    es: 'Pensión completa: desayuno, almuerzo y cena incluidos (bebidas aparte).',
    fr: 'Pension complète : petit-déjeuner, déjeuner et dîner inclus (boissons en sus).',
  },
  ALL_INCLUSIVE: {
    en: 'All inclusive: meals, snacks and local drinks included.',
    it: 'All inclusive: pasti, snack e bevande locali inclusi.',
    es: 'Todo incluido: comidas, tentempiés y bebidas locales incluidos.',
    fr: 'Tout compris : repas, en-cas et boissons locales inclus.',
  },
};

const NON_REFUNDABLE: Texts = {
  en: 'Non-refundable: the stay cannot be cancelled or changed without paying it in full.',
  it: 'Non rimborsabile: il soggiorno non può essere annullato o modificato senza pagarlo per intero.',
  es: 'No reembolsable: la estancia no se puede cancelar ni cambiar sin pagarla entera.',
  fr: 'Non remboursable : le séjour ne peut être ni annulé ni modifié sans être payé en entier.',
};

const FLEXIBLE: Texts = {
  en: 'Free cancellation until the deadline; after it the first night is charged, a no-show pays the whole stay.',
  it: 'Cancellazione gratuita fino alla scadenza; dopo si paga la prima notte, la mancata presentazione tutto il soggiorno.',
  es: 'Cancelación gratuita hasta la fecha límite; después se cobra la primera noche, y la no presentación, toda la estancia.',
  fr: "Annulation gratuite jusqu'à l'échéance ; ensuite la première nuit est due, une non-présentation coûte tout le séjour.",
};

const TIMES: Record<Language, (checkIn: string, checkOut: string) => string> = {
  en: (checkIn, checkOut) => `Check-in from ${checkIn}, check-out until ${checkOut}.`,
  it: (checkIn, checkOut) => `Check-in dalle ${checkIn}, check-out entro le ${checkOut}.`,
  es: (checkIn, checkOut) => `Entrada a partir de las ${checkIn}, salida hasta las ${checkOut}.`,
  fr: (checkIn, checkOut) => `Arrivée à partir de ${checkIn}, départ avant ${checkOut}.`,
};

const TAXES: Texts = {
  en: 'Taxes and fees are included in the price; nothing more to pay at the property.',
  it: 'Tasse e oneri inclusi nel prezzo; nulla da pagare in struttura.',
  es: 'Impuestos y tasas incluidos en el precio; nada más que pagar en el alojamiento.',
  fr: 'Taxes et frais inclus dans le prix ; rien de plus à payer sur place.',
};

/** The hotel's notes on a rate, shown at review and on the confirmation (deterministic from the inventory). */
export function rateNotes(stay: Stay, mealPlan: RateMealPlan, flexible: boolean, language: Language): string[] {
  return [
    BOARD[mealPlan][language],
    (flexible ? FLEXIBLE : NON_REFUNDABLE)[language],
    TIMES[language](stay.checkInTime, stay.checkOutTime),
    TAXES[language],
  ];
}

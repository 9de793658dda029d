import { money, scaleMoney } from '@wayfare/contract';
import type { Language } from '@wayfare/contract';
import type { CartContext } from './cart-context';
import { inventoryMinor } from '../pricing/currency';

export type ExtraCode =
  'CHECKED_BAG' | 'PRIORITY_BOARDING' | 'TRAVEL_INSURANCE' | 'AIRPORT_TRANSFER' | 'LATE_CHECKOUT' | 'SEAT_SELECTION';

export interface ExtraDefinition {
  code: ExtraCode;
  pricing: 'PER_TRAVELLER' | 'PER_BOOKING';
  maxQuantity: number;
  /** Whether the brand's checkoutOptions and the cart's trip offer it. */
  offered: (context: CartContext) => boolean;
  /** Unit price in cart-currency cents. */
  unitCents: (context: CartContext) => number;
}

/** Insurance costs 5% of the main product, at least 15 euro (design.md: priced on the server). */
export function insuranceCents(context: CartContext): number {
  const main = context.products.find((product) => !product.removable)?.priceCents ?? 0;
  const currency = context.cart.currency;
  return Math.max(inventoryMinor(1500, currency), scaleMoney(money(main, currency), 0.05).amount);
}

const brandOffers = (context: CartContext, code: string) => context.brand.checkoutOptions.ancillaries.includes(code);
const fixed = (euroCents: number) => (context: CartContext) => inventoryMinor(euroCents, context.cart.currency);

/**
 * Extras of GetAvailableProducts, gated by the brand's checkoutOptions (ancillaries BAGGAGE, SEAT,
 * INSURANCE; insurance) and by what the cart holds: flight extras need a flight, stay extras a stay.
 */
export const EXTRAS: readonly ExtraDefinition[] = [
  {
    code: 'CHECKED_BAG',
    pricing: 'PER_TRAVELLER',
    maxQuantity: 2,
    offered: (c) => c.trip.hasFlight && brandOffers(c, 'BAGGAGE'),
    unitCents: fixed(3500),
  },
  {
    code: 'PRIORITY_BOARDING',
    pricing: 'PER_TRAVELLER',
    maxQuantity: 1,
    offered: (c) => c.trip.hasFlight && brandOffers(c, 'BAGGAGE'),
    unitCents: fixed(1200),
  },
  {
    code: 'TRAVEL_INSURANCE',
    pricing: 'PER_BOOKING',
    maxQuantity: 1,
    offered: (c) => c.brand.checkoutOptions.insurance,
    unitCents: insuranceCents,
  },
  {
    code: 'AIRPORT_TRANSFER',
    pricing: 'PER_BOOKING',
    maxQuantity: 1,
    offered: (c) => c.trip.hasStay && c.trip.hasFlight && c.brand.checkoutOptions.ancillaries.length > 0,
    unitCents: fixed(4500),
  },
  {
    code: 'LATE_CHECKOUT',
    pricing: 'PER_BOOKING',
    maxQuantity: 1,
    offered: (c) => c.trip.hasStay && c.brand.checkoutOptions.ancillaries.length > 0,
    unitCents: fixed(2500),
  },
];

type Texts = Record<ExtraCode, [name: string, description: string]>;

const TEXTS: Record<Language, Texts> = {
  en: {
    CHECKED_BAG: ['Checked bag', 'One extra 23 kg bag in the hold, each way.'],
    PRIORITY_BOARDING: ['Priority boarding', 'Board first, with a second cabin bag.'],
    TRAVEL_INSURANCE: ['Travel insurance', 'Cancellation, medical care and lost luggage cover.'],
    AIRPORT_TRANSFER: ['Airport transfer', 'Private car between the airport and the hotel, both ways.'],
    LATE_CHECKOUT: ['Late check-out', 'Keep the room until 4 pm on the last day.'],
    SEAT_SELECTION: ['Seat selection', 'Choose your seats on every flight.'],
  },
  it: {
    CHECKED_BAG: ['Bagaglio da stiva', 'Un bagaglio da 23 kg in stiva, per tratta.'],
    PRIORITY_BOARDING: ['Imbarco prioritario', 'Imbarcati per primo, con un secondo bagaglio a mano.'],
    TRAVEL_INSURANCE: ['Assicurazione viaggio', 'Annullamento, spese mediche e bagaglio smarrito.'],
    AIRPORT_TRANSFER: ['Transfer aeroporto', "Auto privata tra l'aeroporto e l'hotel, andata e ritorno."],
    LATE_CHECKOUT: ['Late check-out', "Tieni la camera fino alle 16 dell'ultimo giorno."],
    SEAT_SELECTION: ['Scelta del posto', 'Scegli i posti su ogni volo.'],
  },
  es: {
    CHECKED_BAG: ['Maleta facturada', 'Una maleta de 23 kg en bodega, por trayecto.'],
    PRIORITY_BOARDING: ['Embarque prioritario', 'Embarca primero, con una segunda maleta de cabina.'],
    TRAVEL_INSURANCE: ['Seguro de viaje', 'Cancelación, asistencia médica y pérdida de equipaje.'],
    AIRPORT_TRANSFER: ['Traslado al aeropuerto', 'Coche privado entre el aeropuerto y el hotel, ida y vuelta.'],
    LATE_CHECKOUT: ['Salida tardía', 'Conserva la habitación hasta las 16 h del último día.'],
    SEAT_SELECTION: ['Selección de asiento', 'Elige tus asientos en cada vuelo.'],
  },
  fr: {
    CHECKED_BAG: ['Bagage en soute', 'Un bagage de 23 kg en soute, par trajet.'],
    PRIORITY_BOARDING: ['Embarquement prioritaire', 'Embarquez en premier, avec un second bagage cabine.'],
    TRAVEL_INSURANCE: ['Assurance voyage', 'Annulation, frais médicaux et perte de bagages.'],
    AIRPORT_TRANSFER: ['Transfert aéroport', "Voiture privée entre l'aéroport et l'hôtel, aller et retour."],
    LATE_CHECKOUT: ['Départ tardif', "Gardez la chambre jusqu'à 16 h le dernier jour."],
    SEAT_SELECTION: ['Choix du siège', 'Choisissez vos sièges sur chaque vol.'],
  },
};

export const extraTexts = (code: ExtraCode, language: Language) => {
  const [name, description] = TEXTS[language][code];
  return { name, description };
};

export const findExtra = (code: string) => EXTRAS.find((extra) => extra.code === code);

import { createHash } from 'node:crypto';
import { createStaySearchBodySchema, mealPlanSchema, partyOfRooms } from '@wayfare/contract';
import type { RoomOccupancy } from '@wayfare/contract';
import type { CreateStaySearchBody } from './create-stay-search';

/**
 * What a stay search id carries (issue 17: any instance rebuilds the search from its id). Fields are
 * positional and compact so the signed id stays within the contract's 200 characters: dates as
 * YYYYMMDD numbers, meal plans as indexes, and the business profile as a short hash (the brand is
 * looked up again by it, so a long profile id never makes a long search id).
 */
export type StaySearchFields = [
  productType: string,
  destination: string,
  departure: string,
  checkIn: number,
  checkOut: number,
  adults: number,
  childrenAges: number[],
  mealPlans: number[],
  freeCancellation: 0 | 1 | 2,
  language: string,
  brandKey: string,
  /** Only with several rooms (see encodeRooms); adults and childrenAges are then 0 and [] (the rooms' sums). */
  rooms?: string,
];

const MEAL_PLANS = mealPlanSchema.options;
const compactDate = (date: string) => Number(date.replaceAll('-', ''));
const isoDate = (value: unknown) => {
  const digits = String(value);
  return `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`;
};

/** A short, stable key of a business profile id (72 bits: brands are few, collisions are not a concern). */
export function brandKeyOf(businessProfileId: string): string {
  return createHash('sha256').update(businessProfileId).digest('base64url').slice(0, 12);
}

/**
 * Rooms in as few characters as an id allows (eight rooms of a large party fit): per room its adults then each
 * child's age, one base-36 character each (ages 0 to 17), rooms joined by dots: `21.2` is 2 adults with a child
 * of 1, then 2 adults.
 */
export function encodeRooms(rooms: readonly RoomOccupancy[]): string {
  return rooms.map((room) => [room.adults, ...room.childrenAges].map((n) => n.toString(36)).join('')).join('.');
}

export function decodeRooms(value: string): RoomOccupancy[] | null {
  if (!/^[1-9][0-9a-h]*(?:\.[1-9][0-9a-h]*)*$/.test(value)) return null;
  return value.split('.').map((room) => ({
    adults: parseInt(room[0]!, 36),
    childrenAges: [...room.slice(1)].map((char) => parseInt(char, 36)),
  }));
}

export function encodeStaySearch(body: CreateStaySearchBody): StaySearchFields {
  const rooms = body.rooms && body.rooms.length > 1 ? body.rooms : null;
  const fields: StaySearchFields = [
    body.productType,
    body.destination,
    body.departure ?? '',
    compactDate(body.checkIn),
    compactDate(body.checkOut),
    rooms ? 0 : body.adults,
    rooms ? [] : body.childrenAges,
    body.mealPlans.map((plan) => MEAL_PLANS.indexOf(plan)),
    body.freeCancellation === undefined ? 2 : body.freeCancellation ? 1 : 0,
    body.language,
    brandKeyOf(body.businessProfileId),
  ];
  if (rooms) fields.push(encodeRooms(rooms));
  return fields;
}

/**
 * The CreateSearch body back from an id's fields (checked by the contract schema again), with the
 * business profile left for the caller to resolve from `brandKey`; null when the fields do not fit.
 */
export function decodeStaySearch(
  fields: unknown[],
): { body: Omit<CreateStaySearchBody, 'businessProfileId'>; brandKey: string } | null {
  if (fields.length !== 11 && fields.length !== 12) return null;
  const [productType, destination, departure, checkIn, checkOut, adults, ages, plans, free, language, brandKey, code] =
    fields;
  if (typeof brandKey !== 'string' || !Array.isArray(plans)) return null;
  const rooms = typeof code === 'string' ? decodeRooms(code) : null;
  if (fields.length === 12 && !rooms) return null;
  const party = rooms ? { ...partyOfRooms(rooms), rooms } : { adults, childrenAges: ages };
  const parsed = createStaySearchBodySchema.safeParse({
    productType,
    destination,
    ...(departure ? { departure } : {}),
    checkIn: isoDate(checkIn),
    checkOut: isoDate(checkOut),
    ...party,
    mealPlans: plans.map((index) => MEAL_PLANS[index as number]),
    ...(free === 2 ? {} : { freeCancellation: free === 1 }),
    businessProfileId: brandKey,
    language,
  });
  if (!parsed.success) return null;
  const { businessProfileId: _key, ...body } = parsed.data;
  return { body, brandKey };
}

import { MAX_SAVED_TRAVELLERS } from '@wayfare/contract';
import type { TravellerInput } from '@wayfare/contract';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { memberTravellers } from '../schema';
import type { SavedTravellerData } from '../schema';

export interface SavedTraveller {
  id: number;
  traveller: SavedTravellerData;
}

/** One person whatever the letter case or spacing of their names: saving them again updates the same row. */
export function personKey(traveller: Pick<TravellerInput, 'firstName' | 'lastName' | 'birthDate'>): string {
  const name = (value: string) => value.trim().toLocaleLowerCase('en').replace(/\s+/g, ' ');
  return `${name(traveller.firstName)}|${name(traveller.lastName)}|${traveller.birthDate}`;
}

/** The saved form: the age belongs to one trip (it is recomputed from the birth date), the rest is the person. */
function toSaved(traveller: TravellerInput): SavedTravellerData {
  const { age: _age, ...person } = traveller;
  return person;
}

/** Travellers members saved for next time (issue 18), with their consent, per member. */
export class MemberTravellerRepository {
  constructor(private readonly db: Db) {}

  async list(memberId: number): Promise<SavedTraveller[]> {
    return this.db
      .select({ id: memberTravellers.id, traveller: memberTravellers.traveller })
      .from(memberTravellers)
      .where(eq(memberTravellers.memberId, memberId))
      .orderBy(desc(memberTravellers.updatedAt), desc(memberTravellers.id))
      .limit(MAX_SAVED_TRAVELLERS);
  }

  /** Upserts each person, then keeps the member's most recent MAX_SAVED_TRAVELLERS. */
  async save(memberId: number, travellers: readonly TravellerInput[]): Promise<SavedTraveller[]> {
    await this.db.transaction(async (tx) => {
      for (const traveller of travellers) {
        await tx
          .insert(memberTravellers)
          .values({ memberId, personKey: personKey(traveller), traveller: toSaved(traveller) })
          .onConflictDoUpdate({
            target: [memberTravellers.memberId, memberTravellers.personKey],
            set: { traveller: toSaved(traveller), updatedAt: sql`now()` },
          });
      }
      const keep = await tx
        .select({ id: memberTravellers.id })
        .from(memberTravellers)
        .where(eq(memberTravellers.memberId, memberId))
        .orderBy(desc(memberTravellers.updatedAt), desc(memberTravellers.id))
        .limit(MAX_SAVED_TRAVELLERS);
      await tx.delete(memberTravellers).where(
        and(
          eq(memberTravellers.memberId, memberId),
          notInArray(
            memberTravellers.id,
            keep.map((row) => row.id),
          ),
        ),
      );
    });
    return this.list(memberId);
  }
}

import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './schema';

/** A saved traveller: what AddTravellerToCart took (contract TravellerInput), without the age at one trip. */
export interface SavedTravellerData {
  type: 'ADULT' | 'CHILD';
  firstName: string;
  lastName: string;
  gender: 'MALE' | 'FEMALE';
  birthDate: string;
  nationality?: string;
  document?: { type: 'PASSPORT' | 'ID_CARD'; number: string; issuingCountry: string; expiryDate: string };
}

/**
 * Travellers a member chose to save for next time (issue 18: explicit consent at checkout), per member. One row per
 * person (`person_key`: names and birth date), so saving the same party again updates it instead of duplicating.
 */
export const memberTravellers = pgTable(
  'member_travellers',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    personKey: text('person_key').notNull(),
    traveller: jsonb('traveller').$type<SavedTravellerData>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('member_travellers_member_person_idx').on(table.memberId, table.personKey)],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Database schema. After changing it run `npm run generate -w apps/api`: drizzle-kit writes a SQL
 * migration into src/db/migrations, applied at start-up on PGlite and PostgreSQL alike.
 */

/** Raw Strapi-shaped brand configurations, one row per domain (seeded from seed/brands). */
export const brandConfigurations = pgTable('brand_configurations', {
  domain: text('domain').primaryKey(),
  /** Stable numeric id for Strapi's `data.id`. */
  id: serial('id').notNull().unique(),
  attributes: jsonb('attributes').notNull().$type<Record<string, unknown>>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Feature flags per brand domain (spec §9 names the known flags). */
export const featureToggles = pgTable(
  'feature_toggles',
  {
    domain: text('domain').notNull(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (table) => [primaryKey({ columns: [table.domain, table.name] })],
);

/** Programme members: created by single sign-on or seeded as demo password accounts. */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    domain: text('domain').notNull(),
    externalUserId: text('external_user_id').notNull(),
    programme: text('programme'),
    /** The partner's display name of the member (SSO token `name`), refreshed at each sign-in. */
    displayName: text('display_name'),
    pointsBalance: integer('points_balance').notNull().default(0),
    /** Spending cap of the programme, in the brand currency (design.md: budgetRestriction). */
    budgetRestriction: integer('budget_restriction'),
    email: text('email'),
    /** Contact details from the partner's token (issue 18: checkout prefill); apart from the login e-mail. */
    contactEmail: text('contact_email'),
    contactPhone: jsonb('contact_phone').$type<{ countryCode: string; number: string }>(),
    passwordHash: text('password_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('members_domain_external_user_id_idx').on(table.domain, table.externalUserId),
    uniqueIndex('members_domain_email_idx')
      .on(table.domain, table.email)
      .where(sql`${table.email} is not null`),
  ],
);

/** Used single sign-on token ids: a second use of the same jti is refused (design.md: single-use). */
export const ssoTokenUses = pgTable('sso_token_uses', {
  jti: text('jti').primaryKey(),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Tracking events received from the web app (spec §3 "Tracking event"). */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    eventName: text('event_name').notNull(),
    logLevel: text('log_level').notNull(),
    properties: jsonb('properties').notNull().$type<Record<string, unknown>>(),
    data: jsonb('data').notNull().$type<Record<string, unknown>>(),
    project: text('project').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('events_received_at_idx').on(table.receivedAt)],
);

/**
 * Stay pricings and selections between calls (issue 17): in the database, so any API instance, or the
 * same one after a restart, continues a hotel checkout. JSON as the shopping code keeps it; gone after expiry.
 */
export const shoppingRecords = pgTable(
  'shopping_records',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    data: jsonb('data').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('shopping_records_expires_at_idx').on(table.expiresAt)],
);

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

export * from './cart-schema';
export * from './email-schema';
export * from './studio-schema';

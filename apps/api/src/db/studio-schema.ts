import { customType, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Raw bytes (uploaded logos); PGlite hands back a Uint8Array, node-postgres a Buffer: both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A brand document as the studio edits it: the §3 configuration and the brand's feature flags (spec §3). */
export interface BrandDocumentColumns {
  attributes: Record<string, unknown>;
  flags: { name: string; enabled: boolean }[];
}

/**
 * Every published brand configuration (issue 20): one row per publish, numbered per domain, with its author and
 * time. A restore copies an older row into a new version (`restoredFrom`), so history is never rewritten.
 * `brand_configurations` keeps serving the newest one (GetConfig reads it through the cache).
 */
export const brandVersions = pgTable(
  'brand_versions',
  {
    id: serial('id').primaryKey(),
    domain: text('domain').notNull(),
    version: integer('version').notNull(),
    attributes: jsonb('attributes').notNull().$type<Record<string, unknown>>(),
    flags: jsonb('flags').notNull().$type<{ name: string; enabled: boolean }[]>(),
    author: text('author').notNull(),
    restoredFrom: integer('restored_from'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('brand_versions_domain_version_idx').on(table.domain, table.version)],
);

/** The draft of a brand, apart from what is published: one per domain, saved as the editor types. */
export const brandDrafts = pgTable('brand_drafts', {
  domain: text('domain').primaryKey(),
  attributes: jsonb('attributes').notNull().$type<Record<string, unknown>>(),
  flags: jsonb('flags').notNull().$type<{ name: string; enabled: boolean }[]>(),
  /** The published version the draft started from. */
  baseVersion: integer('base_version').notNull(),
  updatedBy: text('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Studio accounts: partner editors (their domains only) and administrators (every domain). */
export const studioEditors = pgTable('studio_editors', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  displayName: text('display_name').notNull(),
  passwordHash: text('password_hash').notNull(),
  /** `editor` or `admin`. */
  role: text('role').notNull(),
  domains: jsonb('domains').notNull().$type<string[]>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Studio sessions: the cookie holds a random token, the table its SHA-256 (a leaked table signs nobody in). */
export const studioSessions = pgTable(
  'studio_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    editorId: integer('editor_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('studio_sessions_expires_at_idx').on(table.expiresAt)],
);

/** Uploaded logos and favicons, addressed by the SHA-256 of their bytes (immutable, cached for a year). */
export const studioAssets = pgTable('studio_assets', {
  hash: text('hash').primaryKey(),
  domain: text('domain').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  uploadedBy: text('uploaded_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

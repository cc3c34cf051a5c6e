import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  doublePrecision,
  bigserial,
  date,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    authId: text('auth_id').notNull().unique(),
    email: text('email').notNull(),
    name: text('name'),
    /** scrypt hash; null: not yet registered in the auth service (never set a password). */
    passwordHash: text('password_hash'),
    verified: boolean('verified').notNull().default(true),
    isStaff: boolean('is_staff').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

export const accounts = pgTable('accounts', {
  id: serial('id').primaryKey(),
  accountType: integer('account_type').notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  ccEmail: jsonb('cc_email').$type<string[]>().notNull().default([]),
  website: text('website'),
  phoneNumber: text('phone_number'),
  description: text('description'),
  streetName: text('street_name').notNull(),
  streetNumber: text('street_number').notNull(),
  floor: text('floor'),
  door: text('door'),
  zipCode: text('zip_code').notNull(),
  city: text('city').notNull(),
  logoUrl: text('logo_url'),
  organization: text('organization'),
  listingSupplier: text('listing_supplier'),
  billingId: text('billing_id'),
  permissions: jsonb('permissions').$type<Record<string, boolean>>().notNull(),
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One row per role a user holds in an account (SPEC 3: repeated association rows, one role each). */
export const accountUsers = pgTable(
  'account_users',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: integer('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('account_users_unique').on(t.accountId, t.userId, t.role),
    index('account_users_user_idx').on(t.userId),
  ],
);

/**
 * Listings keep the columns that are filtered, sorted or shared by every type as columns, and the
 * type-specific form fields in `fields` (jsonb), so a field added to a listing type's zod schema is
 * stored and read back without a migration.
 */
export const listings = pgTable(
  'listings',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    listingType: integer('listing_type').notNull(),
    offMarket: boolean('off_market').notNull().default(false),
    status: integer('status').notNull(),
    caseNumber: text('case_number'),
    shownCaseNumber: text('shown_case_number'),
    title: text('title').notNull(),
    addressText: text('address_text').notNull(),
    zipCode: text('zip_code'),
    city: text('city'),
    floorArea: doublePrecision('floor_area'),
    price: doublePrecision('price'),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull().default({}),
    closedSince: timestamp('closed_since', { withTimezone: true }),
    closingReasonId: integer('closing_reason_id'),
    closingReasonText: text('closing_reason_text'),
    visits: integer('visits').notNull().default(0),
    leads: integer('leads').notNull().default(0),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('listings_account_updated_idx').on(t.accountId, t.updatedAt.desc(), t.id.desc()),
    index('listings_status_type_updated_idx').on(t.status, t.listingType, t.updatedAt.desc(), t.id.desc()),
    index('listings_case_number_idx').on(t.accountId, t.caseNumber),
  ],
);

export const listingImages = pgTable(
  'listing_images',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    url: text('url').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdAt: createdAt(),
  },
  (t) => [index('listing_images_listing_idx').on(t.listingId, t.position)],
);

export const closingReasons = pgTable('closing_reasons', {
  id: integer('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
});

export const subcategories = pgTable(
  'subcategories',
  {
    id: integer('id').primaryKey(),
    listingType: integer('listing_type').notNull(),
    key: text('key').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('subcategories_type_key').on(t.listingType, t.key)],
);

export const usageProposals = pgTable('usage_proposals', {
  id: integer('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
});

export const facilities = pgTable('facilities', {
  id: integer('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
});

export const energyLabels = pgTable('energy_labels', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

export const siteAnnouncements = pgTable('site_announcements', {
  id: serial('id').primaryKey(),
  zone: text('zone').notNull(),
  type: text('type').notNull(),
  content: text('content').notNull(),
  activeFrom: timestamp('active_from', { withTimezone: true }),
  activeTo: timestamp('active_to', { withTimezone: true }),
  createdAt: createdAt(),
});

export const cmsPages = pgTable(
  'cms_pages',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => cmsPages.id, { onDelete: 'cascade' }),
    /** The full path, e.g. /member_cms-pages/vilkaar. */
    path: text('path').notNull().unique(),
    pathNode: text('path_node').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    online: boolean('online').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('cms_pages_parent_idx').on(t.parentId, t.position)],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** sha256 of the token: a leaked table cannot be replayed. */
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** True when staff made the change while acting as the account. */
    actorIsStaff: boolean('actor_is_staff').notNull().default(false),
    accountId: integer('account_id'),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId, t.createdAt)],
);

/** Raw tracking events as the public site and the member area post them (SPEC 3, 7). */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    event: text('event').notNull(),
    action: integer('action').notNull(),
    listingId: integer('listing_id'),
    accountId: integer('account_id'),
    sessionId: text('session_id').notNull(),
    acquisition: text('acquisition').notNull(),
    userToken: text('user_token').notNull(),
    source: text('source'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tracking_events_listing_idx').on(t.listingId, t.occurredAt),
    index('tracking_events_account_idx').on(t.accountId, t.occurredAt),
  ],
);

/**
 * Listing events per listing and day, kept up to date with each event in the same transaction, so
 * statistics read a few hundred rows per listing-year instead of every raw event.
 */
export const listingDailyStats = pgTable(
  'listing_daily_stats',
  {
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    accountId: integer('account_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    visits: integer('visits').notNull().default(0),
    leads: integer('leads').notNull().default(0),
    promotedImpressions: integer('promoted_impressions').notNull().default(0),
    promotedClicks: integer('promoted_clicks').notNull().default(0),
    favorites: integer('favorites').notNull().default(0),
  },
  (t) => [
    uniqueIndex('listing_daily_stats_key').on(t.listingId, t.day),
    index('listing_daily_stats_account_idx').on(t.accountId, t.day),
  ],
);

import { sql } from 'drizzle-orm';
import type { ListingOrigin } from '../../schemas/listingOrigin';
import type { FieldError } from '../../schemas/errors';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  doublePrecision,
  bigserial,
  date,
  primaryKey,
  uuid,
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
  (t) => [uniqueIndex('account_users_unique').on(t.accountId, t.userId, t.role), index('account_users_user_idx').on(t.userId)],
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
    /** Staff have let this listing's cover stand although the checker found a floor plan or text on it. */
    coverCheckOverruled: boolean('cover_check_overruled').notNull().default(false),
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
    /** When someone last said the listing is still current ('Ja, stadig ledig'); resets its freshness clock as an edit does. */
    confirmedCurrentAt: timestamp('confirmed_current_at', { withTimezone: true }),
    visits: integer('visits').notNull().default(0),
    leads: integer('leads').notNull().default(0),
    /** The quality score 0-100 (schemas/listings/quality.ts), kept on every write for the index's filter and sort; null until scored. */
    qualityScore: smallint('quality_score'),
    /**
     * The listing this one was copied from (POST /listings/{id}/copy), so a copy shows as one; null for any other.
     * No foreign key: a copy stays a copy when its original is gone, and deleting listings checks no other rows.
     */
    copiedFromId: integer('copied_from_id'),
    /** Where the listing came from (schemas/listingOrigin.ts): a full feed closes only what a case system made. */
    origin: text('origin').$type<ListingOrigin>().notNull().default('member'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('listings_account_quality_idx').on(t.accountId, t.qualityScore),
    // The listings start-up still has to score: none, once scored, so the check costs nothing however many there are.
    index('listings_unscored_idx')
      .on(t.id)
      .where(sql`${t.qualityScore} is null`),
    // One index per filter set of the index, each ending in its default sort (newest update first).
    // NULLS FIRST is PostgreSQL's own DESC, so the same index read backwards serves the ascending sort too.
    index('listings_account_updated_idx').on(t.accountId, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('listings_account_status_type_updated_idx').on(t.accountId, t.status, t.listingType, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('listings_status_type_updated_idx').on(t.status, t.listingType, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('listings_case_number_idx').on(t.accountId, t.caseNumber),
    // The index's text filters (a part of an address or a case number) find their rows by trigrams, however many
    // listings an account has.
    index('listings_address_text_trgm_idx').using('gin', t.addressText.op('gin_trgm_ops')),
    index('listings_case_number_trgm_idx').using('gin', t.caseNumber.op('gin_trgm_ops')),
    index('listings_shown_case_number_trgm_idx').using('gin', t.shownCaseNumber.op('gin_trgm_ops')),
    // The market benchmark's comparables: active public listings of a type and subcategory in some postal codes,
    // within a range of floor area.
    index('listings_benchmark_idx')
      .on(t.listingType, sql`(${t.fields}->>'listingtypeSubcategory')`, t.zipCode, t.floorArea)
      .where(sql`${t.status} = 2 and not ${t.offMarket}`),
  ],
);

/**
 * How many listings each account has per status, type and off-market: the listing index's exact total in a
 * few rows, whatever the number of listings. Kept by triggers on `listings` (migration 0008), so no write can
 * forget it. No foreign key: deleting an account deletes its listings, whose trigger then counts them down.
 */
export const listingCounts = pgTable(
  'listing_counts',
  {
    accountId: integer('account_id').notNull(),
    status: integer('status').notNull(),
    listingType: integer('listing_type').notNull(),
    offMarket: boolean('off_market').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.status, t.listingType, t.offMarket] })],
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
    /** The sha256 of the picture's bytes (hex), which tells the same picture under another URL; null until it is checked again. */
    contentHash: text('content_hash'),
    /** A small colour thumbnail (hex) that tells a resized or re-encoded copy of the picture; null until checked again. */
    perceptualHash: text('perceptual_hash'),
    /** Whether the picture is a floor plan (image statistics); null until checked. */
    floorPlan: boolean('floor_plan'),
    /** Whether OCR found text a viewer reads; null until read. */
    hasText: boolean('has_text'),
    /** The words OCR counted as text. */
    textRead: text('text_read'),
    /** 'done' once OCR has read it, 'failed' when it could not; null while it waits in the job queue. */
    textCheck: text('text_check').$type<'done' | 'failed'>(),
    createdAt: createdAt(),
  },
  (t) => [index('listing_images_listing_idx').on(t.listingId, t.position)],
);

/**
 * The offline address register (SPEC 5: listings use official addresses): DAR-style rows, one per
 * access address (husnummer) and one per unit (floor/door). The lookup matches `search_text`.
 */
export const addresses = pgTable(
  'addresses',
  {
    /** The DAR id (a UUID). */
    id: text('id').primaryKey(),
    /** The access address (husnummer) a unit belongs to; its own id for an access address. */
    accessAddressId: text('access_address_id').notNull(),
    streetName: text('street_name').notNull(),
    streetNumber: text('street_number').notNull(),
    floor: text('floor'),
    door: text('door'),
    zipCode: text('zip_code').notNull(),
    city: text('city').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** Lower-case 'strandgade 12 1 th 1401 københavn k 1', what the lookup searches. */
    searchText: text('search_text').notNull(),
  },
  (t) => [index('addresses_street_idx').on(t.streetName, t.zipCode), index('addresses_search_idx').on(t.searchText)],
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
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
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
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('cms_pages_parent_idx').on(t.parentId, t.position)],
);

/**
 * A login: every token renewed from it carries its id (`sid`). Ended by a logout, by 'log out everywhere' and
 * by a password reset (`revoked_at`), and at the latest SESSION_DAYS after `created_at`, the login.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the token: a leaked table cannot be replayed. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  // A new reset, and a used one, end the user's other outstanding ones.
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * A mail asking whether an active listing left unchanged is still current (services/freshness.ts), one per
 * listing and cycle: `cycleStart` is the listing's last change or confirmation the mail is about, so however
 * often or on however many servers the job runs, a cycle is reminded once. Only the link token's sha256 is kept;
 * the link acts once (answeredAt) and until expiresAt, when an unanswered listing is closed (closedAt).
 */
export const listingFreshnessReminders = pgTable(
  'listing_freshness_reminders',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    cycleStart: timestamp('cycle_start', { withTimezone: true }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** 'confirmed' or 'closed': what the link was used for. */
    answer: text('answer'),
    /** Closed for want of an answer. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('listing_freshness_reminders_cycle_idx').on(t.listingId, t.cycleStart), index('listing_freshness_reminders_expires_idx').on(t.expiresAt)],
);

/**
 * An invitation to join an account with a role, mailed to an address no user has yet. Like a password
 * reset, only the token's sha256 is kept; it is pending until it is accepted, withdrawn or expires.
 */
export const accountInvitations = pgTable(
  'account_invitations',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: integer('role').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('account_invitations_account_idx').on(t.accountId, t.id)],
);

export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  /** An HTML alternative to the text body, when the mail has one. */
  html: text('html'),
  /** Where an answer goes (Reply-To): the enquirer for an enquiry's mail, the user for a reply to one. */
  replyTo: text('reply_to'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  /** SMTP attempts so far and the last failure, so the mailer backs off and staff can see why. */
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  /** After a failed attempt: not before this instant (the mailer backs off). */
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * An account's API keys (schemas/apiKeys.ts): only the key's sha256 is kept. A key acts for its account with
 * its role until it is revoked; revoked keys stay listed, so that the account sees what was once let in.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    role: integer('role').notNull(),
    /** sha256 of the key, hex: a leaked table cannot be used to call the API. */
    keyHash: text('key_hash').notNull().unique(),
    /** Who made it; the key's writes are attributed to them, and to the key (audit_log.actor_api_key_id). */
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('api_keys_account_idx').on(t.accountId, t.createdAt)],
);

/**
 * Every request made with an API key, and every feed import, per account (SPEC 3's API logs): who, what and how it
 * went, never the bodies. Kept 90 days.
 */
export const apiLogs = pgTable(
  'api_logs',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    apiKeyId: integer('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    /** The key's name at the time, or null for a person's import. */
    keyName: text('key_name'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    method: text('method').notNull(),
    path: text('path').notNull(),
    status: integer('status').notNull(),
    durationMs: integer('duration_ms').notNull(),
    /** The answer's Danish message when it failed. */
    error: text('error'),
    /** The bad fields of a failed answer, with their codes and Danish messages. */
    fieldErrors: jsonb('field_errors').$type<FieldError[]>(),
    /** The query string as sent, without the leading ?; null without one. */
    query: text('query'),
    /** The request id the answer carried (X-Request-Id). */
    requestId: text('request_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('api_logs_account_idx').on(t.accountId, t.createdAt),
    index('api_logs_created_idx').on(t.createdAt),
    index('api_logs_request_idx').on(t.accountId, t.requestId),
  ],
);

/**
 * A background job's failed attempt (search agents, the mail outbox, pruning), with its error, so that staff
 * see on the outbox page what went wrong; the job queue itself retries it.
 */
export const jobFailures = pgTable(
  'job_failures',
  {
    id: serial('id').primaryKey(),
    job: text('job').notNull(),
    /** 1 for the first attempt. */
    attempt: integer('attempt').notNull(),
    /** Whether the queue tries it again, or this was the last attempt. */
    willRetry: boolean('will_retry').notNull(),
    error: text('error').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('job_failures_created_idx').on(t.createdAt)],
);

/**
 * POST /listings with an Idempotency-Key: the listing that key made in the account, for a day, so that a
 * request sent again (a timeout, a retry) answers that listing instead of making a second.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** sha256 of the request body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** True when staff made the change while acting as the account. */
    actorIsStaff: boolean('actor_is_staff').notNull().default(false),
    /** The API key the change was made with, if any (the actor is then the key's creator). */
    actorApiKeyId: integer('actor_api_key_id').references((): AnyPgColumn => apiKeys.id, { onDelete: 'set null' }),
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
  (t) => [index('tracking_events_listing_idx').on(t.listingId, t.occurredAt), index('tracking_events_account_idx').on(t.accountId, t.occurredAt)],
);

/**
 * Listing events per listing and day, kept up to date with each event in the same transaction, so
 * statistics read a few hundred rows per listing-year instead of every raw event. Each row also holds the
 * listing's running totals up to and including its day, so a listing's total over any period is the
 * difference of two rows, however many days it spans. Running totals and the account's sums are bigint: each
 * day's counter may reach what an integer holds.
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
    visitsToDate: bigint('visits_to_date', { mode: 'number' }).notNull().default(0),
    leadsToDate: bigint('leads_to_date', { mode: 'number' }).notNull().default(0),
    promotedImpressionsToDate: bigint('promoted_impressions_to_date', { mode: 'number' }).notNull().default(0),
    promotedClicksToDate: bigint('promoted_clicks_to_date', { mode: 'number' }).notNull().default(0),
    favoritesToDate: bigint('favorites_to_date', { mode: 'number' }).notNull().default(0),
  },
  (t) => [uniqueIndex('listing_daily_stats_key').on(t.listingId, t.day)],
);

/**
 * The same counts per account and day over all the account's listings, kept with each event like
 * listing_daily_stats: an account's series reads one row per day however many listings it has.
 */
export const accountDailyStats = pgTable(
  'account_daily_stats',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    visits: bigint('visits', { mode: 'number' }).notNull().default(0),
    leads: bigint('leads', { mode: 'number' }).notNull().default(0),
    promotedImpressions: bigint('promoted_impressions', { mode: 'number' }).notNull().default(0),
    promotedClicks: bigint('promoted_clicks', { mode: 'number' }).notNull().default(0),
    favorites: bigint('favorites', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day] })],
);

/*
 * Favourites, search agents and the postal areas they search by.
 */

/**
 * Danish postal codes with the municipality and region each belongs to (a code that crosses a
 * municipal border is given its main municipality). Search agents pick areas from it; statistics by
 * region or municipality join listings.zip_code to it.
 */
export const postalAreas = pgTable(
  'postal_areas',
  {
    zipCode: text('zip_code').primaryKey(),
    city: text('city').notNull(),
    /** The official municipality code (kommunekode), e.g. 101 København. */
    municipalityCode: integer('municipality_code').notNull(),
    municipalityName: text('municipality_name').notNull(),
    /** The official region code, e.g. 1084 Hovedstaden. */
    regionCode: integer('region_code').notNull(),
    regionName: text('region_name').notNull(),
  },
  (t) => [index('postal_areas_municipality_idx').on(t.municipalityCode), index('postal_areas_region_idx').on(t.regionCode)],
);

/** A user's favourite listings; any signed-in user, with or without an account. */
export const favorites = pgTable(
  'favorites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('favorites_user_listing_key').on(t.userId, t.listingId), index('favorites_listing_idx').on(t.listingId)],
);

/** A user's saved view of the listing index: a named set of its filters, sort and columns. */
export const listingViews = pgTable(
  'listing_views',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filter: jsonb('filter').$type<Record<string, unknown>>().notNull(),
    sort: text('sort').notNull(),
    order: text('order').notNull(),
    columns: jsonb('columns').$type<string[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('listing_views_user_name_key').on(t.userId, sql`lower(${t.name})`)],
);

/** A saved search that mails its owner new and changed active listings that match it. */
export const searchAgents = pgTable(
  'search_agents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    listingTypes: jsonb('listing_types').$type<number[]>().notNull(),
    /** Areas: municipality codes and zip codes (postal_areas); none of either means all of Denmark. */
    municipalityCodes: jsonb('municipality_codes').$type<number[]>().notNull().default([]),
    zipCodes: jsonb('zip_codes').$type<string[]>().notNull().default([]),
    floorAreaMin: doublePrecision('floor_area_min'),
    floorAreaMax: doublePrecision('floor_area_max'),
    /** Sales price (sales and investment listings). */
    priceMin: doublePrecision('price_min'),
    priceMax: doublePrecision('price_max'),
    /** Yearly rent (rental listings). */
    rentMin: doublePrecision('rent_min'),
    rentMax: doublePrecision('rent_max'),
    /** Facility keys a listing must all have. */
    facilities: jsonb('facilities').$type<string[]>().notNull().default([]),
    interval: text('interval').notNull(),
    active: boolean('active').notNull().default(true),
    /** Listings changed after this instant are new to the agent; each run moves it to the run's time. */
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('search_agents_user_idx').on(t.userId, t.id), index('search_agents_due_idx').on(t.interval, t.active, t.checkedAt)],
);

/** The listings each agent has mailed: a listing is never mailed twice to one agent. */
export const searchAgentMatches = pgTable(
  'search_agent_matches',
  {
    searchAgentId: integer('search_agent_id')
      .notNull()
      .references(() => searchAgents.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    mailId: integer('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.searchAgentId, t.listingId] }), index('search_agent_matches_listing_idx').on(t.listingId)],
);

/*
 * Statistics.
 */

/**
 * Every status a listing has had, as intervals: a row per change, written by recordStatusChange
 * (server/services/listingHistory.ts) in the transaction that changes the status. `endedAt` is set when
 * the next change ends the interval; null while it is the listing's status. Market statistics count a
 * listing as supply in every month one of its status-2 (active) intervals overlaps.
 */
export const listingStatusHistory = pgTable(
  'listing_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** The status before; null for the first row of a listing. */
    fromStatus: integer('from_status'),
    status: integer('status').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('listing_status_history_listing_idx').on(t.listingId, t.changedAt), index('listing_status_history_status_idx').on(t.status, t.changedAt)],
);

/*
 * Promoted (highlighted) listings. A promotion's state is never stored: it is computed from
 * its dates and cancelled_at whenever it is read (schemas/promotion.ts), so it ends by itself.
 */

/** What can be bought: a period length, a price per period and a renewal discount. */
export const promotionProducts = pgTable('promotion_products', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  periodDays: integer('period_days').notNull(),
  maxPeriods: integer('max_periods').notNull(),
  /** Per period, in øre, excluding VAT. */
  priceOre: integer('price_ore').notNull(),
  renewalDiscountPercent: integer('renewal_discount_percent').notNull().default(0),
  /** On sale; a product taken off sale can neither be ordered nor renewed. */
  active: boolean('active').notNull().default(true),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});

/** One promotion of a listing; the listing's latest one is its current one. */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => promotionProducts.id),
    /** The first promoted day (Copenhagen). */
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** The last promoted day (Copenhagen); a renewal moves it. */
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** One of the listing's images. */
    imageUrl: text('image_url'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    /** When its end was told to the account's webhooks (promotion.ended), so it is told once. */
    endAnnouncedAt: timestamp('end_announced_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('promotions_listing_idx').on(t.listingId, t.id),
    // The listing index's 'promoted today' filter and marks.
    index('promotions_live_idx')
      .on(t.listingId, t.endDate, t.startDate)
      .where(sql`${t.cancelledAt} is null`),
  ],
);

/**
 * Every order, change, renewal and cancellation, with its price and discount against the account's
 * billing id at the time. Kept when the promotion goes (no cascade): these are what is invoiced.
 */
export const promotionOrders = pgTable(
  'promotion_orders',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id').references(() => promotions.id, { onDelete: 'set null' }),
    listingId: integer('listing_id').notNull(),
    accountId: integer('account_id').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => promotionProducts.id),
    /** 'order' | 'update' | 'renewal' | 'cancellation'. */
    kind: text('kind').notNull(),
    periods: integer('periods'),
    /** Days bought, or for a cancellation the days forfeited. */
    days: integer('days').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    listPriceOre: integer('list_price_ore').notNull(),
    discountPercent: integer('discount_percent').notNull().default(0),
    priceOre: integer('price_ore').notNull(),
    /** The VAT on price_ore (schemas/promotion.ts's rate at the time of the record). */
    vatOre: integer('vat_ore').notNull(),
    billingId: text('billing_id'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('promotion_orders_promotion_idx').on(t.promotionId, t.id),
    index('promotion_orders_billing_idx').on(t.billingId, t.createdAt),
    // An account's order overview, newest first.
    index('promotion_orders_account_idx').on(t.accountId, t.id),
  ],
);

/**
 * The market's demand, visits and leads per Danish month, listing type and zip code over every
 * listing, kept up to date with each event like listing_daily_stats: market statistics then read a few
 * thousand rows however many events there are. The type and zip code are the listing's when the event came.
 */
export const marketMonthlyStats = pgTable(
  'market_monthly_stats',
  {
    /** The first day of the month. */
    month: date('month', { mode: 'string' }).notNull(),
    listingType: integer('listing_type').notNull(),
    /** '' for a listing without a zip code. */
    zipCode: text('zip_code').notNull(),
    visits: integer('visits').notNull().default(0),
    leads: integer('leads').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.month, t.listingType, t.zipCode] })],
);

/**
 * The rate limits' counters, shared by every instance on the database: one row per limited route and client,
 * counting from the first request of its window until expiresAt. Unlogged (see the migration): a crash may
 * reset the counts, which costs less than a flushed write on every limited request.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_expires_idx').on(t.expiresAt)],
);

/**
 * Enquiries from the public site about a listing (docs/enquiries.md): who asked, what, and how the broker
 * handled it. The enquirer's data (name, email, phone, message) is erased after ENQUIRY_RETENTION_MONTHS,
 * leaving the row, so counts and statistics stay; `erasedAt` says when.
 */
export const enquiries = pgTable(
  'enquiries',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** The listing's account when it came: the inbox it landed in. */
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    message: text('message'),
    /** viewing, prospectus or callback (schemas/enquiries.ts). */
    kind: text('kind').notNull(),
    consent: boolean('consent').notNull(),
    /** new, read, answered, archived or spam. */
    status: text('status').notNull().default('new'),
    /** Why it was judged spam, when it was (the honeypot, links, ...). */
    spamReason: text('spam_reason'),
    assignedUserId: integer('assigned_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The mail that told the broker of it; its outbox row gives the delivery status. */
    mailId: integer('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    /** The public site's tracking session, so a contact click and an enquiry of one visit count as one lead. */
    sessionId: text('session_id'),
    /** Whether it was counted as a lead (not spam, and not already counted by a contact click of its session). */
    countedAsLead: boolean('counted_as_lead').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    // The inbox and the API's polling: an account's enquiries by (created_at, id), either way.
    index('enquiries_account_created_idx').on(t.accountId, t.createdAt, t.id),
    index('enquiries_listing_created_idx').on(t.listingId, t.createdAt, t.id),
    // The navigation's count of new ones.
    index('enquiries_account_new_idx')
      .on(t.accountId)
      .where(sql`${t.status} = 'new'`),
    // Staff finding one person's enquiries across accounts.
    index('enquiries_email_idx').on(sql`lower(${t.email})`),
    // The retention job: the oldest not yet erased.
    index('enquiries_retention_idx')
      .on(t.createdAt)
      .where(sql`${t.erasedAt} is null`),
    index('enquiries_session_idx').on(t.listingId, t.sessionId),
  ],
);

/** A broker's answer to an enquiry, mailed to the enquirer through the outbox and kept on the enquiry. */
export const enquiryReplies = pgTable(
  'enquiry_replies',
  {
    id: serial('id').primaryKey(),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Null once the enquiry's personal data is erased. */
    body: text('body'),
    mailId: integer('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('enquiry_replies_enquiry_idx').on(t.enquiryId, t.createdAt)],
);

/*
 * Webhooks (services/webhooks.ts): an account's endpoints, one delivery per event per endpoint written in the
 * transaction of the change it tells of, and every attempt at sending it.
 */

/** An account's webhook endpoint; the secret is the Standard Webhooks one ('whsec_' and base64), shown once. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** The event types it is sent. */
    events: text('events').array().notNull(),
    secret: text('secret').notNull(),
    description: text('description'),
    enabled: boolean('enabled').notNull().default(true),
    /** Why it was turned off, when the server turned it off ('failing'). */
    disabledReason: text('disabled_reason'),
    /** The first of the failures since its last success: a day of them turns it off. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_endpoints_account_idx').on(t.accountId)],
);

/** One event for one endpoint: its webhook-id is the same on every attempt. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The webhook-id header: the event's id, so one event is one delivery per endpoint. */
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    /** The body sent, as signed: { type, timestamp, data }. */
    payload: jsonb('payload').notNull(),
    /** pending, delivered, retrying, failed. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Due at; while a sender holds it, the end of its lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_idx').on(t.endpointId, t.eventId),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'retrying')`),
  ],
);

/** Every attempt at a delivery: its HTTP status or error, how long it took, the start of the answer. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    httpStatus: integer('http_status'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    /** The answer's first bytes, as text. */
    response: text('response'),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.at)],
);

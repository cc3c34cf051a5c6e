import type { Db, DbOrTx } from '../db';
import { badInput, notFound, staleVersion } from '../errors';
import { readConfig } from '../config';
import { listingTypeById } from '../../schemas/listingTypes';
import { LISTING_ACTIONS, SEARCH_AGENT_ACTIONS, type TrackingEvent } from '../../schemas/tracking';
import { SEARCH_AGENT_LABELS, type SearchAgentInput, type SearchAgentInterval } from '../../schemas/searchAgents';
import { messages } from '../../schemas/fields';
import { municipalityByZip, unknownMunicipalities, unknownZipCodes } from '../repositories/postalAreas';
import {
  activeSearchAgents,
  auditFields,
  deleteSearchAgent,
  dueAgentsWithOwners,
  findMatchableListing,
  findOwnSearchAgent,
  findPublicMatchableListing,
  insertAgentMatches,
  insertSearchAgent,
  listingMatchCount,
  matchCounts,
  publicListingsChangedBetween,
  setAgentCheckedAt,
  setMatchesMail,
  updateSearchAgent,
  type AgentWithOwner,
  type DueIntervals,
  type MatchableListing,
  type SearchAgentRow,
} from '../repositories/searchAgents';
import { knownMetaKeys } from '../repositories/meta';
import { checkVersion } from '../versions';
import type { AuthContext } from './access';
import { diff, recordAudit } from './audit';
import { queueMail } from './mail';
import { publicListingUrl } from './publicSite';
import { recordEvent } from './tracking';
import { formatDanishNumber } from '../../schemas/danishNumber';

/*
 * Search agents: saved searches that mail their owner the new and changed active listings that match.
 *
 * - 'immediately' agents run when a listing changes (onListingChanged, called by the listing code)
 *   and, to catch anything that call missed, every minute on the job queue (server/jobs.ts);
 * - 'daily' and 'weekly' agents run on the job queue once their day or week has passed since their last run.
 *
 * Each run sends at most one mail per agent, and search_agent_matches makes sure a listing is never
 * mailed twice to the same agent, however the runs overlap.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
export const INTERVAL_MS: Record<Exclude<SearchAgentInterval, 'immediately'>, number> = { daily: DAY_MS, weekly: 7 * DAY_MS };
/** A scheduled agent counts as due this long before its day or week is up, so the schedule does not drift. */
const DUE_SLACK_MS = 5 * 60 * 1000;
/**
 * Each run looks this far behind the agent's last run: a listing written by a transaction that
 * committed just after the previous run read is still found. The matches table drops repeats.
 */
const LOOKBACK_MS = 10 * 60 * 1000;

export type { MatchableListing };

export type AgentCriteria = Pick<
  SearchAgentRow,
  'listingTypes' | 'municipalityCodes' | 'zipCodes' | 'floorAreaMin' | 'floorAreaMax' | 'priceMin' | 'priceMax' | 'rentMin' | 'rentMax' | 'facilities'
>;

function inRange(value: number | null, min: number | null, max: number | null): boolean {
  if (min === null && max === null) return true;
  if (value === null) return false;
  return (min === null || value >= min) && (max === null || value <= max);
}

/**
 * Whether a listing matches an agent's criteria: its type, its area (a chosen zip code or a zip code
 * in a chosen municipality; no areas is all of Denmark), its floor area, its price in the range its
 * type names (price or yearly rent; schemas/listingTypes.ts), and every chosen facility.
 */
export function matchesAgent(agent: AgentCriteria, listing: MatchableListing, municipalityOf: (zipCode: string) => number | undefined): boolean {
  if (!agent.listingTypes.includes(listing.listingType)) return false;
  if (agent.zipCodes.length > 0 || agent.municipalityCodes.length > 0) {
    if (!listing.zipCode) return false;
    const municipality = municipalityOf(listing.zipCode);
    const inArea = agent.zipCodes.includes(listing.zipCode) || (municipality !== undefined && agent.municipalityCodes.includes(municipality));
    if (!inArea) return false;
  }
  if (!inRange(listing.floorArea, agent.floorAreaMin, agent.floorAreaMax)) return false;
  const priceRange = listingTypeById(listing.listingType)?.searchAgent.priceRange;
  if (priceRange === 'rent' && !inRange(listing.price, agent.rentMin, agent.rentMax)) return false;
  if (priceRange === 'price' && !inRange(listing.price, agent.priceMin, agent.priceMax)) return false;
  return agent.facilities.every((f) => listing.facilities.includes(f));
}

/** Where an agent's window of new and changed listings starts. */
function windowStart(agent: SearchAgentRow): Date {
  return new Date(Math.max(agent.checkedAt.getTime() - LOOKBACK_MS, agent.createdAt.getTime()));
}

// ---------------------------------------------------------------------------------------------
// Mail

const kroner = (n: number) => `${formatDanishNumber(n, { maxDecimals: 0 })} kr.`;

function factsOf(listing: MatchableListing): string {
  const type = listingTypeById(listing.listingType);
  return [
    type?.searchAgent.mailName,
    listing.floorArea !== null ? `${formatDanishNumber(listing.floorArea)} m²` : undefined,
    type && listing.price !== null ? type.searchAgent.mailPrice.replace('%{amount}', kroner(listing.price)) : undefined,
  ]
    .filter((part): part is string => part !== undefined)
    .join(' · ');
}

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export interface AgentMail {
  subject: string;
  body: string;
  html: string;
}

/** The mail for one agent's new matches: each listing with its facts and a link to the public site. */
export function searchAgentMail(agentName: string, matches: MatchableListing[], publicSiteUrl: string): AgentMail {
  const count = matches.length === 1 ? '1 ny annonce' : `${matches.length} nye annoncer`;
  const subject = `Søgeagent "${agentName}": ${count}`;
  const intro = `Din søgeagent "${agentName}" har fundet ${count}, der matcher din søgning:`;
  const outro = 'Du kan ændre, slå fra eller slette søgeagenten under Søgeagenter i medlemsområdet.';
  const body = [
    'Hej',
    '',
    intro,
    '',
    ...matches.flatMap((l) => [l.title, l.addressText, factsOf(l), publicListingUrl(publicSiteUrl, l.id), '']),
    outro,
    '',
    'Venlig hilsen',
    'Ejendomsportal',
  ].join('\n');
  const items = matches
    .map((l) => {
      const url = escapeHtml(publicListingUrl(publicSiteUrl, l.id));
      return `<li><a href="${url}">${escapeHtml(l.title)}</a><br>${escapeHtml(l.addressText)}<br>${escapeHtml(factsOf(l))}</li>`;
    })
    .join('');
  const html = `<p>Hej</p><p>${escapeHtml(intro)}</p><ul>${items}</ul><p>${escapeHtml(outro)}</p><p>Venlig hilsen<br>Ejendomsportal</p>`;
  return { subject, body, html };
}

// ---------------------------------------------------------------------------------------------
// Runs

export interface MatchOptions {
  /** The run's time; tests pass it, so runs are deterministic. */
  now?: Date;
  /** For the links in the mails; defaults to PUBLIC_SITE_URL. */
  publicSiteUrl?: string;
}

export interface RunResult {
  /** Agents looked at. */
  agents: number;
  /** Mails queued: at most one per agent. */
  mails: number;
  /** Listing-agent pairs mailed. */
  matches: number;
}

/**
 * Records the new matches of one agent and queues its one mail, in one transaction; listings the
 * agent has mailed before are left out. Answers the listings that went into the mail.
 */
async function deliver(
  db: DbOrTx,
  { agent, email }: AgentWithOwner,
  found: MatchableListing[],
  publicSiteUrl: string,
  now: Date,
  moveCheckedAt: boolean,
): Promise<MatchableListing[]> {
  return db.transaction(async (tx) => {
    let fresh: MatchableListing[] = [];
    if (found.length > 0) {
      const ids = await insertAgentMatches(
        tx,
        agent.id,
        found.map((l) => l.id),
        now,
      );
      fresh = found.filter((l) => ids.has(l.id)).sort((a, b) => b.changedAt.getTime() - a.changedAt.getTime() || b.id - a.id);
    }
    if (fresh.length > 0) {
      const mailId = await queueMail(tx, { to: email, ...searchAgentMail(agent.name, fresh, publicSiteUrl) });
      await setMatchesMail(
        tx,
        agent.id,
        fresh.map((l) => l.id),
        mailId,
      );
      for (const listing of fresh) await recordEvent(tx, matchedEvent(agent, listing), now);
    }
    if (moveCheckedAt) await setAgentCheckedAt(tx, agent.id, now);
    return fresh;
  });
}

/** The listing action 'matched search agent', once per listing and agent. */
function matchedEvent(agent: SearchAgentRow, listing: MatchableListing): TrackingEvent {
  return {
    event: 'listing',
    action: LISTING_ACTIONS.matchedSearchAgent,
    target_listing_id: listing.id,
    target_account_id: listing.accountId,
    click_target: `searchAgent:${agent.id}`,
    SessionID: 'search-agent-matcher',
    SessionAcquisition: 'searchAgent',
    UserToken: '',
  };
}

/** Agents due at `now`: every active 'immediately' agent, and daily and weekly ones whose period has passed. */
function dueIntervals(intervals: readonly SearchAgentInterval[], now: Date): DueIntervals[] {
  return intervals.map((interval) =>
    interval === 'immediately' ? { interval } : { interval, checkedBefore: new Date(now.getTime() - INTERVAL_MS[interval] + DUE_SLACK_MS) },
  );
}

/**
 * One run of the due agents of the given intervals: for each, the active listings created or changed
 * since its last run that match it and that it has not mailed before, in one mail; then its last run
 * moves to `now`. The job queue runs this; tests call it with an explicit `now`.
 */
export async function runSearchAgents(
  db: Db,
  {
    now = new Date(),
    publicSiteUrl = readConfig().publicSiteUrl,
    intervals = ['immediately', 'daily', 'weekly'],
  }: MatchOptions & {
    intervals?: readonly SearchAgentInterval[];
  } = {},
): Promise<RunResult> {
  const due = await dueAgentsWithOwners(db, dueIntervals(intervals, now));
  const result: RunResult = { agents: due.length, mails: 0, matches: 0 };
  if (due.length === 0) return result;
  const earliest = new Date(Math.min(...due.map((d) => windowStart(d.agent).getTime())));
  const candidates = await publicListingsChangedBetween(db, earliest, now);
  const municipalities = await municipalityByZip(db);
  const municipalityOf = (zip: string) => municipalities.get(zip);
  for (const owner of due) {
    const from = windowStart(owner.agent).getTime();
    const found = candidates.filter((l) => l.changedAt.getTime() > from && matchesAgent(owner.agent, l, municipalityOf));
    const mailed = await deliver(db, owner, found, publicSiteUrl, now, true);
    if (mailed.length > 0) {
      result.mails += 1;
      result.matches += mailed.length;
    }
  }
  return result;
}

/**
 * The hook for the listing code: call it when a listing has been created, changed or activated, with
 * its id. It runs the 'immediately' agents for that one listing (a listing that is not active and
 * public is skipped) and queues one mail per agent that matches it and has not mailed it before.
 *
 * Call it after the listing's transaction has committed, with app.db: e.g.
 *   `void onListingChanged(app.db, id).catch((err) => request.log.error(err))`
 * or inside that transaction with its `tx`, so the mail is queued with the change. Do not call it
 * with app.db from inside an open transaction: PGlite runs one transaction at a time.
 */
export async function onListingChanged(
  db: DbOrTx,
  listingId: number,
  { now = new Date(), publicSiteUrl = readConfig().publicSiteUrl }: MatchOptions = {},
): Promise<RunResult> {
  const listing = await findPublicMatchableListing(db, listingId);
  if (!listing) return { agents: 0, mails: 0, matches: 0 };
  const agents = await dueAgentsWithOwners(db, [{ interval: 'immediately' }]);
  const municipalities = await municipalityByZip(db);
  const result: RunResult = { agents: agents.length, mails: 0, matches: 0 };
  for (const owner of agents) {
    // An agent is for what is new or changed after it was made.
    if (listing.changedAt < owner.agent.createdAt) continue;
    if (!matchesAgent(owner.agent, listing, (zip) => municipalities.get(zip))) continue;
    const mailed = await deliver(db, owner, [listing], publicSiteUrl, now, false);
    if (mailed.length > 0) {
      result.mails += 1;
      result.matches += 1;
    }
  }
  return result;
}

/**
 * A listing's demand (SPEC: shown to advertisers): how many active agents match it, whatever its state, and how
 * many search-agent mails it has gone out in.
 */
export async function listingDemand(db: DbOrTx, listing: MatchableListing): Promise<{ searchAgents: number; mails: number }> {
  const agents = await activeSearchAgents(db);
  const municipalities = await municipalityByZip(db);
  return {
    searchAgents: agents.filter((a) => matchesAgent(a, listing, (zip) => municipalities.get(zip))).length,
    mails: await listingMatchCount(db, listing.id),
  };
}

/** The listing as the matcher sees it, whatever its state; undefined when it does not exist. */
export async function matchableListing(db: DbOrTx, listingId: number): Promise<(MatchableListing & { status: number }) | undefined> {
  return findMatchableListing(db, listingId);
}

// ---------------------------------------------------------------------------------------------
// Input checks against the lookup tables

/** 400 naming the field when an agent names a zip code, municipality or facility that does not exist. */
export async function checkAgentReferences(db: DbOrTx, input: SearchAgentInput): Promise<void> {
  const fields: Record<string, string> = {};
  const zips = await unknownZipCodes(db, input.zipCodes);
  if (zips.length > 0) fields.zipCodes = `${messages.invalid(SEARCH_AGENT_LABELS.zipCodes)}: ${zips.join(', ')} findes ikke`;
  const codes = await unknownMunicipalities(db, input.municipalityCodes);
  if (codes.length > 0) fields.municipalityCodes = `${messages.invalid(SEARCH_AGENT_LABELS.municipalityCodes)}: ${codes.join(', ')} findes ikke`;
  if (input.facilities.length > 0) {
    const known = await knownMetaKeys(db, 'facilities', input.facilities);
    const unknown = input.facilities.filter((f) => !known.has(f));
    if (unknown.length > 0) fields.facilities = `${messages.invalid(SEARCH_AGENT_LABELS.facilities)}: ${unknown.join(', ')} findes ikke`;
  }
  if (Object.keys(fields).length > 0) throw badInput(fields);
}

// ---------------------------------------------------------------------------------------------
// Tracking of the agent itself (search agent actions 1-3)

/** The SPA's tracking session cookie (src/tracking/client.ts SESSION_COOKIE). */
export const TRACKING_SESSION_COOKIE = 'session_id';

interface SessionCookie {
  id: string;
  acquisition: string;
}

/** The SPA's tracking session cookie (src/tracking/session.ts), which exists only with statistics consent. */
export function parseSessionCookie(text: string | undefined): SessionCookie | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return undefined;
    const { id, acquisition } = value as Record<string, unknown>;
    if (typeof id !== 'string' || id.length < 8 || id.length > 64 || typeof acquisition !== 'string' || acquisition.length > 100) return undefined;
    return { id, acquisition };
  } catch {
    return undefined;
  }
}

/**
 * Records search agent action 1-3 (created, edited, deleted) in the same transaction as the change.
 * With the visitor's tracking session (statistics consent) it carries the session and the user;
 * without one it is counted anonymously.
 */
export async function trackSearchAgent(
  db: DbOrTx,
  action: keyof typeof SEARCH_AGENT_ACTIONS,
  agent: Pick<SearchAgentRow, 'id' | 'interval'>,
  context: { session: SessionCookie | undefined; authId: string },
  now = new Date(),
): Promise<void> {
  await recordEvent(
    db,
    {
      event: 'searchAgent',
      action: SEARCH_AGENT_ACTIONS[action],
      search_agent_id: agent.id,
      search_agent_interval: agent.interval as SearchAgentInterval,
      SessionID: context.session?.id ?? 'no-session',
      SessionAcquisition: context.session?.acquisition ?? '',
      UserToken: context.session ? context.authId : '',
    },
    now,
  );
}

// ---------------------------------------------------------------------------------------------
// The user's own changes, each in one transaction with its audit-log entry and its tracked action

type TrackingContext = Parameters<typeof trackSearchAgent>[3];

export async function createSearchAgent(db: Db, auth: AuthContext, input: SearchAgentInput, context: TrackingContext): Promise<SearchAgentRow> {
  return db.transaction(async (tx) => {
    await checkAgentReferences(tx, input);
    const now = new Date();
    const created = await insertSearchAgent(tx, auth.userId, input, now);
    await recordAudit(tx, auth, { accountId: null, entity: 'search_agent', entityId: created.id, action: 'create', changes: auditFields(created) });
    await trackSearchAgent(tx, 'created', created, context, now);
    return created;
  });
}

/** Changes the user's agent at the version read (If-Match: 428 without, 412 stale; another user's agent is a 404). */
export async function changeSearchAgent(
  db: Db,
  auth: AuthContext,
  id: number,
  ifMatch: string | undefined,
  input: SearchAgentInput,
  context: TrackingContext,
): Promise<SearchAgentRow> {
  return db.transaction(async (tx) => {
    const before = await findOwnSearchAgent(tx, auth.userId, id);
    if (!before) throw notFound('Søgeagenten');
    checkVersion(ifMatch, before.version);
    await checkAgentReferences(tx, input);
    const now = new Date();
    const after = await updateSearchAgent(tx, before, input, now);
    if (!after) throw staleVersion();
    await recordAudit(tx, auth, {
      accountId: null,
      entity: 'search_agent',
      entityId: after.id,
      action: 'update',
      changes: diff(auditFields(before), auditFields(after)),
    });
    await trackSearchAgent(tx, 'edited', after, context, now);
    return after;
  });
}

/** Deletes the user's agent at the version read; answers it as it was, with its match count. */
export async function removeSearchAgent(
  db: Db,
  auth: AuthContext,
  id: number,
  ifMatch: string | undefined,
  context: TrackingContext,
): Promise<{ agent: SearchAgentRow; matches: number }> {
  return db.transaction(async (tx) => {
    const before = await findOwnSearchAgent(tx, auth.userId, id);
    if (!before) throw notFound('Søgeagenten');
    checkVersion(ifMatch, before.version);
    const counts = await matchCounts(tx, [before.id]);
    await deleteSearchAgent(tx, before.id);
    await recordAudit(tx, auth, { accountId: null, entity: 'search_agent', entityId: before.id, action: 'delete', changes: auditFields(before) });
    await trackSearchAgent(tx, 'deleted', before, context);
    return { agent: before, matches: counts.get(before.id) ?? 0 };
  });
}

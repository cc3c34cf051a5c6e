import { listingIndex } from 'resources/listings';
import { listingPages } from 'resources/listings/routes';
import { listingIndexFirstPage, listingIndexStoreKey } from 'resources/listings/indexQuery';
import { readSelection, resolveActiveAccount, writeSelection, type AccountSelection } from './access/activeAccount';
import { PATHS, pageOpenedAt } from './access/paths';
import { homeRedirect } from './pages';
import { memberShell } from './layout/lazyMemberShell';
import { preloadPageAt, type PagesByPath } from './lib/preloadable';
import { statisticsPages } from './pages/statistics/routes';
import { readToken } from './providers/authCookie';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { rememberFirstCalls } from './providers/firstCalls';
import { prefetch, recordCalls } from './providers/httpClient';
import { store } from './providers/store';
import { isExpired, isStaff, tryParseToken } from './providers/token';
import { LISTING_TYPE_NAMES } from 'schemas/enums';
import type { ListingRecord } from 'schemas/listings/record';
import { keepOpenedListing } from 'resources/listings/openedListing';

const ignore = () => undefined;

/** A listing's show page or form (/listings/rental/12, /listings/rental/12/update): the listing it shows. */
const LISTING_PAGE = new RegExp(`^/listings/(?:${LISTING_TYPE_NAMES.join('|')})/(\\d+)(?:/update)?$`);

const PAGES: PagesByPath = [['/', homeRedirect], ['/listings', listingIndex], ...listingPages, ...statisticsPages];

/**
 * A signed-in page opened afresh (a link, a reload) would load in steps: the entry; then the layout's code;
 * then the user's accounts, identity and the configuration, which the route guard waits for; then the
 * page's code; and only then the page's data. This starts them all with the entry: the layout's code, the
 * calls every signed-in page makes first, the code of the page (of the listing index, a listing's pages and
 * the statistics pages), on the listing index its first page, and on a listing's page the listing. Answers when
 * the code it asked for has arrived (or failed), at once when it asked for none.
 */
export function preload(opened: Pick<Location, 'pathname' | 'search'>): Promise<unknown> {
  const pathname = pageOpenedAt(opened.pathname);
  const location = pathname === opened.pathname ? opened : { pathname, search: '' };
  const claims = tryParseToken(readToken());
  if (!claims || isExpired(claims, Date.now())) return Promise.resolve();
  // Should this fail, the lazy components load them again and report the failure.
  const pages = [...new Set([opened.pathname, location.pathname])].map((path) => preloadPageAt(PAGES, path));
  const code = Promise.all([memberShell.preload().catch(ignore), ...pages]);
  const staff = isStaff(claims);
  // The other calls carry the active account (X-Account-Id). On a first visit none is kept yet: a user with
  // one account has it chosen by itself (as AccessProvider would, a little later), other users choose first.
  // The token names the user's accounts, so a user with one need not wait for the accounts to know it.
  const stored = readSelection(claims.user);
  const only = claims.accounts[0];
  if (!stored && !staff && claims.accounts.length === 1 && only !== undefined) writeSelection(claims.user, { accountId: only });
  const known = readSelection(claims.user);
  if (known) {
    // Made again by index.html's script the next time this address is opened afresh.
    const calls = recordCalls(() => {
      // The authProvider keeps the accounts for the token.
      authProvider.getPermissions().catch(ignore);
      prefetch(() => firstCalls(known, staff, location));
    });
    rememberFirstCalls(claims.user, opened.pathname + opened.search, calls);
    return code;
  }
  authProvider
    .getPermissions()
    .then(({ accounts }) => {
      const only = resolveActiveAccount(null, accounts, staff);
      if (!only || readSelection(claims.user)) return;
      const selection = { accountId: only.id };
      writeSelection(claims.user, selection);
      prefetch(() => firstCalls(selection, staff, location));
    })
    .catch(ignore);
  return code;
}

/**
 * On the login page, once the visitor starts typing (not for a visit that goes no further): the code a login
 * goes on to (the member shell, '/', and the listing index where most users land), so that it has arrived by
 * the time they submit.
 */
let signedInCodeAsked = false;
export function preloadSignedInCode(): void {
  if (signedInCodeAsked) return;
  signedInCodeAsked = true;
  memberShell.preload().catch(ignore);
  homeRedirect.preload().catch(ignore);
  listingIndex.preload().catch(ignore);
}

/** The calls every signed-in page makes first, and the page's own data. */
function firstCalls(selection: AccountSelection, staff: boolean, location: Pick<Location, 'pathname' | 'search'>) {
  authProvider.getIdentity().catch(ignore);
  dataProvider.clientConfig().catch(ignore);
  dataProvider.siteAnnouncements().catch(ignore);
  const accountId = selection.accountId;
  // The index lists the active account's listings (staff act in it with roles they chose).
  if (location.pathname === PATHS.listings && accountId !== null && (!staff || selection.roles?.length)) {
    const kept: unknown = store.getItem(listingIndexStoreKey(accountId));
    dataProvider.getList('listings', listingIndexFirstPage(location.search, kept, accountId)).catch(ignore);
  }
  // A listing's page waits for nothing but the listing.
  const listingId = LISTING_PAGE.exec(location.pathname)?.[1];
  if (listingId && accountId !== null && (!staff || selection.roles?.length)) {
    keepOpenedListing(Number(listingId), dataProvider.getOne<ListingRecord>('listings', { id: Number(listingId) }));
  }
}

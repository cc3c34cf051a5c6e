import { listingIndex } from 'resources/listings';
import { listingIndexFirstPage, listingIndexStoreKey } from 'resources/listings/indexQuery';
import { readSelection } from './access/activeAccount';
import { memberShell } from './layout/MemberShellLoader';
import { readToken } from './providers/authCookie';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { prefetch } from './providers/httpClient';
import { store } from './providers/store';
import { isExpired, isStaff, tryParseToken } from './providers/token';

const ignore = () => undefined;

/**
 * A signed-in page opened afresh (a link, a reload) would load in steps: the entry; then the layout's code;
 * then the user's accounts, identity and the configuration, which the route guard waits for; then the
 * page's code; and only then the page's data. This starts them all with the entry: the layout's code, the
 * calls every signed-in page makes first, and on the listing index its code and its first page.
 */
export function preload(location: Pick<Location, 'pathname' | 'search'>): void {
  const claims = tryParseToken(readToken());
  if (!claims || isExpired(claims, Date.now())) return;
  // The lazy components import these again and report a failure; here it is left to them.
  memberShell.preload().catch(ignore);
  const onListingIndex = location.pathname === '/listings';
  if (onListingIndex) listingIndex.preload().catch(ignore);
  // The authProvider keeps the accounts for the token.
  authProvider.getPermissions().catch(ignore);
  // The other calls carry the active account (X-Account-Id); until one is chosen, the app chooses first.
  const selection = readSelection(claims.user);
  if (!selection) return;
  prefetch(() => {
    authProvider.getIdentity().catch(ignore);
    dataProvider.clientConfig().catch(ignore);
    dataProvider.siteAnnouncements().catch(ignore);
    const accountId = selection.accountId;
    // The index lists the active account's listings (staff act in it with roles they chose).
    if (onListingIndex && accountId !== null && (!isStaff(claims) || selection.roles?.length)) {
      const stored: unknown = store.getItem(listingIndexStoreKey(accountId));
      dataProvider.getList('listings', listingIndexFirstPage(location.search, stored, accountId)).catch(ignore);
    }
  });
}

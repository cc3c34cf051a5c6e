import { useEffect, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { AuthProvider, DataProvider } from 'react-admin';
import type { TrackingEvent } from 'schemas/tracking';
// The codes without the event schemas: the login tracking is part of the first page.
import { USER_ACTIONS } from 'schemas/trackingCodes';
import { LISTING_TYPE_IDS } from 'schemas/listingTypes';
// The light half of the consent module: reading the cookie, not the dialog.
import { hasConsent } from '../consent/state';
import { afterFirstContent } from '../lib/afterFirstContent';
import { currentApiBase } from '../providers/apiBase';
import { readToken } from '../providers/authCookie';
import { tryParseToken } from '../providers/token';
import { createTracker, runningSessionId, type Tracker } from './client';

/*
 * The member area's own tracking (SPEC 4 and 9): the user actions login, visit member site,
 * favourites list, search agent list and create advertisement. Every event waits for the visitor's
 * consent to the cookie category 'statistic'; without it nothing is sent and no session cookie is set.
 */

type UserAction = (typeof USER_ACTIONS)[keyof typeof USER_ACTIONS];

let tracker: Tracker | null = null;

/** The address the page was opened with, read as the app starts, before the router sends a visitor elsewhere. */
const LANDING_URL = window.location.href;

/** The one tracker of the page, posting to VITE_TRACKING_ENDPOINT or the API's /tracking. */
export function memberTracker(): Tracker {
  tracker ??= createTracker({
    endpoint: import.meta.env.VITE_TRACKING_ENDPOINT || `${currentApiBase().api}/tracking`,
    hasConsent: () => hasConsent('statistic'),
    userToken: () => tryParseToken(readToken())?.sub ?? '',
    landingUrl: LANDING_URL,
  });
  return tracker;
}

export function trackUserAction(action: UserAction, fields: { listing_type?: number; account_type?: number } = {}): TrackingEvent | null {
  return memberTracker().track({ event: 'user', action, ...fields });
}

const VISIT_KEY = 'member_site_visit';

/** "Visit member site" once per tracking session: a session that has already sent it does not again. */
export function trackMemberSiteVisit(now: number = Date.now()): void {
  const running = runningSessionId(now);
  if (running !== null && localStorage.getItem(VISIT_KEY) === running) return;
  const event = trackUserAction(USER_ACTIONS.visitMemberSite);
  if (event) localStorage.setItem(VISIT_KEY, event.SessionID);
}

/** The pages whose opening is itself a user action. */
const PAGE_ACTIONS: Partial<Record<string, UserAction>> = {
  '/favorites': USER_ACTIONS.favoritesList,
  '/searchagents': USER_ACTIONS.searchAgentList,
};

/** Tracks the visit and the page actions as the signed-in user moves through the member area. */
export function useMemberTracking(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const action = PAGE_ACTIONS[pathname.replace(/\/+$/, '') || '/'];
    // Sent once the page's content is there: the visit is not what the user waits for.
    afterFirstContent(() => {
      if (readToken()) trackMemberSiteVisit();
      if (action !== undefined) trackUserAction(action);
    });
  }, [pathname]);
}

/** A react-admin layout that tracks the member's visit and page actions. */
export function withTracking(Layout: ComponentType<{ children: ReactNode }>) {
  const WithTracking = ({ children }: { children: ReactNode }) => {
    useMemberTracking();
    return <Layout>{children}</Layout>;
  };
  WithTracking.displayName = 'WithTracking';
  return WithTracking;
}

/** The auth provider, tracking each successful login. */
export function withLoginTracking<P extends AuthProvider>(provider: P): P {
  return {
    ...provider,
    async login(params: Parameters<P['login']>[0]) {
      const result: unknown = await provider.login(params);
      trackUserAction(USER_ACTIONS.login);
      return result;
    },
  };
}

/** The data provider, tracking each listing created ("create advertisement", with its type). */
export function withCreateTracking<Provider extends DataProvider>(provider: Provider): Provider {
  const create: DataProvider['create'] = async (resource, params) => {
    const result = await provider.create(resource, params);
    if (resource === 'listings') {
      const type = Number((params.data as { listingType?: unknown }).listingType);
      trackUserAction(USER_ACTIONS.createAdvertisement, LISTING_TYPE_IDS.includes(type) ? { listing_type: type } : {});
    }
    return result;
  };
  return { ...provider, create };
}

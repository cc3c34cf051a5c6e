import type { ImageContent } from 'schemas/listings/record';
import type { AccountSettings, AccountUser } from 'schemas/accounts';
import type { ApiKey, ApiKeyCreate, ApiKeyCreated, ApiLogPage, ApiLogQuery } from 'schemas/apiKeys';
import type { Role } from 'schemas/enums';
import type { AccountInvitation, AccountInvitationCreate } from 'schemas/invitations';
import type { WebhookDelivery, WebhookEndpoint, WebhookEndpointCreate, WebhookEndpointUpdate, WebhookEndpointWithSecret } from 'schemas/webhooks';
import type { EnquiryDetail, EnquiryPatch } from 'schemas/enquiries';
import type { RegisterAddress } from 'schemas/listings';
import type { ListingFilter, ListingRecord } from 'schemas/listings/record';
import type { BulkAction, BulkResult, Closing, ListingAction, ListingHistoryEntry } from 'schemas/listingStatus';
import type { ListingPromotion, PromotionCreate, PromotionProduct, PromotionRenew, PromotionUpdate } from 'schemas/promotion';
import { ifMatch, toHttpError, type HttpOptions, type HttpResponse } from './httpClient';
import { listQuery } from './listQuery';

/** A call to the main API by its path ('/listings/1/copy'). */
export type ApiCall = (path: string, options?: HttpOptions) => Promise<HttpResponse>;

export interface UploadedImage {
  url: string;
  width: number;
  height: number;
  /** The sha256 of its bytes: the same picture under another URL has the same one. */
  contentHash: string;
  /** What it shows (a floor plan, text), as far as the server could tell at once. */
  content?: ImageContent;
}

export interface ClosingReason {
  id: number;
  key: string;
  name: string;
}

/** A file the server wrote: its name from Content-Disposition, if it gave one. */
export interface CsvFile {
  name: string | undefined;
  text: string;
}

/** What POST /listings/import answers (docs/import.md). */
export interface ListingImportAnswer {
  created: number;
  updated: number;
  unchanged: number;
  refused: number;
  closed: { listingId: number; caseNumber: string }[];
  rows: {
    row: number;
    caseNumber: string | null;
    outcome: 'created' | 'updated' | 'unchanged' | 'refused';
    listingId: number | null;
    message: string | null;
    fields: Record<string, string> | null;
  }[];
}

/** A record the server versions, for If-Match. */
interface Versioned {
  id: number;
  version: number;
}

/**
 * The dataProvider's methods beyond react-admin's CRUD: the actions, uploads, lookups and reports of
 * SPEC 7. Answers a feature checks with its own zod schema (statistics, orders, lookups) come back as
 * `unknown`, so that those schemas stay in the feature's chunk.
 */
export function memberMethods(call: ApiCall) {
  const json = async (path: string, options?: HttpOptions): Promise<unknown> => (await call(path, options)).json;
  const get = (path: string, signal?: AbortSignal) => json(path, signal ? { signal } : {});
  const csv = async (path: string, query = ''): Promise<CsvFile> => {
    const { body, headers } = await call(`${path}${query ? `?${query}` : ''}`, { headers: { Accept: 'text/csv' } });
    // fetch's text() may or may not have kept the server's byte order mark; the download writes its own.
    return { name: /filename="([^"]+)"/.exec(headers.get('Content-Disposition') ?? '')?.[1], text: body.replace(/^\uFEFF/, '') };
  };

  const listing = async (path: string, options?: HttpOptions) => payload(await json(path, options), 'listing') as ListingRecord;
  const promotion = async (path: string, options?: HttpOptions) => payload(await json(path, options), 'promotion') as ListingPromotion;
  const users = async (path: string, options?: HttpOptions) => payload(await json(path, options), 'users') as AccountUser[];
  const invitations = async (path: string, options?: HttpOptions) => payload(await json(path, options), 'invitations') as AccountInvitation[];
  const usersPath = (accountId: number) => `/accounts/${accountId}/users`;
  const invitationsPath = (accountId: number) => `/accounts/${accountId}/invitations`;
  const apiKeysPath = (accountId: number) => `/accounts/${accountId}/api-keys`;
  const actingIn = (accountId: number) => ({ 'X-Account-Id': String(accountId) });
  const promotionPath = (listingId: number, action = '') => `/listings/${listingId}/promotion${action}`;

  return {
    // Listings: SPEC 4's status changes, copy, bulk, history and export.
    /** One status change with the version read (the server answers 409, 412 or the changed listing). */
    listingAction: (target: Versioned, action: ListingAction, closing?: Closing) =>
      action === 'delete'
        ? listing(`/listings/${target.id}`, { method: 'DELETE', headers: ifMatch(target.version) })
        : listing(`/listings/${target.id}/${action}`, { method: 'POST', headers: ifMatch(target.version), ...(closing ? { body: closing } : {}) }),
    /** Staff only: lets the listing's cover stand despite the cover check, or applies the check again. */
    setCoverCheckOverruled: (id: number, overruled: boolean) => listing(`/listings/${id}/cover-check`, { method: 'PUT', body: { overruled } }),
    copyListing: (id: number, keepCaseNumber: boolean) => listing(`/listings/${id}/copy`, { method: 'POST', body: { keepCaseNumber } }),
    bulkListingAction: async (action: BulkAction, items: Versioned[], closing?: Closing) =>
      payload(await json('/listings/bulk', { method: 'POST', body: { action, items, ...closing } }), 'results') as BulkResult[],
    /** The index's bulk 'Bekræft aktuel': each listing answered on its own. */
    confirmCurrent: async (ids: number[]) => payload(await json('/listings/confirm-current', { method: 'POST', body: { ids } }), 'results') as BulkResult[],
    listingHistory: async (id: number) => payload(await get(`/listings/${id}/history`), 'history') as ListingHistoryEntry[],
    /** In the server's order (1, 3, 4, 2, 5). */
    closingReasons: async () => payload(await get('/closing-reasons'), 'closingReasons') as ClosingReason[],
    /** Every listing matching the filter, as the server's CSV file. */
    exportListings: (filter: Partial<ListingFilter> | Record<string, unknown>) => csv('/listings/export.csv', listQuery({ filter })),
    listingDemand: (id: number, signal?: AbortSignal) => get(`/listings/${id}/demand`, signal),
    /** A feed's listings (JSON bodies), upserted by case number; `full` closes the account's listings it leaves out. */
    importListings: async (accountId: number, mode: 'partial' | 'full', rows: readonly unknown[]) =>
      (await json(`/listings/import?${new URLSearchParams({ accountId: String(accountId), mode })}`, { method: 'POST', body: rows })) as ListingImportAnswer,

    // The listing form's lookups and uploads.
    searchAddresses: async (q: string, limit: number, signal?: AbortSignal) =>
      payload(await get(`/addresses?${new URLSearchParams({ q, limit: String(limit) })}`, signal), 'addresses') as RegisterAddress[],
    /** Sends the file itself as the body; the server reads its type and size from the bytes. */
    uploadImage: async (file: Blob, accountId: number) =>
      payload(await json(`/images?accountId=${accountId}`, { method: 'POST', body: file }), 'image') as UploadedImage,
    checkImageUrl: async (url: string, accountId: number) =>
      payload(await json('/images/url', { method: 'POST', body: { accountId, url } }), 'image') as UploadedImage,

    // Promotion: SPEC 7's products, order, update, renew and cancel, and the account's orders.
    promotionProducts: async () => payload(await get('/promotion-products'), 'promotionProducts') as PromotionProduct[],
    listingPromotion: (listingId: number) => promotion(promotionPath(listingId)),
    orderPromotion: (listingId: number, body: PromotionCreate) => promotion(promotionPath(listingId), { method: 'POST', body }),
    updatePromotion: (listingId: number, version: number, body: PromotionUpdate) =>
      promotion(promotionPath(listingId), { method: 'PUT', body, headers: ifMatch(version) }),
    renewPromotion: (listingId: number, version: number, body: PromotionRenew) =>
      promotion(promotionPath(listingId, '/renew'), { method: 'POST', body, headers: ifMatch(version) }),
    cancelPromotion: (listingId: number, version: number) =>
      promotion(promotionPath(listingId, '/cancel'), { method: 'POST', body: { acceptForfeit: true }, headers: ifMatch(version) }),
    /** A page of the account's order overview, newest first. */
    promotionOrders: (accountId: number, page: number, perPage: number) => get(`/accounts/${accountId}/promotion-orders?page=${page}&perPage=${perPage}`),
    exportPromotionOrders: (accountId: number) => csv(`/accounts/${accountId}/promotion-orders.csv`),

    // An account's users, invitations and staff settings (SPEC 2 and 5).
    accountUsers: (accountId: number) => users(usersPath(accountId)),
    setAccountUserRoles: (accountId: number, userId: number, roles: Role[]) => users(`${usersPath(accountId)}/${userId}`, { method: 'PUT', body: { roles } }),
    removeAccountUser: (accountId: number, userId: number) => users(`${usersPath(accountId)}/${userId}`, { method: 'DELETE' }),
    /** The caller leaves the account, whatever their role; the last administrator leaving hands it to staff. */
    leaveAccount: async (accountId: number) => {
      await call(`/users/me/accounts/${accountId}`, { method: 'DELETE' });
    },
    /** The account's open invitations (not answered yet): nobody is a member before they accept. */
    accountInvitations: (accountId: number) => invitations(invitationsPath(accountId)),
    inviteAccountUser: (accountId: number, body: AccountInvitationCreate) => invitations(invitationsPath(accountId), { method: 'POST', body }),
    withdrawAccountInvitation: (accountId: number, invitationId: number) => invitations(`${invitationsPath(accountId)}/${invitationId}`, { method: 'DELETE' }),
    /** The account's API keys, revoked ones too (never the keys themselves). */
    apiKeys: async (accountId: number) => payload(await get(apiKeysPath(accountId)), 'apiKeys') as ApiKey[],
    /** A new key: the answer holds the key itself, this once. */
    createApiKey: async (accountId: number, body: ApiKeyCreate) => (await json(apiKeysPath(accountId), { method: 'POST', body })) as ApiKeyCreated,
    revokeApiKey: async (accountId: number, keyId: number) =>
      payload(await json(`${apiKeysPath(accountId)}/${keyId}`, { method: 'DELETE' }), 'apiKey') as ApiKey,
    /** A page of the account's API log, newest first. */
    apiLog: async (accountId: number, query: ApiLogQuery) => {
      const params = new URLSearchParams({ page: String(query.page), perPage: String(query.perPage) });
      if (query.status !== undefined) params.set('status', String(query.status));
      if (query.apiKeyId !== undefined) params.set('apiKeyId', String(query.apiKeyId));
      return (await get(`/accounts/${accountId}/api-log?${params}`)) as ApiLogPage;
    },
    updateAccountSettings: async (account: Versioned, body: AccountSettings) => {
      await call(`/accounts/${account.id}/settings`, { method: 'PUT', body, headers: ifMatch(account.version) });
    },

    // Webhooks of an account (its administrators): named by X-Account-Id.
    webhooks: async (accountId: number) => payload(await json('/webhooks', { headers: actingIn(accountId) }), 'webhooks') as WebhookEndpoint[],
    /** A new endpoint: the answer holds its secret, this once. */
    createWebhook: async (accountId: number, body: WebhookEndpointCreate) =>
      (await json('/webhooks', { method: 'POST', body, headers: actingIn(accountId) })) as WebhookEndpointWithSecret,
    /** A change; with rotateSecret the answer holds the new secret, this once. */
    updateWebhook: async (accountId: number, id: number, body: WebhookEndpointUpdate) =>
      (await json(`/webhooks/${id}`, { method: 'PATCH', body, headers: actingIn(accountId) })) as { webhook: WebhookEndpoint; secret?: string },
    deleteWebhook: async (accountId: number, id: number) => {
      await call(`/webhooks/${id}`, { method: 'DELETE', headers: actingIn(accountId) });
    },
    testWebhook: async (accountId: number, id: number) =>
      payload(await json(`/webhooks/${id}/test`, { method: 'POST', headers: actingIn(accountId) }), 'delivery') as WebhookDelivery,
    webhookDeliveries: async (accountId: number, id: number) =>
      payload(await json(`/webhooks/${id}/deliveries`, { headers: actingIn(accountId) }), 'deliveries') as WebhookDelivery[],
    redeliverWebhook: async (accountId: number, deliveryId: number) =>
      payload(await json(`/webhook-deliveries/${deliveryId}/redeliver`, { method: 'POST', headers: actingIn(accountId) }), 'delivery') as WebhookDelivery,

    // Enquiries: the inbox's changes and replies, its count of new ones and its export.
    /** A status or the colleague it is assigned to, at the version read. */
    updateEnquiry: async (target: { id: number; version?: number | null }, change: EnquiryPatch) =>
      payload(await json(`/enquiries/${target.id}`, { method: 'PATCH', body: change, headers: ifMatch(target.version) }), 'enquiry') as EnquiryDetail,
    /** Mails the answer to the enquirer (Reply-To the user), keeps it on the enquiry and marks it answered. */
    replyToEnquiry: async (id: number, body: string) =>
      payload(await json(`/enquiries/${id}/replies`, { method: 'POST', body: { body } }), 'enquiry') as EnquiryDetail,
    /** The active account's count of new enquiries, for the navigation. */
    enquirySummary: (signal?: AbortSignal) => get('/enquiries/summary', signal),
    /** Every enquiry matching the inbox's filters, as the server's CSV file. */
    exportEnquiries: (filter: Record<string, unknown>) => csv('/enquiries/export.csv', listQuery({ filter })),
    /** Staff: one person's enquiries in every account, by their e-mail. */
    staffEnquiries: (email: string) => get(`/staff/enquiries?${new URLSearchParams({ email })}`),
    /** Staff: erases that person's data from all their enquiries; answers `{ erased }`. */
    eraseStaffEnquiries: (email: string) => json('/staff/enquiries/erase', { method: 'POST', body: { email } }),

    // Statistics: the period (and the market's filters) as the query.
    listingStatistics: (listingId: number, query: Record<string, string>, signal?: AbortSignal) =>
      get(`/listings/${listingId}/statistics?${new URLSearchParams(query)}`, signal),
    /** The listing against comparable active listings of the market. */
    listingBenchmark: (listingId: number, signal?: AbortSignal) => get(`/listings/${listingId}/benchmark`, signal),
    accountStatistics: (accountId: number, query: Record<string, string>, signal?: AbortSignal) =>
      get(`/accounts/${accountId}/statistics?${new URLSearchParams(query)}`, signal),
    /** The market as the active account (X-Account-Id) may see it. */
    marketStatistics: (query: Record<string, string>, signal?: AbortSignal) => get(`/market-statistics?${new URLSearchParams(query)}`, signal),

    // Content, configuration and the lists the forms choose from.
    cmsPageTree: (path: string, signal?: AbortSignal) => get(`/content/online-pages?path=${encodeURIComponent(path)}`, signal),
    renderCmsPage: (path: string, signal?: AbortSignal) => get(`/content/online-pages/render?path=${encodeURIComponent(path)}`, signal),
    siteAnnouncements: (signal?: AbortSignal) => get('/site-announcements?zone=Member', signal),
    clientConfig: () => get('/config'),
    /** A lookup list: '/postal-areas', '/municipalities', '/facilities'. */
    lookup: (path: string, signal?: AbortSignal) => get(path, signal),
    /** An account the user was the last administrator of is handed to staff. */
    deleteProfile: async () => {
      await call('/users/me', { method: 'DELETE' });
    },
  };
}

export type MemberMethods = ReturnType<typeof memberMethods>;

/** The answer's payload under its key; an answer without it is a server fault, said in the usual words. */
function payload(answer: unknown, key: string): unknown {
  if (typeof answer !== 'object' || answer === null || !(key in answer)) throw toHttpError({ status: 500 });
  return (answer as Record<string, unknown>)[key];
}

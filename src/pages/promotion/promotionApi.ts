import type {
  ListingPromotion,
  PromotionCreate,
  PromotionProduct,
  PromotionRenew,
  PromotionUpdate,
} from 'schemas/promotion';
import { currentApiBase } from 'src/providers/apiBase';
import { httpClient } from 'src/providers/httpClient';

/** The promotion calls of SPEC 7 ('promotion products, order, update and cancel', and renew). */
const promotionUrl = (listingId: number, action = '') => `${currentApiBase().api}/listings/${listingId}/promotion${action}`;

function promotionOf(json: unknown): ListingPromotion {
  if (typeof json === 'object' && json !== null && 'promotion' in json && typeof json.promotion === 'object' && json.promotion !== null) {
    return json.promotion as ListingPromotion;
  }
  throw new Error('Svaret mangler fremhævningen');
}

/** The version the change builds on, as the server's ETag writes it. */
const ifMatch = (version: number) => ({ 'If-Match': `W/"${version}"` });

export async function fetchPromotionProducts(): Promise<PromotionProduct[]> {
  const { json } = await httpClient(`${currentApiBase().api}/promotion-products`);
  if (typeof json === 'object' && json !== null && 'promotionProducts' in json && Array.isArray(json.promotionProducts)) {
    return json.promotionProducts as PromotionProduct[];
  }
  throw new Error('Svaret mangler produkterne');
}

export async function fetchListingPromotion(listingId: number): Promise<ListingPromotion> {
  return promotionOf((await httpClient(promotionUrl(listingId))).json);
}

export async function orderPromotion(listingId: number, body: PromotionCreate): Promise<ListingPromotion> {
  return promotionOf((await httpClient(promotionUrl(listingId), { method: 'POST', body })).json);
}

export async function updatePromotion(listingId: number, version: number, body: PromotionUpdate): Promise<ListingPromotion> {
  return promotionOf((await httpClient(promotionUrl(listingId), { method: 'PUT', body, headers: ifMatch(version) })).json);
}

export async function renewPromotion(listingId: number, version: number, body: PromotionRenew): Promise<ListingPromotion> {
  return promotionOf((await httpClient(promotionUrl(listingId, '/renew'), { method: 'POST', body, headers: ifMatch(version) })).json);
}

export async function cancelPromotion(listingId: number, version: number): Promise<ListingPromotion> {
  return promotionOf(
    (await httpClient(promotionUrl(listingId, '/cancel'), { method: 'POST', body: { acceptForfeit: true }, headers: ifMatch(version) })).json,
  );
}

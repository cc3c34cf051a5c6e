import type { Db, DbOrTx } from '../db';
import { actorUserId, type AccountRow, type AuthContext } from './access';
import { recordAudit } from './audit';
import { badInput, conflict, staleVersion } from '../errors';
import { checkVersion } from '../versions';
import type { LoadedListing } from '../repositories/listings';
import {
  changePromotion,
  currentPromotionsOf,
  findProduct,
  insertPromotion,
  insertPromotionOrder,
  lockListingPromotions,
  promotionsOfListing,
  type LoadedPromotion,
  type NewPromotionOrder,
} from '../repositories/promotion';
import { messages } from '../../schemas/fields';
import {
  availableActions,
  listingPromotableVerdict,
  orderQuote,
  PROMOTION_RULE_MESSAGES,
  PROMOTION_RULES,
  promotionState,
  renewalQuote,
  showsRenewalDiscount,
  type ListingPromotion,
  type PriceQuote,
  type Promotion,
  type PromotionAction,
  type PromotionCreate,
  type PromotionMark,
  type PromotionProduct,
  type PromotionRenew,
  type PromotionRule,
  type PromotionState,
  type PromotionUpdate,
  type RuleVerdict,
} from '../../schemas/promotion';
import { addDays, daysBetween } from '../../schemas/dates';
import { announcePromotionEnd } from './webhooks';

/** Who acts on which listing, and when: `today` is Copenhagen's date of `now`. */
export interface PromotionContext {
  auth: AuthContext;
  listing: LoadedListing;
  /** The listing's account: its billing id goes on every record. */
  account: AccountRow;
  now: Date;
  today: string;
}

const refuse = (rule: PromotionRule) => conflict(PROMOTION_RULE_MESSAGES[rule]);

function enforce(verdict: RuleVerdict): void {
  if (!verdict.allowed) throw refuse(verdict.rule);
}

const verdictOf = (state: PromotionState, action: PromotionAction) => PROMOTION_RULES[state][action];

function iso(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}

/** The promotion as the API answers it, its state computed for `today`. */
export function toPromotion(loaded: LoadedPromotion, today: string): Promotion {
  const { row, product, orders } = loaded;
  const state = promotionState(row, today);
  // What is charged: the order as last changed before the start, and every renewal.
  const lastOrder = [...orders].reverse().find((o) => o.kind === 'order' || o.kind === 'update');
  const renewals = orders.filter((o) => o.kind === 'renewal').reduce((sum, o) => sum + o.priceOre, 0);
  const cancellation = orders.find((o) => o.kind === 'cancellation');
  const current = state === 'scheduled' || state === 'running' || state === 'endingSoon';
  return {
    id: row.id,
    listingId: row.listingId,
    product,
    state,
    startDate: row.startDate,
    endDate: row.endDate,
    renewalDate: current ? addDays(row.endDate, 1) : null,
    days: daysBetween(row.startDate, row.endDate) + 1,
    imageUrl: row.imageUrl,
    priceOre: (lastOrder?.priceOre ?? 0) + renewals,
    renewalDiscountPercent: showsRenewalDiscount(state) && product.active ? product.renewalDiscountPercent : null,
    cancelledAt: iso(row.cancelledAt),
    forfeitedDays: cancellation ? cancellation.days : null,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
    orders: orders.map((o) => ({
      id: o.id,
      kind: o.kind as Promotion['orders'][number]['kind'],
      productId: o.productId,
      periods: o.periods,
      days: o.days,
      startDate: o.startDate,
      endDate: o.endDate,
      listPriceOre: o.listPriceOre,
      discountPercent: o.discountPercent,
      priceOre: o.priceOre,
      vatOre: o.vatOre,
      billingId: o.billingId,
      createdAt: o.createdAt.toISOString(),
    })),
  };
}

/** The listing's promotion state, current promotion, history and the actions open now. */
export async function readListingPromotion(db: DbOrTx, listing: LoadedListing, today: string): Promise<ListingPromotion> {
  const all = await promotionsOfListing(db, listing.row.id);
  const [latest, ...earlier] = all;
  const state = promotionState(latest?.row ?? null, today);
  return {
    listingId: listing.row.id,
    today,
    state,
    allowedActions: availableActions(state, {
      productOnSale: latest?.product.active ?? false,
      listingPromotable: listingPromotableVerdict(listing.row).allowed,
    }),
    current: latest ? toPromotion(latest, today) : null,
    history: earlier.map((p) => toPromotion(p, today)),
  };
}

/** Locks the listing's promotions and reads the latest one and its state. */
async function loadLatest(tx: DbOrTx, ctx: PromotionContext) {
  await lockListingPromotions(tx, ctx.listing.row.id);
  const [latest] = await promotionsOfListing(tx, ctx.listing.row.id);
  return { latest, state: promotionState(latest?.row ?? null, ctx.today) };
}

/** The product's own limit on periods, and the image must be one of the listing's. */
function checkInput(ctx: PromotionContext, product: PromotionProduct, input: { periods?: number; imageUrl?: string }) {
  const errors: Record<string, string> = {};
  if (input.periods !== undefined && input.periods > product.maxPeriods) {
    errors['periods'] = messages.between('Periode', 1, product.maxPeriods);
  }
  if (input.imageUrl !== undefined && !ctx.listing.images.some((image) => image.url === input.imageUrl)) {
    errors['imageUrl'] = 'Fremhævningsbillede skal være et af annoncens billeder';
  }
  if (Object.keys(errors).length > 0) throw badInput(errors);
}

function billingIdOf(ctx: PromotionContext): string {
  const billingId = ctx.account.billingId?.trim();
  if (!billingId) throw refuse('noBillingId');
  return billingId;
}

function record(
  ctx: PromotionContext,
  promotion: { id: number; productId: number },
  fields: Omit<NewPromotionOrder, 'promotionId' | 'listingId' | 'accountId' | 'productId' | 'createdBy'>,
): NewPromotionOrder {
  return {
    promotionId: promotion.id,
    listingId: ctx.listing.row.id,
    accountId: ctx.listing.row.accountId,
    productId: promotion.productId,
    createdBy: actorUserId(ctx.auth),
    ...fields,
  };
}

const price = (quote: PriceQuote) => ({
  listPriceOre: quote.listPriceOre,
  discountPercent: quote.discountPercent,
  priceOre: quote.priceOre,
  vatOre: quote.vatOre,
});

/** Orders a promotion: one at a time, of a product on sale, from today or later. */
async function orderIn(tx: DbOrTx, ctx: PromotionContext, input: PromotionCreate): Promise<number> {
  const { state } = await loadLatest(tx, ctx);
  enforce(listingPromotableVerdict(ctx.listing.row));
  enforce(verdictOf(state, 'create'));
  const product = await findProduct(tx, input.productId);
  if (!product || !product.active) {
    throw badInput({ productId: product ? 'Produktet sælges ikke længere og kan ikke bestilles' : messages.invalid('Produkt') });
  }
  checkInput(ctx, product, input);
  const billingId = billingIdOf(ctx);
  const quote = orderQuote(product, input.periods);
  const endDate = addDays(input.startDate, quote.days - 1);
  const id = await insertPromotion(tx, {
    listingId: ctx.listing.row.id,
    accountId: ctx.listing.row.accountId,
    productId: product.id,
    startDate: input.startDate,
    endDate,
    imageUrl: input.imageUrl,
    createdBy: ctx.auth.userId,
  });
  await insertPromotionOrder(
    tx,
    record(
      ctx,
      { id, productId: product.id },
      { kind: 'order', periods: input.periods, days: quote.days, startDate: input.startDate, endDate, ...price(quote), billingId },
    ),
  );
  await recordAudit(tx, ctx.auth, {
    accountId: ctx.listing.row.accountId,
    entity: 'promotion',
    entityId: id,
    action: 'create',
    changes: {
      listingId: ctx.listing.row.id,
      productId: product.id,
      startDate: input.startDate,
      endDate,
      periods: input.periods,
      imageUrl: input.imageUrl,
      priceOre: quote.priceOre,
      billingId,
    },
  });
  return id;
}

/**
 * Before the start: a new period (priced again, as an 'update' record) and image. The product and the
 * start date never change; the promotion's version must be the one the caller read.
 */
async function updateIn(tx: DbOrTx, ctx: PromotionContext, input: PromotionUpdate, ifMatch: string | undefined): Promise<void> {
  const { latest, state } = await loadLatest(tx, ctx);
  if (!latest) {
    enforce(verdictOf(state, 'update'));
    return;
  }
  checkVersion(ifMatch, latest.row.version);
  if (input.productId !== undefined && input.productId !== latest.row.productId) enforce(verdictOf(state, 'changeProduct'));
  if (input.startDate !== undefined && input.startDate !== latest.row.startDate) throw refuse('startDateFixed');
  enforce(verdictOf(state, 'update'));
  checkInput(ctx, latest.product, input);

  const quote = orderQuote(latest.product, input.periods);
  const endDate = addDays(latest.row.startDate, quote.days - 1);
  const periodChanged = endDate !== latest.row.endDate;
  const imageChanged = input.imageUrl !== latest.row.imageUrl;
  if (!periodChanged && !imageChanged) return;
  const billingId = periodChanged ? billingIdOf(ctx) : null;
  if (!(await changePromotion(tx, latest.row.id, latest.row.version, { endDate, imageUrl: input.imageUrl }))) throw staleVersion();
  if (periodChanged) {
    await insertPromotionOrder(
      tx,
      record(ctx, latest.row, {
        kind: 'update',
        periods: input.periods,
        days: quote.days,
        startDate: latest.row.startDate,
        endDate,
        ...price(quote),
        billingId,
      }),
    );
  }
  const changes: Record<string, unknown> = {};
  if (periodChanged) Object.assign(changes, { endDate: { from: latest.row.endDate, to: endDate }, periods: input.periods, priceOre: quote.priceOre });
  if (imageChanged) changes['imageUrl'] = { from: latest.row.imageUrl, to: input.imageUrl };
  await recordAudit(tx, ctx.auth, { accountId: ctx.listing.row.accountId, entity: 'promotion', entityId: latest.row.id, action: 'update', changes });
}

/** Before the end date: more periods of the same product, still on sale, with the renewal discount. */
async function renewIn(tx: DbOrTx, ctx: PromotionContext, input: PromotionRenew, ifMatch: string | undefined): Promise<void> {
  const { latest, state } = await loadLatest(tx, ctx);
  if (!latest) {
    enforce(verdictOf(state, 'renew'));
    return;
  }
  checkVersion(ifMatch, latest.row.version);
  enforce(verdictOf(state, 'renew'));
  if (input.productId !== undefined && input.productId !== latest.row.productId) throw refuse('onlyActiveProductRenewable');
  if (!latest.product.active) throw refuse('productNotOnSale');
  checkInput(ctx, latest.product, input);
  const billingId = billingIdOf(ctx);

  const quote = renewalQuote(latest.product, input.periods);
  const startDate = addDays(latest.row.endDate, 1);
  const endDate = addDays(latest.row.endDate, quote.days);
  if (!(await changePromotion(tx, latest.row.id, latest.row.version, { endDate }))) throw staleVersion();
  await insertPromotionOrder(
    tx,
    record(ctx, latest.row, { kind: 'renewal', periods: input.periods, days: quote.days, startDate, endDate, ...price(quote), billingId }),
  );
  await recordAudit(tx, ctx.auth, {
    accountId: ctx.listing.row.accountId,
    entity: 'promotion',
    entityId: latest.row.id,
    action: 'renew',
    changes: {
      endDate: { from: latest.row.endDate, to: endDate },
      periods: input.periods,
      discountPercent: quote.discountPercent,
      priceOre: quote.priceOre,
      billingId,
    },
  });
}

/**
 * Ends the promotion at once. The rest of the period is forfeited without refund: the record says how
 * many days, at no charge and no refund.
 */
async function cancelIn(tx: DbOrTx, ctx: PromotionContext, ifMatch: string | undefined): Promise<void> {
  const { latest, state } = await loadLatest(tx, ctx);
  if (!latest) {
    enforce(verdictOf(state, 'cancel'));
    return;
  }
  checkVersion(ifMatch, latest.row.version);
  enforce(verdictOf(state, 'cancel'));
  await endNow(tx, ctx, latest, state, {});
}

/**
 * A listing that leaves the market (closed, archived, deleted: no longer promotable) ends its current
 * promotion as a cancellation does, in the same transaction as the status change; reopening the
 * listing does not bring it back.
 */
export async function endPromotionOfListing(tx: DbOrTx, ctx: PromotionContext): Promise<void> {
  if (listingPromotableVerdict(ctx.listing.row).allowed) return;
  const { latest, state } = await loadLatest(tx, ctx);
  if (!latest || !verdictOf(state, 'cancel').allowed) return;
  await endNow(tx, ctx, latest, state, { listingStatus: ctx.listing.row.status });
}

async function endNow(tx: DbOrTx, ctx: PromotionContext, latest: LoadedPromotion, state: PromotionState, why: Record<string, unknown>) {
  const forfeitedFrom = ctx.today > latest.row.startDate ? ctx.today : latest.row.startDate;
  const forfeitedDays = daysBetween(forfeitedFrom, latest.row.endDate) + 1;
  if (!(await changePromotion(tx, latest.row.id, latest.row.version, { cancelledAt: ctx.now, cancelledBy: actorUserId(ctx.auth) }))) {
    throw staleVersion();
  }
  await insertPromotionOrder(
    tx,
    record(ctx, latest.row, {
      kind: 'cancellation',
      periods: null,
      days: forfeitedDays,
      startDate: forfeitedFrom,
      endDate: latest.row.endDate,
      listPriceOre: 0,
      discountPercent: 0,
      priceOre: 0,
      vatOre: 0,
      billingId: ctx.account.billingId,
    }),
  );
  await recordAudit(tx, ctx.auth, {
    accountId: ctx.listing.row.accountId,
    entity: 'promotion',
    entityId: latest.row.id,
    action: 'cancel',
    changes: { state: { from: state, to: 'cancelled' }, forfeitedDays, refundOre: 0, ...why },
  });
  await announcePromotionEnd(tx, latest.row, 'listingStatus' in why ? 'listingClosed' : 'cancelled', ctx.now);
}

/**
 * Adds to each row of the listing index its current promotion (scheduled, running or ending soon on
 * `today`), or null: the index says which listings are promoted and until when. The rows themselves get it,
 * so they must be the caller's own.
 */
export async function withPromotionMarks<T extends { id: number }>(db: DbOrTx, rows: T[], today: string): Promise<(T & { promotion: PromotionMark | null })[]> {
  const marks = await currentPromotionsOf(
    db,
    rows.map((row) => row.id),
    today,
  );
  // Added, not copied with it: the index's rows are wide, and copying them cost more than building them.
  return rows.map((row) => {
    const mark = marks.get(row.id);
    return Object.assign(row, {
      promotion: mark
        ? {
            state: promotionState({ startDate: mark.startDate, endDate: mark.endDate, cancelledAt: null }, today),
            productName: mark.productName,
            startDate: mark.startDate,
            endDate: mark.endDate,
          }
        : null,
    });
  });
}

/*
 * The changes a caller makes to a listing's promotion, each in one transaction. Only ordering needs no version:
 * there is none to name yet.
 */

export async function orderPromotion(db: Db, ctx: PromotionContext, input: PromotionCreate): Promise<number> {
  return db.transaction((tx) => orderIn(tx, ctx, input));
}

export async function updatePromotion(db: Db, ctx: PromotionContext, input: PromotionUpdate, ifMatch: string | undefined): Promise<void> {
  await db.transaction((tx) => updateIn(tx, ctx, input, ifMatch));
}

export async function renewPromotion(db: Db, ctx: PromotionContext, input: PromotionRenew, ifMatch: string | undefined): Promise<void> {
  await db.transaction((tx) => renewIn(tx, ctx, input, ifMatch));
}

export async function cancelPromotion(db: Db, ctx: PromotionContext, ifMatch: string | undefined): Promise<void> {
  await db.transaction((tx) => cancelIn(tx, ctx, ifMatch));
}

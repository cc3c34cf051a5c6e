import { z } from 'zod';
import { LISTING_STATUSES, PROMOTION_STATES, type PromotionState } from './enums';
import { MAX_ID, messages } from './fields';
import { ListingSummarySchema } from './listings/record';
import { addDays, daysBetween, formatDanishDate, isIsoDate } from './dates';

/*
 * Promoted (highlighted) listings, SPEC 2, 3, 4 and 8: the products, the states a promotion goes
 * through, the rules of what may be done in each state (read by the server, which enforces them,
 * and by the UI, which offers only what they allow), the prices, and the request and answer shapes.
 */

export { PROMOTION_ACCOUNT_TYPES, PROMOTION_STATES, type PromotionState } from './enums';

/**
 * 'Ending soon': the last 7 promoted days, the end date included. The renewal discount is shown from
 * the start until the end date; in these last days the page also reminds the user to renew.
 */
export const ENDING_SOON_DAYS = 7;

/** A start date may lie at most this many days ahead. */
export const MAX_START_DAYS_AHEAD = 365;

/** No product is ever sold for more periods than this in one order or renewal. */
export const MAX_PERIODS = 12;

/** Øre as kroner: '1.795,00 kr.'. */
export function formatKroner(ore: number): string {
  return new Intl.NumberFormat('da-DK', { style: 'currency', currency: 'DKK' }).format(ore / 100);
}

// ---------------------------------------------------------------------------------------------
// Products

export const PromotionProductSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  description: z.string(),
  /** The length of one period in days. */
  periodDays: z.number().int(),
  /** The most periods one order or renewal may buy. */
  maxPeriods: z.number().int(),
  /** The price of one period in øre, excluding VAT. */
  priceOre: z.number().int(),
  /** Off the price of a renewal made before the end date. */
  renewalDiscountPercent: z.number().int(),
  /** On sale: only an active product can be ordered or renewed. */
  active: z.boolean(),
});
export type PromotionProduct = z.infer<typeof PromotionProductSchema>;

/** Danish VAT (moms). Prices are set, stored and invoiced without it; it is added on top of what is charged. */
export const VAT_PERCENT = 25;

/** The VAT on a price, rounded to whole øre. */
export const vatOf = (priceOre: number): number => Math.round((priceOre * VAT_PERCENT) / 100);

export interface PriceQuote {
  days: number;
  /** Before any discount. */
  listPriceOre: number;
  discountPercent: number;
  /** What is charged, without VAT. */
  priceOre: number;
  /** The VAT on `priceOre`. */
  vatOre: number;
  /** What is charged, with VAT. */
  totalOre: number;
}

function quote(days: number, listPriceOre: number, discountPercent: number): PriceQuote {
  const priceOre = Math.round((listPriceOre * (100 - discountPercent)) / 100);
  const vatOre = vatOf(priceOre);
  return { days, listPriceOre, discountPercent, priceOre, vatOre, totalOre: priceOre + vatOre };
}

/** An order (or a change of its period before the start): the full price, no discount. */
export function orderQuote(product: Pick<PromotionProduct, 'periodDays' | 'priceOre'>, periods: number): PriceQuote {
  return quote(product.periodDays * periods, product.priceOre * periods, 0);
}

/**
 * A renewal: renewing is only possible before the end date (afterwards a new promotion is ordered), and
 * every renewal gets the product's renewal discount, rounded to whole øre.
 */
export function renewalQuote(product: Pick<PromotionProduct, 'periodDays' | 'priceOre' | 'renewalDiscountPercent'>, periods: number): PriceQuote {
  return quote(product.periodDays * periods, product.priceOre * periods, product.renewalDiscountPercent);
}

// ---------------------------------------------------------------------------------------------
// States and the rules table

/** 'changeProduct' is an update naming another product than the promotion's. */
export const PROMOTION_ACTIONS = ['create', 'update', 'renew', 'cancel', 'changeProduct'] as const;
export type PromotionAction = (typeof PROMOTION_ACTIONS)[number];

/** The dates a state is computed from; cancelledAt is an ISO timestamp or null. */
export interface PromotionDates {
  startDate: string;
  endDate: string;
  cancelledAt: string | Date | null;
}

/**
 * The state of a promotion on a day, computed from its dates every time it is read: a promotion
 * starts on its start date and ends after its end date (the last promoted day) by itself, with
 * nothing stored changing, so the state is right after any restart.
 */
export function promotionState(promotion: PromotionDates | null, today: string): PromotionState {
  if (!promotion) return 'none';
  if (promotion.cancelledAt) return 'cancelled';
  if (today < promotion.startDate) return 'scheduled';
  if (today > promotion.endDate) return 'ended';
  return daysLeft(promotion.endDate, today) <= ENDING_SOON_DAYS ? 'endingSoon' : 'running';
}

/** Promoted days left, today and the end date included. */
export function daysLeft(endDate: string, today: string): number {
  return daysBetween(today, endDate) + 1;
}

/** Why an action is refused: each names the rule of SPEC 4 it breaks. */
export const PROMOTION_RULE_MESSAGES = {
  noPromotion: 'Annoncen har ingen fremhævning. Bestil en fremhævning først.',
  alreadyPromoted: 'Annoncen er allerede fremhævet: der kan kun være én fremhævning ad gangen. Forny fremhævningen, eller opsig den, før du bestiller en ny.',
  notStarted: 'Fremhævningen er ikke startet endnu og kan derfor ikke fornyes. Ret i stedet perioden.',
  startedOnlyRenewOrCancel: 'Fremhævningen er startet: den kan nu kun fornyes eller opsiges.',
  changeProductRequiresCancel: 'Skift af produkt kræver, at fremhævningen opsiges. Opsig den, og bestil derefter det nye produkt.',
  onlyActiveProductRenewable: 'Kun det aktive produkt kan fornyes. Skift af produkt kræver, at fremhævningen opsiges.',
  productNotOnSale: 'Kun det aktive produkt kan fornyes: produktet sælges ikke længere. Bestil et andet produkt, når fremhævningen er udløbet.',
  ended: 'Fremhævningen er udløbet og kan ikke længere ændres eller opsiges. Bestil en ny fremhævning.',
  endedRenew: 'Kun det aktive produkt kan fornyes: fremhævningen er udløbet. Bestil en ny fremhævning.',
  cancelled: 'Fremhævningen er opsagt og kan ikke længere ændres eller fornyes. Bestil en ny fremhævning.',
  alreadyCancelled: 'Fremhævningen er allerede opsagt.',
  startDateFixed: 'Startdatoen kan ikke ændres, efter fremhævningen er oprettet.',
  listingNotPromotable: 'Annoncen kan ikke fremhæves, fordi den er afmeldt, arkiveret eller slettet.',
  offMarket: 'Off-market-annoncer vises ikke i søgeresultaterne og kan derfor ikke fremhæves.',
  noBillingId: 'Kontoen har intet fakturanummer, så der kan ikke bestilles fremhævning. Kontakt os for at få det oprettet.',
} as const;
export type PromotionRule = keyof typeof PROMOTION_RULE_MESSAGES;

export type RuleVerdict = { allowed: true } | { allowed: false; rule: PromotionRule };
const yes: RuleVerdict = { allowed: true };
const no = (rule: PromotionRule): RuleVerdict => ({ allowed: false, rule });

/**
 * SPEC 4's promotion rules as one table: what each action may do in each state. The server refuses a
 * refused cell with 409 and the rule's message; the UI shows only the allowed actions.
 * - Only one promotion at a time: a new one is ordered when there is none, or the last has ended or
 *   was cancelled (which is also how the product is changed: cancel, then order the other product).
 * - Before the start the period and the image may be updated (never the start date or the product).
 * - Once started (a start date of today starts at once) only renewal and cancellation are possible.
 * - Only the current, active product can be renewed, and only before the end date.
 */
export const PROMOTION_RULES: Record<PromotionState, Record<PromotionAction, RuleVerdict>> = {
  none: { create: yes, update: no('noPromotion'), renew: no('noPromotion'), cancel: no('noPromotion'), changeProduct: no('noPromotion') },
  scheduled: {
    create: no('alreadyPromoted'),
    update: yes,
    renew: no('notStarted'),
    cancel: yes,
    changeProduct: no('changeProductRequiresCancel'),
  },
  running: {
    create: no('alreadyPromoted'),
    update: no('startedOnlyRenewOrCancel'),
    renew: yes,
    cancel: yes,
    changeProduct: no('changeProductRequiresCancel'),
  },
  endingSoon: {
    create: no('alreadyPromoted'),
    update: no('startedOnlyRenewOrCancel'),
    renew: yes,
    cancel: yes,
    changeProduct: no('changeProductRequiresCancel'),
  },
  ended: { create: yes, update: no('ended'), renew: no('endedRenew'), cancel: no('ended'), changeProduct: no('ended') },
  cancelled: {
    create: yes,
    update: no('cancelled'),
    renew: no('cancelled'),
    cancel: no('alreadyCancelled'),
    changeProduct: no('cancelled'),
  },
};

/** The actions the table allows in a state, in the table's order. */
export function allowedActions(state: PromotionState): PromotionAction[] {
  return PROMOTION_ACTIONS.filter((action) => PROMOTION_RULES[state][action].allowed);
}

/** The renewal discount is shown from the start until the end date: while a renewal is possible. */
export const showsRenewalDiscount = (state: PromotionState): boolean => PROMOTION_RULES[state].renew.allowed;

/** Listings that are closed, archived or deleted, or off-market, cannot be promoted (no new order). */
export function listingPromotableVerdict(listing: { status: number; offMarket: boolean }): RuleVerdict {
  if (listing.offMarket) return no('offMarket');
  if (([LISTING_STATUSES.closed, LISTING_STATUSES.archived, LISTING_STATUSES.deleted] as number[]).includes(listing.status)) {
    return no('listingNotPromotable');
  }
  return yes;
}

/**
 * What the user can do now: the table's actions for the state, less a renewal when the product is no
 * longer on sale and a new order when the listing cannot be promoted. The UI offers exactly these.
 */
export function availableActions(
  state: PromotionState,
  { productOnSale, listingPromotable }: { productOnSale: boolean; listingPromotable: boolean },
): PromotionAction[] {
  return allowedActions(state).filter((action) => (action !== 'renew' || productOnSale) && (action !== 'create' || listingPromotable));
}

// ---------------------------------------------------------------------------------------------
// Requests

const requiredOrInvalid = (label: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === '' ? messages.required(label) : messages.invalid(label);

const LABELS = {
  productId: 'Produkt',
  startDate: 'Startdato',
  periods: 'Periode',
  imageUrl: 'Fremhævningsbillede',
  acceptForfeit: 'Bekræftelse',
} as const;

const productId = z
  .number({ error: requiredOrInvalid(LABELS.productId) })
  .int(messages.invalid(LABELS.productId))
  .positive(messages.invalid(LABELS.productId))
  .max(MAX_ID, messages.invalid(LABELS.productId))
  .meta({ title: LABELS.productId });

/** How many of the product's periods; the product's own maximum is checked against the product. */
const periods = z
  .number({ error: requiredOrInvalid(LABELS.periods) })
  .int(messages.invalid(LABELS.periods))
  .min(1, messages.between(LABELS.periods, 1, MAX_PERIODS))
  .max(MAX_PERIODS, messages.between(LABELS.periods, 1, MAX_PERIODS))
  .meta({ title: LABELS.periods });

const imageUrl = z
  .string({ error: requiredOrInvalid(LABELS.imageUrl) })
  .trim()
  .min(1, messages.required(LABELS.imageUrl))
  .max(2000, messages.maxLength(LABELS.imageUrl, 2000))
  .meta({ title: LABELS.imageUrl });

const date = (label: string) =>
  z
    .string({ error: requiredOrInvalid(label) })
    .trim()
    .min(1, messages.required(label))
    .refine(isIsoDate, messages.invalid(label))
    .meta({ title: label });

/** The start date: today (it then starts at once) or a later day, at most a year ahead. */
function startDate(today: string) {
  const latest = addDays(today, MAX_START_DAYS_AHEAD);
  return date(LABELS.startDate)
    .refine((d) => !isIsoDate(d) || d >= today, `${LABELS.startDate} skal være i dag eller senere`)
    .refine((d) => !isIsoDate(d) || d <= latest, `${LABELS.startDate} må højst være ${formatDanishDate(latest)}`);
}

/** POST /listings/{id}/promotion: order a promotion. `today` is Copenhagen's date (danishToday()). */
export function promotionCreateSchema(today: string) {
  return z.object({ productId, startDate: startDate(today), periods, imageUrl });
}
export type PromotionCreate = z.infer<ReturnType<typeof promotionCreateSchema>>;

/**
 * PUT /listings/{id}/promotion: before the start, the period and the image. The product and the start
 * date may be sent as they are (a form sends every field); a different value breaks a rule (409).
 */
export const PromotionUpdateSchema = z.object({
  periods,
  imageUrl,
  productId: productId.optional(),
  startDate: date(LABELS.startDate).optional(),
});
export type PromotionUpdate = z.infer<typeof PromotionUpdateSchema>;

/** POST /listings/{id}/promotion/renew: more periods of the same product, with the renewal discount. */
export const PromotionRenewSchema = z.object({
  periods,
  /** When sent, it must be the promotion's own product (only the active product can be renewed). */
  productId: productId.optional(),
});
export type PromotionRenew = z.infer<typeof PromotionRenewSchema>;

/** POST /listings/{id}/promotion/cancel: the caller must accept that the rest of the period is forfeited. */
export const PromotionCancelSchema = z.object({
  acceptForfeit: z
    .boolean({ error: 'Bekræft, at den resterende periode bortfalder uden refusion' })
    .refine((v) => v, 'Bekræft, at den resterende periode bortfalder uden refusion')
    .meta({ title: LABELS.acceptForfeit }),
});

// ---------------------------------------------------------------------------------------------
// Answers

/** Every order, change, renewal and cancellation is kept as a record with its price and the billing id. */
export const PROMOTION_ORDER_KINDS = ['order', 'update', 'renewal', 'cancellation'] as const;
export type PromotionOrderKind = (typeof PROMOTION_ORDER_KINDS)[number];

export const PromotionOrderSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PROMOTION_ORDER_KINDS),
  productId: z.number().int(),
  /** Periods bought; null for a cancellation. */
  periods: z.number().int().nullable(),
  /** Days bought, or for a cancellation the days forfeited. */
  days: z.number().int(),
  /** The days the record covers (for a cancellation: the forfeited days). */
  startDate: z.string(),
  endDate: z.string(),
  listPriceOre: z.number().int(),
  discountPercent: z.number().int(),
  /** Charged, without VAT; a cancellation refunds nothing and charges nothing. An update replaces the order's price. */
  priceOre: z.number().int(),
  /** The VAT on the price, as recorded with it. */
  vatOre: z.number().int(),
  billingId: z.string().nullable(),
  createdAt: z.string(),
});

export const PromotionSchema = z.object({
  id: z.number().int(),
  listingId: z.number().int(),
  product: PromotionProductSchema,
  state: z.enum(PROMOTION_STATES),
  startDate: z.string(),
  /** The last promoted day. */
  endDate: z.string(),
  /** The day a renewal starts (the day after the end date); null once it cannot be renewed. */
  renewalDate: z.string().nullable(),
  /** Promoted days in all, renewals included. */
  days: z.number().int(),
  /** One of the listing's images, shown with the promotion. */
  imageUrl: z.string().nullable(),
  /** Charged in all: the order (as last changed) and the renewals. */
  priceOre: z.number().int(),
  /** Shown, and given on a renewal, while a renewal is possible; null otherwise. */
  renewalDiscountPercent: z.number().int().nullable(),
  cancelledAt: z.string().nullable(),
  /** Days forfeited when it was cancelled. */
  forfeitedDays: z.number().int().nullable(),
  createdAt: z.string(),
  /** Sent back as If-Match on a change, renewal or cancellation. */
  version: z.number().int(),
  orders: z.array(PromotionOrderSchema),
});
export type Promotion = z.infer<typeof PromotionSchema>;

/** GET /listings/{id}/promotion: the state, the current (latest) promotion and the earlier ones. */
export const ListingPromotionSchema = z.object({
  listingId: z.number().int(),
  /** Copenhagen's date the state was computed on. */
  today: z.string(),
  state: z.enum(PROMOTION_STATES),
  allowedActions: z.array(z.enum(PROMOTION_ACTIONS)),
  current: PromotionSchema.nullable(),
  history: z.array(PromotionSchema),
});
export type ListingPromotion = z.infer<typeof ListingPromotionSchema>;

/** A listing's current promotion as the listing index shows it. */
export const PromotionMarkSchema = z.object({
  state: z.enum(PROMOTION_STATES),
  productName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});
export type PromotionMark = z.infer<typeof PromotionMarkSchema>;

/** A row of the listing index with its promotion (scheduled, running or ending soon), or null. */
export const PromotedListingSummarySchema = ListingSummarySchema.extend({ promotion: PromotionMarkSchema.nullable() });

/** GET /listings?promoted=true|false: only the listings promoted today, or only those that are not. */
export const PromotedFilterSchema = z.enum(['true', 'false'], { error: 'Fremhævede skal være true eller false' }).optional();

// ---------------------------------------------------------------------------------------------
// An account's order overview

/** One record of an account's order overview: what was bought for which listing, and what it cost. */
export const AccountPromotionOrderSchema = PromotionOrderSchema.extend({
  listingId: z.number().int(),
  /** Null when the listing is gone; the record stays, as it is what was invoiced. */
  listingTitle: z.string().nullable(),
  productName: z.string(),
  /** Charged, with VAT. */
  totalOre: z.number().int(),
  /** Who placed it (name or e-mail); null when that user is gone. */
  orderedBy: z.string().nullable(),
});
export type AccountPromotionOrder = z.infer<typeof AccountPromotionOrderSchema>;

export const PromotionOrderSumsSchema = z.object({ priceOre: z.number().int(), vatOre: z.number().int(), totalOre: z.number().int() });

/** GET /accounts/{id}/promotion-orders: a page of the account's records, newest first, and the sums of them all. */
export const AccountPromotionOrdersSchema = z.object({
  promotionOrders: z.array(AccountPromotionOrderSchema),
  total: z.number().int(),
  sums: PromotionOrderSumsSchema,
});
export type AccountPromotionOrders = z.infer<typeof AccountPromotionOrdersSchema>;

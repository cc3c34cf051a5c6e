import type { DbOrTx } from '../db';
import { accountOrderPage, accountOrderSums, type AccountOrderRow } from '../repositories/promotion';
import { copenhagenDay } from '../../schemas/dates';
import type { AccountPromotionOrder, AccountPromotionOrders, PromotionOrderKind } from '../../schemas/promotion';
import { CSV_BOM, toCsv, type CsvCell } from '../../schemas/csv';

/*
 * An account's order overview: every order, change, renewal and cancellation of its promotions with
 * product, period, price, discount, VAT and billing id, as the API's pages and as CSV.
 */

function toOrder({ order, listingTitle, productName, orderedByName, orderedByEmail }: AccountOrderRow): AccountPromotionOrder {
  return {
    id: order.id,
    kind: order.kind as PromotionOrderKind,
    productId: order.productId,
    periods: order.periods,
    days: order.days,
    startDate: order.startDate,
    endDate: order.endDate,
    listPriceOre: order.listPriceOre,
    discountPercent: order.discountPercent,
    priceOre: order.priceOre,
    vatOre: order.vatOre,
    billingId: order.billingId,
    createdAt: order.createdAt.toISOString(),
    listingId: order.listingId,
    listingTitle,
    productName,
    totalOre: order.priceOre + order.vatOre,
    orderedBy: orderedByName ?? orderedByEmail,
  };
}

export async function accountPromotionOrders(db: DbOrTx, accountId: number, page: { limit: number; offset: number }): Promise<AccountPromotionOrders> {
  const [rows, sums] = await Promise.all([accountOrderPage(db, accountId, page), accountOrderSums(db, accountId)]);
  return {
    promotionOrders: rows.map(toOrder),
    total: sums.count,
    sums: { priceOre: sums.priceOre, vatOre: sums.vatOre, totalOre: sums.priceOre + sums.vatOre },
  };
}

const KIND_LABELS: Record<PromotionOrderKind, string> = {
  order: 'Bestilling',
  update: 'Ændring',
  renewal: 'Fornyelse',
  cancellation: 'Opsigelse',
};

const CSV_HEADERS = [
  'Ordre-ID',
  'Dato',
  'Type',
  'Annonce-ID',
  'Annonce',
  'Produkt',
  'Perioder',
  'Dage',
  'Fra',
  'Til og med',
  'Normalpris (kr.)',
  'Rabat (%)',
  'Pris ekskl. moms (kr.)',
  'Moms (kr.)',
  'Pris inkl. moms (kr.)',
  'Fakturanummer',
  'Bestilt af',
];

/** Kroner from øre, as a number a spreadsheet sums (1795 or 845,75). */
const kroner = (ore: number): number => ore / 100;

/** Every record of the account, newest first, as CSV (the listings export's conventions). */
export async function accountPromotionOrdersCsv(db: DbOrTx, accountId: number): Promise<string> {
  const rows: CsvCell[][] = [];
  const CHUNK = 2000;
  for (let offset = 0; ; offset += CHUNK) {
    const chunk = await accountOrderPage(db, accountId, { limit: CHUNK, offset });
    for (const row of chunk) {
      const o = toOrder(row);
      rows.push([
        o.id,
        copenhagenDay(row.order.createdAt),
        KIND_LABELS[o.kind],
        o.listingId,
        o.listingTitle,
        o.productName,
        o.periods,
        o.days,
        o.startDate,
        o.endDate,
        kroner(o.listPriceOre),
        o.discountPercent,
        kroner(o.priceOre),
        kroner(o.vatOre),
        kroner(o.totalOre),
        o.billingId,
        o.orderedBy,
      ]);
    }
    if (chunk.length < CHUNK) break;
  }
  return CSV_BOM + toCsv(CSV_HEADERS, rows);
}

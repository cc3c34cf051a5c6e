import { describe, expect, it } from 'vitest';
import {
  availableActions,
  formatKroner,
  orderQuote,
  promotionCreateSchema,
  promotionState,
  renewalQuote,
  VAT_PERCENT,
  vatOf,
  type PromotionState,
} from '../../schemas/promotion';
import { fieldErrors } from '../../schemas/fields';

const product = { periodDays: 14, priceOre: 99_500, renewalDiscountPercent: 15 };

describe('a promotion day by day', () => {
  it('is scheduled before its start, running from the start, ending soon in its last 7 days, ended after the end date', () => {
    const promotion = { startDate: '2026-12-01', endDate: '2026-12-14', cancelledAt: null };
    const days: [string, PromotionState][] = [
      ['2026-11-30', 'scheduled'],
      ['2026-12-01', 'running'],
      ['2026-12-07', 'running'],
      ['2026-12-08', 'endingSoon'],
      ['2026-12-14', 'endingSoon'],
      // Nobody acts: the day after the end date it has ended by itself.
      ['2026-12-15', 'ended'],
      ['2027-03-01', 'ended'],
    ];
    for (const [day, state] of days) expect({ day, state: promotionState(promotion, day) }).toEqual({ day, state });
  });

  it('is cancelled from the moment it is cancelled, whatever its dates', () => {
    const promotion = { startDate: '2026-12-01', endDate: '2026-12-14', cancelledAt: '2026-12-03T10:00:00Z' };
    expect(promotionState(promotion, '2026-12-03')).toBe('cancelled');
    expect(promotionState(promotion, '2026-11-01')).toBe('cancelled');
    expect(promotionState(null, '2026-12-03')).toBe('none');
  });

  it('offers the actions of the rules table, less a renewal of a product off sale and an order on a closed listing', () => {
    expect(availableActions('running', { productOnSale: true, listingPromotable: true })).toEqual(['renew', 'cancel']);
    expect(availableActions('running', { productOnSale: false, listingPromotable: true })).toEqual(['cancel']);
    expect(availableActions('scheduled', { productOnSale: true, listingPromotable: true })).toEqual(['update', 'cancel']);
    expect(availableActions('ended', { productOnSale: true, listingPromotable: false })).toEqual([]);
    expect(availableActions('none', { productOnSale: false, listingPromotable: true })).toEqual(['create']);
  });
});

describe('prices', () => {
  it('charges the full price for an order and gives the renewal discount on a renewal, to the øre', () => {
    expect(orderQuote(product, 2)).toEqual({ days: 28, listPriceOre: 199_000, discountPercent: 0, priceOre: 199_000, vatOre: 49_750, totalOre: 248_750 });
    expect(renewalQuote(product, 1)).toEqual({ days: 14, listPriceOre: 99_500, discountPercent: 15, priceOre: 84_575, vatOre: 21_144, totalOre: 105_719 });
    expect(renewalQuote({ periodDays: 30, priceOre: 179_501, renewalDiscountPercent: 20 }, 1).priceOre).toBe(143_601);
    expect(formatKroner(84_575).replace(/\s/g, ' ')).toBe('845,75 kr.');
  });

  it('adds Danish VAT (25 %) on what is charged, rounded to the øre', () => {
    expect(VAT_PERCENT).toBe(25);
    expect(vatOf(179_500)).toBe(44_875);
    // 84.575 øre × 25 % = 21.143,75 øre
    expect(vatOf(84_575)).toBe(21_144);
    expect(formatKroner(orderQuote({ periodDays: 30, priceOre: 179_500 }, 1).totalOre).replace(/\s/g, ' ')).toBe('2.243,75 kr.');
  });
});

describe('the order form', () => {
  const schema = promotionCreateSchema('2026-11-22');
  it('accepts today and later, up to a year ahead', () => {
    expect(schema.safeParse({ productId: 1, startDate: '2026-11-22', periods: 1, imageUrl: '/a.jpg' }).success).toBe(true);
    const late = schema.safeParse({ productId: 1, startDate: '2027-11-23', periods: 1, imageUrl: '/a.jpg' });
    expect(late.success ? {} : fieldErrors(late.error)).toEqual({ startDate: 'Startdato må højst være 22.11.2027' });
  });
  it('says what is wrong, field by field, in Danish', () => {
    const result = schema.safeParse({ productId: '', startDate: '2026-11-21', periods: 13, imageUrl: ' ' });
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({
      productId: 'Produkt er krævet',
      startDate: 'Startdato skal være i dag eller senere',
      periods: 'Periode skal være mellem 1 og 12',
      imageUrl: 'Fremhævningsbillede er krævet',
    });
  });
});

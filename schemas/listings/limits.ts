/** SPEC 5 and 9: the listing form's limits, in one place for the schemas, the forms and the server. */
export const LISTING_LIMITS = {
  title: { min: 20, max: 128 },
  flashline: { min: 10, max: 60 },
  /** SPEC gives only the minimum; the maximum keeps a pasted novel out of the database. */
  description: { min: 100, max: 20_000 },
  offMarketDescription: { max: 60 },
  terms: { max: 4000 },
  externalListingURL: { max: 300 },
  caseNumber: { max: 50 },
  images: { min: 3, max: 10 },
  /** SPEC 9: an off-market listing has at most one image; none is required. */
  offMarketImages: { min: 0, max: 1 },
  constructionYear: { min: 1500, max: 2100 },
} as const;

/**
 * The largest value of every number typed into a listing, and of the search agent ranges over them.
 * Each lies far above any real property (the largest Danish buildings have a few hundred thousand m²,
 * the largest property deals a few billion kroner), so no honest listing meets it; and a sum over
 * millions of listings at the ceiling stays finite and exact in the database's double precision.
 */
export const NUMBER_LIMITS = {
  /** m²: floor area, secondary area and an office community's area. */
  area: 1_000_000,
  /** m²: ground area, 100 km², more than any estate or harbour sold in one piece. */
  groundArea: 100_000_000,
  /** kr.: a sales price or a compensation (afståelsespris). */
  price: 100_000_000_000,
  /** kr. a year: rent, rental income, operating costs. */
  yearlyAmount: 10_000_000_000,
  /** kr. a month: the price of a seat in an office community. */
  monthlyPrice: 10_000_000,
  /** Seats in an office community. */
  seats: 10_000,
} as const;

/** SPEC 5: landscape and at least 800 x 600 pixels, checked on the server by reading the image. */
export const IMAGE_RULES = {
  minWidth: 800,
  minHeight: 600,
  /** Bytes; larger uploads are refused before they are read. */
  maxBytes: 15 * 1024 * 1024,
  /**
   * Width times height, read from the header before anything decodes the picture: a small file can declare
   * a size whose decoding takes gigabytes. A modern camera's full-size photo still fits.
   */
  maxPixels: 50_000_000,
  types: ['jpg', 'png', 'webp'] as const,
  /** SPEC 9: image changes may take up to this long to show on the public site. */
  refreshMinutes: 30,
} as const;

/** SPEC 5 and 9: the address autocomplete. */
export const ADDRESS_LOOKUP = { minLength: 2, delayMs: 250, maxResults: 100 } as const;

/** The listing index shows this many rows a page. */
export const LISTINGS_PER_PAGE = 25;

/**
 * The listing index counts its matches exactly up to this many; past it the total is the
 * database's estimate, and the index says so. The server's LISTING_EXACT_COUNT_LIMIT can lower it (tests).
 */
export const LISTING_EXACT_COUNT_LIMIT = 10_000;

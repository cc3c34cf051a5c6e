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

/** SPEC 5: landscape and at least 800 x 600 pixels, checked on the server by reading the image. */
export const IMAGE_RULES = {
  minWidth: 800,
  minHeight: 600,
  /** Bytes; larger uploads are refused before they are read. */
  maxBytes: 15 * 1024 * 1024,
  types: ['jpg', 'png', 'webp'] as const,
  /** SPEC 9: image changes may take up to this long to show on the public site. */
  refreshMinutes: 30,
} as const;

/** SPEC 5 and 9: the address autocomplete. */
export const ADDRESS_LOOKUP = { minLength: 2, delayMs: 250, maxResults: 100 } as const;

/** The listing index shows this many rows a page (issue 4). */
export const LISTINGS_PER_PAGE = 25;

/**
 * Issue 9: the listing index counts its matches exactly up to this many; past it the total is the
 * database's estimate, and the index says so. The server's LISTING_EXACT_COUNT_LIMIT can lower it (tests).
 */
export const LISTING_EXACT_COUNT_LIMIT = 10_000;

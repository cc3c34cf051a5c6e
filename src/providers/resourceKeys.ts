export interface PayloadKeys {
  /** The key of a list answer, e.g. 'closingReasons'. */
  many: string;
  /** The key of a single-record answer, e.g. 'closingReason'. */
  one: string;
}

/**
 * The API names its payload after the resource: GET /accounts → { accounts, total },
 * GET /accounts/1 → { account }. Paths are kebab-case, payload keys camelCase.
 */
const PAYLOAD_KEYS: Record<string, PayloadKeys> = {
  accounts: { many: 'accounts', one: 'account' },
  users: { many: 'users', one: 'user' },
  listings: { many: 'listings', one: 'listing' },
  'closing-reasons': { many: 'closingReasons', one: 'closingReason' },
  subcategories: { many: 'subcategories', one: 'subcategory' },
  'usage-proposals': { many: 'usageProposals', one: 'usageProposal' },
  facilities: { many: 'facilities', one: 'facility' },
  'energy-labels': { many: 'energyLabels', one: 'energyLabel' },
  'site-announcements': { many: 'siteAnnouncements', one: 'siteAnnouncement' },
};

/** Resources missing from the table follow the regular English plural. */
export function payloadKeys(resource: string): PayloadKeys {
  const known = PAYLOAD_KEYS[resource];
  if (known) return known;
  const many = resource.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
  const one = many.endsWith('ies') ? `${many.slice(0, -3)}y` : many.replace(/s$/, '');
  return { many, one };
}

import { readCookie } from '../lib/cookies';

/** SPEC 9: the consent cookie and its lifetime. */
export const CONSENT_COOKIE = 'cc_cookie';
export const CONSENT_REVISION = 1;
export const CONSENT_DAYS = 365;
export const CONSENT_CATEGORIES = ['necessary', 'functional', 'statistic', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** The categories the visitor accepted at the current revision; none when they have not answered. */
export function acceptedCategories(): ConsentCategory[] {
  const text = readCookie(CONSENT_COOKIE);
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return [];
    const { categories, revision } = value as { categories?: unknown; revision?: unknown };
    if (revision !== CONSENT_REVISION || !Array.isArray(categories)) return [];
    return CONSENT_CATEGORIES.filter((c) => categories.includes(c));
  } catch {
    return [];
  }
}

/**
 * Whether the visitor consented to a category. Necessary cookies need no consent. Read from the
 * cookie itself, so it answers before the dialog has loaded and in every tab alike.
 */
export function hasConsent(category: ConsentCategory): boolean {
  return category === 'necessary' || acceptedCategories().includes(category);
}

type Listener = (accepted: readonly ConsentCategory[]) => void;
const listeners = new Set<Listener>();

/** Called when the visitor gives or changes consent; answers a function that unsubscribes. */
export function onConsentChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The consent dialog reports here (src/consent/consent.ts). */
export function notifyConsentChange(): void {
  const accepted = acceptedCategories();
  for (const listener of listeners) listener(accepted);
}

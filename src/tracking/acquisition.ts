/** Search engines whose referrals count as organic search. */
const SEARCH_ENGINES = /(^|\.)(google|bing|duckduckgo|yahoo|ecosia|yandex|baidu|startpage|qwant)\.[a-z.]+$/i;

/** Click ids of the ad networks SPEC 4 names, checked before anything else. */
const CLICK_IDS: [param: string, source: string][] = [
  ['gclid', 'Google Ads'],
  ['fbclid', 'FB Ads'],
  ['msclkid', 'Bing Ads'],
];

/**
 * Where a visitor came from (SPEC 4): an ad click id, else utm_source/utm_medium, else the referrer:
 * none is 'direct', our own site 'Internal', a search engine 'organic search', anything else 'referral'.
 */
export function acquisitionSource(pageUrl: string, referrer: string): string {
  const url = new URL(pageUrl);
  for (const [param, source] of CLICK_IDS) {
    if (url.searchParams.get(param)) return source;
  }
  const utmSource = url.searchParams.get('utm_source');
  if (utmSource) {
    const medium = url.searchParams.get('utm_medium');
    return medium ? `${utmSource} / ${medium}` : utmSource;
  }
  if (!referrer) return 'direct';
  let host: string;
  try {
    host = new URL(referrer).hostname;
  } catch {
    return 'direct';
  }
  if (siteOf(host) === siteOf(url.hostname)) return 'Internal';
  if (SEARCH_ENGINES.test(host)) return 'organic search';
  return 'referral';
}

/** member.example.dk and www.example.dk are the same site. */
function siteOf(host: string): string {
  return host.replace(/^(?:(?:member|admin|www)\.)+/i, '').toLowerCase();
}

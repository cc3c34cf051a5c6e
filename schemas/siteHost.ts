const SITE_PREFIX = /^(?:member|admin|www)\./;

/**
 * The public site's host for a host of the member area (SPEC 7's API base): 'www.member.example.dk' →
 * 'example.dk'; a prefix is kept when nothing but a TLD would remain. The SPA uses it to find the API,
 * the server to know which sibling sites may call it.
 */
export function siteHost(hostname: string): string {
  let host = hostname.toLowerCase();
  for (;;) {
    const stripped = host.replace(SITE_PREFIX, '');
    if (stripped === host || !stripped.includes('.')) return host;
    host = stripped;
  }
}

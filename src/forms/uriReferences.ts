/**
 * Stands in for fast-uri (vite.config.ts points `fast-uri` here), which @rjsf/utils imports only to resolve and
 * compare the URIs of `$id` and `$ref` in draft 2020-12 schemas. No form here has them (the listing forms' schemas
 * are converted at build time without `$schema`, `$id` or `$ref`), so these are never called; they resolve through
 * the platform's URL, as RFC 3986 says, should a schema ever have them.
 */
function resolve(base: string | undefined, reference: string): string {
  if (!base) return reference;
  try {
    return new URL(reference, base).href;
  } catch {
    // A base that is no absolute URI ('#', the root schema's own) leaves the reference as it is.
    return reference;
  }
}

const normalized = (uri: string) => resolve(uri, '');

function equal(a: string, b: string): boolean {
  return a === b || normalized(a) === normalized(b);
}

export default { resolve, equal };

/**
 * A name in the genitive, to go before what it owns. Danish adds -s, but only an apostrophe after s, x
 * and z ('Nordhavn Erhvervsmægler ApS' annoncer'); English adds 's, but only an apostrophe after s.
 */
export function possessive(name: string, locale: string): string {
  const last = name.trim().slice(-1).toLowerCase();
  if (locale === 'en') return last === 's' ? `${name}'` : `${name}'s`;
  return ['s', 'x', 'z'].includes(last) ? `${name}'` : `${name}s`;
}

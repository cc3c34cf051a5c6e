/** A listing's page on the public site (the same address the listing answers carry as publicUrl). */
export function publicListingUrl(publicSiteUrl: string, listingId: number): string {
  return `${publicSiteUrl.replace(/\/+$/, '')}/annonce/${listingId}`;
}

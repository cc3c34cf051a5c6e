/** The widths a listing picture is made small in (WebP); a 2× screen takes the larger. */
export const THUMBNAIL_WIDTHS = [160, 320] as const;
export type ThumbnailWidth = (typeof THUMBNAIL_WIDTHS)[number];

/** A picture the server keeps itself: an upload or a demo picture, by source and file name. */
export const SERVED_IMAGE = /^\/(uploads|demo-images)\/([A-Za-z0-9_-][A-Za-z0-9._-]*)$/;

/** Where a picture's thumbnail is served, or null for a picture kept elsewhere (a URL outside the site). */
export function thumbnailUrl(url: string, width: ThumbnailWidth): string | null {
  return SERVED_IMAGE.test(url) ? `/thumbnails/${String(width)}${url}` : null;
}

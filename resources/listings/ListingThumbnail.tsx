import { THUMBNAIL_WIDTHS, thumbnailUrl } from 'schemas/listings/thumbnails';

interface ListingThumbnailProps {
  url: string;
  /** The size shown, in CSS pixels; given as attributes too, so the row keeps its size while the picture loads. */
  width: number;
  height: number;
  alt?: string;
  lazy?: boolean;
}

/**
 * A listing picture shown small: the server's small WebP copies when it keeps the picture (the browser picks
 * the width its screen needs), the picture itself when it is kept elsewhere.
 */
export const ListingThumbnail = ({ url, width, height, alt = '', lazy = false }: ListingThumbnailProps) => {
  const candidates = THUMBNAIL_WIDTHS.flatMap((w) => {
    const small = thumbnailUrl(url, w);
    return small ? [`${small} ${String(w)}w`] : [];
  });
  return (
    <img
      src={thumbnailUrl(url, THUMBNAIL_WIDTHS[0]) ?? url}
      srcSet={candidates.length > 0 ? candidates.join(', ') : undefined}
      sizes={candidates.length > 0 ? `${String(width)}px` : undefined}
      width={width}
      height={height}
      alt={alt}
      loading={lazy ? 'lazy' : undefined}
      // A plain element: the index shows one in each of its rows.
      style={{ width, height, borderRadius: 4, objectFit: 'cover', flexShrink: 0, display: 'block' }}
    />
  );
};

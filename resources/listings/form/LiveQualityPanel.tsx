import { useDeferredValue, useMemo, useSyncExternalStore } from 'react';
import type { ListingTypeName } from 'schemas/enums';
import { listingQuality } from 'schemas/listings/quality';
import type { FormData } from 'src/forms';
import { QualityPanel } from '../quality/QualityPanel';

/** What the form holds now, for the panel to follow without the form re-rendering for it. */
export interface FormValues {
  get: () => FormData;
  set: (data: FormData) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createFormValues(initial: FormData): FormValues {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set: (data) => {
      current = data;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The quality score of what the form holds, as the user types. `imageWidths` are the images' widths as the server
 * measured them; an image without one counts as large.
 */
export const LiveQualityPanel = ({
  family,
  offMarket,
  values,
  imageWidths,
}: {
  family: ListingTypeName;
  offMarket: boolean;
  values: FormValues;
  imageWidths?: ReadonlyMap<string, number | null> | undefined;
}) => {
  const data = useSyncExternalStore(values.subscribe, values.get);
  // Scoring waits for a pause in typing rather than holding up the key press.
  const deferred = useDeferredValue(data);
  const quality = useMemo(() => {
    const images = Array.isArray(deferred['images']) ? (deferred['images'] as { url?: unknown }[]) : [];
    const sized = images.map((image) => ({ ...image, width: typeof image.url === 'string' ? imageWidths?.get(image.url) : undefined }));
    return listingQuality(family, offMarket ? 'offMarket' : 'standard', { ...deferred, images: sized });
  }, [deferred, family, offMarket, imageWidths]);
  return <QualityPanel score={quality.score} fixes={quality.fixes} live />;
};

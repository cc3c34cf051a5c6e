import type { ImageContent } from 'schemas/listings/record';
import type { QualityFix } from 'schemas/listingQuality';
import { useEffect, useMemo, useState } from 'react';
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

/** How long the form stays unchanged before the panel scores it again. */
const PAUSE_MS = 250;

/**
 * What the form holds once it has stayed unchanged for a moment: scoring waits for a pause in typing, so that
 * it never runs between one key press and the next.
 */
function useSettled(values: FormValues): FormData {
  const [settled, setSettled] = useState(values.get);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = values.subscribe(() => {
      clearTimeout(timer);
      timer = setTimeout(() => setSettled(values.get()), PAUSE_MS);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [values]);
  return settled;
}

/** Whether the first frame has been painted: from a task after the next animation frame. */
function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setPainted(true))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

/**
 * The quality score of what the form holds, as the user types. `imageWidths` are the images' widths as the server
 * measured them; an image without one counts as large. `saved` is the saved listing's score as the API answered
 * it: shown as the form opens, so that the form's first paint does not wait for scoring what the API has scored.
 */
export const LiveQualityPanel = ({
  typeName,
  offMarket,
  values,
  imageWidths,
  imageContents,
  saved,
}: {
  typeName: ListingTypeName;
  offMarket: boolean;
  values: FormValues;
  imageWidths?: ReadonlyMap<string, number | null> | undefined;
  /** What each image shows (a floor plan, text), where the server has checked it, and whether it shows on another listing: these cost points. */
  imageContents?: ReadonlyMap<string, ImageContent | undefined> | undefined;
  saved?: { score: number | null; fixes: QualityFix[] } | undefined;
}) => {
  const data = useSettled(values);
  // The form's own score follows once the form is on the screen, and from then on as the user types.
  const scored = usePainted() || !saved;
  const quality = useMemo(() => {
    if (!scored) return saved;
    const images = Array.isArray(data['images']) ? (data['images'] as { url?: unknown }[]) : [];
    const sized = images.map((image) => {
      const content = typeof image.url === 'string' ? imageContents?.get(image.url) : undefined;
      return {
        ...image,
        width: typeof image.url === 'string' ? imageWidths?.get(image.url) : undefined,
        floorPlan: content?.floorPlan,
        hasText: content?.hasText,
        sharedElsewhere: content?.sharedElsewhere,
      };
    });
    return listingQuality(typeName, offMarket ? 'offMarket' : 'standard', { ...data, images: sized });
  }, [scored, saved, data, typeName, offMarket, imageWidths, imageContents]);
  return <QualityPanel score={quality.score} fixes={quality.fixes} live />;
};

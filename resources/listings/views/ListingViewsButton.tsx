import { lazy, Suspense, useState } from 'react';
import { useStore, useTranslate } from 'react-admin';
import { LISTING_INDEX_COLUMNS } from 'schemas/listingIndexColumns';
import { ICONS, ToolbarButton } from '../filters/toolbarButtons';
import { LISTING_COLUMNS_STORE_KEY } from './columns';

// Loaded when opened: the index's own chunk stays small.
const ListingViewsPanel = lazy(() => import('./ListingViewsPanel').then((m) => ({ default: m.ListingViewsPanel })));

/** 'Visninger': opens the user's saved views of the index. */
export const ListingViewsButton = () => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [hidden, setHidden] = useStore<string[]>(LISTING_COLUMNS_STORE_KEY, []);
  return (
    <>
      <ToolbarButton icon={ICONS.bookmarks} onClick={(e) => setAnchor(e.currentTarget)} aria-haspopup="true">
        {translate('resources.listings.views.button')}
      </ToolbarButton>
      {anchor && (
        <Suspense fallback={null}>
          <ListingViewsPanel anchor={anchor} onClose={() => setAnchor(null)} columns={LISTING_INDEX_COLUMNS} hidden={hidden} setHidden={setHidden} />
        </Suspense>
      )}
    </>
  );
};

import { Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ListingIndexColumn } from 'schemas/listingIndexColumns';
import { preloadable } from 'src/lib/preloadable';
import { ICONS, ToolbarButton } from '../filters/toolbarButtons';

/** The chooser itself, loaded after the rows or when first opened: the index's own chunk stays small. */
export const listingColumnsPanel = preloadable(() => import('./ListingColumnsPanel').then((m) => m.ListingColumnsPanel));
const ListingColumnsPanel = listingColumnsPanel.Component;

/** 'Kolonner': opens the chooser of the index's columns (./ListingColumnsPanel.tsx). */
export const ListingColumnsButton = ({ columns }: { columns: readonly ListingIndexColumn[] }) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <ToolbarButton
        icon={ICONS.viewWeek}
        onClick={(e) => {
          setAnchor(e.currentTarget);
          setOpen(true);
        }}
        aria-haspopup="true"
      >
        {translate('ra.action.select_columns')}
      </ToolbarButton>
      {/* Kept once opened, so that it closes with its transition. */}
      {anchor && (
        <Suspense fallback={null}>
          <ListingColumnsPanel open={open} anchor={anchor} onClose={() => setOpen(false)} columns={columns} />
        </Suspense>
      )}
    </>
  );
};

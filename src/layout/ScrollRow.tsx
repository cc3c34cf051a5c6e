import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, IconButton } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';

interface ScrollRowProps {
  /** The buttons' names, already translated. */
  backLabel: string;
  forwardLabel: string;
  children: ReactNode;
}

/**
 * A row of items that scrolls sideways when they do not fit, with a button at each end to scroll it:
 * a mouse without a sideways wheel reaches every item. The buttons show while the items overflow,
 * each hidden at its own end; both always keep their places, so the row does not shift as they come and
 * go, nor when items loaded later (the CMS pages) make it overflow.
 * The keyboard needs no buttons, as the row scrolls to the item that takes the focus, so they stay
 * out of the tab order.
 */
export const ScrollRow = ({ backLabel, forwardLabel, children }: ScrollRowProps) => {
  const boxRef = useRef<HTMLDivElement>(null);
  const rowRef = useRef<HTMLDivElement>(null);
  const itemsRef = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ back: false, forward: false });

  useEffect(() => {
    const box = boxRef.current;
    const row = rowRef.current;
    const items = itemsRef.current;
    if (!box || !row || !items) return;
    const measure = () => {
      const back = row.scrollLeft > 1;
      const forward = row.scrollLeft + row.clientWidth < row.scrollWidth - 1;
      setMore((was) => (was.back === back && was.forward === forward ? was : { back, forward }));
    };
    row.addEventListener('scroll', measure, { passive: true });
    // The row changes size with the window, the items with what loads into them (the CMS pages). The observer
    // also reports their first size once they are laid out, so the first measure forces no layout of its own.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (observer) {
      observer.observe(box);
      observer.observe(items);
    } else measure();
    return () => {
      row.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, []);

  const scroll = (direction: 1 | -1) => {
    const row = rowRef.current;
    row?.scrollBy({ left: direction * row.clientWidth * 0.8, behavior: 'smooth' });
  };

  const shownIf = (shown: boolean) => ({ visibility: shown ? 'visible' : 'hidden' });
  return (
    <Box ref={boxRef} sx={{ display: 'flex', alignItems: 'center', minHeight: 48 }}>
      <IconButton size="small" tabIndex={-1} sx={shownIf(more.back)} aria-label={backLabel} onClick={() => scroll(-1)}>
        <ChevronLeftIcon />
      </IconButton>
      <Box ref={rowRef} sx={{ flex: 1, minWidth: 0, overflowX: 'auto', scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}>
        <Box ref={itemsRef} sx={{ display: 'flex', gap: 0.5, minHeight: 48, alignItems: 'stretch', width: 'max-content' }}>
          {children}
        </Box>
      </Box>
      <IconButton size="small" tabIndex={-1} sx={shownIf(more.forward)} aria-label={forwardLabel} onClick={() => scroll(1)}>
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
};

import { useId } from 'react';
import { Box, Button, Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel, Popover } from '@mui/material';
import { useStore, useTranslate } from 'react-admin';
import type { ListingIndexColumn } from 'schemas/listingIndexColumns';
import { COLUMN_LABELS, LISTING_COLUMNS_STORE_KEY } from './columns';

/**
 * Which of the index's columns are shown, kept in react-admin's store where the table reads them. Checkboxes in
 * a fieldset rather than react-admin's own chooser, whose list of switches screen readers cannot make sense of
 * (axe: nested controls, options outside a list box). The title is always shown.
 */
export const ListingColumnsPanel = ({
  open,
  anchor,
  onClose,
  columns,
}: {
  open: boolean;
  anchor: HTMLElement;
  onClose: () => void;
  columns: readonly ListingIndexColumn[];
}) => {
  const translate = useTranslate();
  const [hidden, setHidden] = useStore<string[]>(LISTING_COLUMNS_STORE_KEY, []);
  const legendId = useId();
  const toggle = (column: ListingIndexColumn, shown: boolean) =>
    setHidden(shown ? hidden.filter((c) => c !== column) : [...hidden.filter((c) => c !== column), column]);
  return (
    <Popover open={open} anchorEl={anchor} onClose={onClose} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
      <Box sx={{ p: 2 }}>
        <FormControl component="fieldset" variant="standard">
          <FormLabel component="legend" id={legendId}>
            {translate('resources.listings.list.columns')}
          </FormLabel>
          <FormGroup aria-labelledby={legendId}>
            {columns.map((column) => (
              <FormControlLabel
                key={column}
                label={translate(COLUMN_LABELS[column])}
                control={
                  <Checkbox
                    size="small"
                    checked={column === 'title' || !hidden.includes(column)}
                    disabled={column === 'title'}
                    onChange={(e) => toggle(column, e.target.checked)}
                  />
                }
              />
            ))}
          </FormGroup>
        </FormControl>
        <Box>
          <Button size="small" onClick={() => setHidden([])}>
            {translate('resources.listings.list.show_all_columns')}
          </Button>
        </Box>
      </Box>
    </Popover>
  );
};

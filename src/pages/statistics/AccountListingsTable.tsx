import { useMemo, useState } from 'react';
import {
  Box,
  Chip,
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { AccountListingStatistics } from 'schemas/statistics';
import { stackedTableSx } from '../../layout/responsiveTable';
import type { Formats } from './format';
import { METRIC_LABELS } from './metrics';
import { listingStatisticsPath } from './paths';

type SortKey = 'title' | 'visits' | 'leads' | 'conversionRate' | 'previousVisits' | 'previousLeads' | 'promotedImpressions' | 'promotedClicks';

const valueOf = (row: AccountListingStatistics, key: SortKey): number | string => {
  switch (key) {
    case 'title':
      return row.title.toLocaleLowerCase('da');
    case 'previousVisits':
      return row.previousTotals.visits;
    case 'previousLeads':
      return row.previousTotals.leads;
    case 'conversionRate':
      return row.totals.conversionRate ?? -1;
    default:
      return row.totals[key];
  }
};

interface AccountListingsTableProps {
  rows: AccountListingStatistics[];
  compare: boolean;
  promoted: boolean;
  formats: Formats;
}

/** Every listing of the account with its numbers in the period (and the one before), sortable, 25 a page. */
export const AccountListingsTable = ({ rows, compare, promoted, formats }: AccountListingsTableProps) => {
  const translate = useTranslate();
  const [sort, setSort] = useState<{ key: SortKey; desc: boolean }>({ key: 'visits', desc: true });
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const sorted = useMemo(() => {
    const out = [...rows].sort((a, b) => {
      const x = valueOf(a, sort.key);
      const y = valueOf(b, sort.key);
      const order = x < y ? -1 : x > y ? 1 : a.id - b.id;
      return sort.desc ? -order : order;
    });
    return out;
  }, [rows, sort]);
  const shown = sorted.slice(page * perPage, page * perPage + perPage);

  const columns: { key: SortKey; label: string; numeric: boolean }[] = [
    { key: 'title', label: translate('app.statistics.table.listing'), numeric: false },
    { key: 'visits', label: translate(METRIC_LABELS.visits), numeric: true },
    ...(compare ? [{ key: 'previousVisits' as const, label: translate('app.statistics.table.previous_visits'), numeric: true }] : []),
    { key: 'leads', label: translate(METRIC_LABELS.leads), numeric: true },
    ...(compare ? [{ key: 'previousLeads' as const, label: translate('app.statistics.table.previous_leads'), numeric: true }] : []),
    { key: 'conversionRate', label: translate(METRIC_LABELS.conversionRate), numeric: true },
    ...(promoted
      ? [
          { key: 'promotedImpressions' as const, label: translate(METRIC_LABELS.promotedImpressions), numeric: true },
          { key: 'promotedClicks' as const, label: translate(METRIC_LABELS.promotedClicks), numeric: true },
        ]
      : []),
  ];
  const cellOf = (row: AccountListingStatistics, key: SortKey) => {
    if (key === 'conversionRate') return formats.percent(row.totals.conversionRate);
    const value = valueOf(row, key);
    return typeof value === 'number' ? formats.number(value) : value;
  };

  if (rows.length === 0) return <Typography color="text.secondary">{translate('app.statistics.table.empty')}</Typography>;
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={translate('app.statistics.table.caption')} sx={stackedTableSx('controls')}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell
                  key={c.key}
                  align={c.numeric ? 'right' : 'left'}
                  sortDirection={sort.key === c.key ? (sort.desc ? 'desc' : 'asc') : false}
                  sx={c.numeric ? { width: '1%', minWidth: 84, lineHeight: 1.3 } : { minWidth: 260 }}
                >
                  <TableSortLabel
                    active={sort.key === c.key}
                    direction={sort.key === c.key && !sort.desc ? 'asc' : 'desc'}
                    onClick={() => {
                      setSort((s) => ({ key: c.key, desc: s.key === c.key ? !s.desc : c.numeric }));
                      setPage(0);
                    }}
                  >
                    {c.label}
                  </TableSortLabel>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row) => (
              <TableRow key={row.id} hover>
                <TableCell sx={{ minWidth: 260 }}>
                  <MuiLink component={Link} to={listingStatisticsPath(row)} underline="hover" sx={{ fontWeight: 500 }}>
                    {row.title}
                  </MuiLink>
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 0.5, flexWrap: 'wrap' }}>
                    <Typography variant="caption" color="text.secondary">
                      {[row.caseNumber, translate(`resources.listings.type.${row.listingType}`), translate(`resources.listings.status.${row.status}`)]
                        .filter(Boolean)
                        .join(' · ')}
                    </Typography>
                    {row.promoted && <Chip size="small" color="warning" variant="outlined" label={translate('app.statistics.table.promoted')} />}
                  </Box>
                </TableCell>
                {columns.slice(1).map((c) => (
                  <TableCell
                    key={c.key}
                    align="right"
                    data-label={c.label}
                    sx={{ whiteSpace: 'nowrap', color: c.key.startsWith('previous') ? 'text.secondary' : undefined }}
                  >
                    {cellOf(row, c.key)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {rows.length > 10 && (
        <TablePagination
          component="div"
          count={rows.length}
          page={page}
          rowsPerPage={perPage}
          rowsPerPageOptions={[10, 25, 50, 100]}
          labelRowsPerPage={translate('app.statistics.table.rows_per_page')}
          labelDisplayedRows={({ from, to, count }) => `${from}–${to} / ${count}`}
          onPageChange={(_, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setPerPage(Number(event.target.value));
            setPage(0);
          }}
        />
      )}
    </>
  );
};

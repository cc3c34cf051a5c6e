import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { wideScreenCellSx } from '../../layout/responsiveTable';
import type { Formats } from './format';
import type { MonthRow } from './market';

interface MonthTypeTableProps {
  caption: string;
  rows: MonthRow[];
  types: readonly number[];
  /** The names of the two measures, e.g. listings and floor area. */
  labels: { a: string; b: string };
  formats: Formats;
}

/**
 * Months down, listing types across with two measures each, and the total. A small screen shows the
 * total only: the charts above break it down by type.
 */
export const MonthTypeTable = ({ caption, rows, types, labels, formats }: MonthTypeTableProps) => {
  const translate = useTranslate();
  const groups = [
    ...types.map((t) => ({ key: String(t), label: translate(`resources.listings.type.${t}`) })),
    ...(types.length > 1 ? [{ key: 'total', label: translate('app.statistics.market.total') }] : []),
  ];
  // The per-type cells when there is a total to show instead.
  const byTypeSx = (i: number) => (types.length > 1 && i < types.length ? wideScreenCellSx : {});
  return (
    <TableContainer sx={{ mt: 2 }}>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell rowSpan={2}>{translate('app.statistics.market.month')}</TableCell>
            {groups.map((g, i) => (
              <TableCell key={g.key} colSpan={2} align="center" sx={{ borderLeft: 1, borderColor: 'divider', ...byTypeSx(i) }}>
                {g.label}
              </TableCell>
            ))}
          </TableRow>
          <TableRow>
            {groups.flatMap((g, i) => [
              <TableCell key={`${g.key}-a`} align="right" sx={{ borderLeft: 1, borderColor: 'divider', ...byTypeSx(i) }}>
                {labels.a}
              </TableCell>,
              <TableCell key={`${g.key}-b`} align="right" sx={byTypeSx(i)}>
                {labels.b}
              </TableCell>,
            ])}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const pairs = [...types.map((t) => row.byType[t] ?? { a: 0, b: 0 }), ...(types.length > 1 ? [row.total] : [])];
            return (
              <TableRow key={row.month} hover>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                  {formats.month(row.month)}
                </TableCell>
                {pairs.flatMap((pair, i) => [
                  <TableCell key={`${i}-a`} align="right" sx={{ borderLeft: 1, borderColor: 'divider', ...byTypeSx(i) }}>
                    {formats.number(pair.a)}
                  </TableCell>,
                  <TableCell key={`${i}-b`} align="right" sx={byTypeSx(i)}>
                    {formats.number(pair.b)}
                  </TableCell>,
                ])}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

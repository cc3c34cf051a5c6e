import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Paper,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
  type Theme,
} from '@mui/material';
import type { SystemStyleObject } from '@mui/system';
import DownloadIcon from '@mui/icons-material/Download';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { danishDateOf, formatDanishDate } from 'schemas/dates';
import { AccountPromotionOrdersSchema, formatKroner, type AccountPromotionOrder } from 'schemas/promotion';
import { useAccess } from 'src/access/AccessProvider';
import { Page } from 'src/layout/Page';
import { stackedTableSx } from 'src/layout/responsiveTable';
import { toastDuration } from 'src/layout/toastDurations';
import { useMemberDataProvider } from 'src/providers/dataProvider';
import { downloadCsv } from 'src/pages/statistics/csv';

const DEFAULT_PER_PAGE = 25;
const PER_PAGE_CHOICES = [DEFAULT_PER_PAGE, 50, 100];

/**
 * /account/promotion-orders: every order, change, renewal and cancellation of the active account's
 * promotions with product, period, price, discount, VAT and billing id, page by page, and as CSV.
 */
export const PromotionOrdersPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { activeAccount } = useAccess();
  const dataProvider = useMemberDataProvider();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(DEFAULT_PER_PAGE);
  const [exporting, setExporting] = useState(false);
  const accountId = activeAccount?.id ?? 0;
  const orders = useQuery({
    queryKey: ['promotion-orders', accountId, page, perPage],
    queryFn: async () => AccountPromotionOrdersSchema.parse(await dataProvider.promotionOrders(accountId, page + 1, perPage)),
    enabled: accountId > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.promotion.overview.${key}`, options);

  useEffect(() => {
    if (orders.isError) notify('app.promotion.overview.failed', { type: 'error', autoHideDuration: toastDuration('error') });
  }, [orders.isError, notify]);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const file = await dataProvider.exportPromotionOrders(accountId);
      downloadCsv(file.name ?? 'fremhaevninger.csv', file.text);
    } catch {
      notify('app.promotion.overview.export_failed', { type: 'error', autoHideDuration: toastDuration('error') });
    } finally {
      setExporting(false);
    }
  };

  if (!activeAccount) return null;
  const data = orders.data;
  return (
    <Page
      title={t('title')}
      subtitle={activeAccount.name}
      width="full"
      actions={
        <Button variant="outlined" startIcon={<DownloadIcon />} disabled={exporting || !data || data.total === 0} onClick={() => void exportCsv()}>
          {t('export')}
        </Button>
      }
    >
      <Stack sx={{ gap: 2 }}>
        <Typography color="text.secondary">{t('intro')}</Typography>
        {orders.isError ? (
          <Alert severity="error">{t('failed')}</Alert>
        ) : !data ? (
          <Skeleton variant="rounded" height={240} />
        ) : data.total === 0 ? (
          <Alert severity="info">{t('empty')}</Alert>
        ) : (
          <Paper variant="outlined">
            {/* On a phone each order is a card; wider, the table scrolls sideways if it must, by keyboard too. */}
            <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('scroll')}>
              <Table size="small" aria-label={t('table')} sx={[stackedTableSx(), stackedSumsSx]}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('date')}</TableCell>
                    <TableCell>{t('kind')}</TableCell>
                    <TableCell>{t('listing')}</TableCell>
                    <TableCell>{t('product')}</TableCell>
                    <TableCell>{t('period')}</TableCell>
                    <TableCell align="right">{t('list_price')}</TableCell>
                    <TableCell align="right">{t('discount')}</TableCell>
                    <TableCell align="right">{t('price')}</TableCell>
                    <TableCell align="right">{t('vat')}</TableCell>
                    <TableCell align="right">{t('total')}</TableCell>
                    <TableCell>{t('billing_id')}</TableCell>
                    <TableCell>{t('ordered_by')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.promotionOrders.map((order) => (
                    <OrderRow key={order.id} order={order} />
                  ))}
                </TableBody>
                <TableFooter>
                  <TableRow aria-label={t('sums_label')}>
                    <TableCell colSpan={7} sx={{ fontWeight: 600 }}>
                      {t('sums')}
                    </TableCell>
                    <TableCell align="right" data-label={t('price')} sx={{ fontWeight: 600 }}>
                      {formatKroner(data.sums.priceOre)}
                    </TableCell>
                    <TableCell align="right" data-label={t('vat')} sx={{ fontWeight: 600 }}>
                      {formatKroner(data.sums.vatOre)}
                    </TableCell>
                    <TableCell align="right" data-label={t('total')} sx={{ fontWeight: 600 }}>
                      {formatKroner(data.sums.totalOre)}
                    </TableCell>
                    <TableCell colSpan={2} />
                  </TableRow>
                </TableFooter>
              </Table>
            </Box>
            <TablePagination
              component="div"
              count={data.total}
              page={page}
              rowsPerPage={perPage}
              rowsPerPageOptions={PER_PAGE_CHOICES}
              onPageChange={(_, next) => setPage(next)}
              onRowsPerPageChange={(e) => {
                setPerPage(Number(e.target.value));
                setPage(0);
              }}
              labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
              labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
              getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
            />
          </Paper>
        )}
      </Stack>
    </Page>
  );
};

/** On a phone the sums, too, are a card of labelled lines below the orders' cards. */
const stackedSumsSx = (theme: Theme): SystemStyleObject<Theme> => ({
  [theme.breakpoints.down('md')]: {
    '& tfoot, & tfoot tr': { display: 'block' },
    '& tfoot td': { display: 'flex', justifyContent: 'space-between', border: 0, px: 0, py: 0.25 },
    '& tfoot td:empty': { display: 'none' },
    '& tfoot [data-label]::before': { content: 'attr(data-label)', fontWeight: 400, color: 'text.secondary' },
  },
});

const OrderRow = ({ order }: { order: AccountPromotionOrder }) => {
  const translate = useTranslate();
  const days = translate('app.promotion.days', { smart_count: order.days });
  const label = (column: string) => translate(`app.promotion.overview.${column}`);
  return (
    <TableRow hover>
      <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
        {danishDateOf(order.createdAt)}
      </TableCell>
      <TableCell data-label={label('kind')}>{translate(`app.promotion.orders.kind.${order.kind}`)}</TableCell>
      <TableCell data-label={label('listing')} sx={{ minWidth: { md: 200 } }}>
        {order.listingTitle ?? translate('app.promotion.overview.listing_gone', { id: order.listingId })}
      </TableCell>
      <TableCell data-label={label('product')}>{order.productName}</TableCell>
      <TableCell data-label={label('period')} sx={{ whiteSpace: { md: 'nowrap' } }}>
        {formatDanishDate(order.startDate)} – {formatDanishDate(order.endDate)} ({days})
      </TableCell>
      <TableCell align="right" data-label={label('list_price')} sx={{ whiteSpace: 'nowrap' }}>
        {formatKroner(order.listPriceOre)}
      </TableCell>
      <TableCell align="right" data-label={label('discount')}>
        {order.discountPercent ? translate('app.promotion.discount_value', { percent: order.discountPercent }) : '–'}
      </TableCell>
      <TableCell align="right" data-label={label('price')} sx={{ whiteSpace: 'nowrap' }}>
        {formatKroner(order.priceOre)}
      </TableCell>
      <TableCell align="right" data-label={label('vat')} sx={{ whiteSpace: 'nowrap' }}>
        {formatKroner(order.vatOre)}
      </TableCell>
      <TableCell align="right" data-label={label('total')} sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>
        {formatKroner(order.totalOre)}
      </TableCell>
      <TableCell data-label={label('billing_id')}>{order.billingId ?? '–'}</TableCell>
      <TableCell data-label={label('ordered_by')}>{order.orderedBy ?? '–'}</TableCell>
    </TableRow>
  );
};

import { Alert, Box, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { daysLeft, formatKroner, type ListingPromotion, type Promotion } from 'schemas/promotion';
import { formatDanishDate } from 'schemas/dates';
import { stackedTableSx } from '../../layout/responsiveTable';
import { Facts } from './fields';
import { PromotionStateChip } from './PromotionMark';

const dateTime = (iso: string) => formatDanishDate(iso.slice(0, 10));

/** The current state: product, start, end, renewal date, price and discount, and the image. */
export const PromotionStatus = ({ promotion }: { promotion: ListingPromotion }) => {
  const translate = useTranslate();
  const { current, state, today } = promotion;
  const title = translate('app.promotion.status_section');
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, mb: 2 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <PromotionStateChip state={state} />
      </Stack>
      {!current ? (
        <Typography color="text.secondary">{translate('app.promotion.never')}</Typography>
      ) : (
        <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 3 }}>
          <Box sx={{ flex: 1 }}>
            <Facts rows={factsOf(current, translate)} />
            {state === 'endingSoon' && current.renewalDiscountPercent !== null && (
              <Alert severity="warning" sx={{ mt: 2 }}>
                {translate('app.promotion.ending_soon', {
                  smart_count: daysLeft(current.endDate, today),
                  date: formatDanishDate(current.endDate),
                  percent: current.renewalDiscountPercent,
                })}
              </Alert>
            )}
            {state === 'running' && current.renewalDiscountPercent !== null && (
              <Alert severity="info" sx={{ mt: 2 }}>
                {translate('app.promotion.discount_note', { percent: current.renewalDiscountPercent })}
              </Alert>
            )}
            {state === 'cancelled' && current.cancelledAt && current.forfeitedDays !== null && (
              <Alert severity="info" sx={{ mt: 2 }}>
                {translate('app.promotion.forfeited', { smart_count: current.forfeitedDays, date: dateTime(current.cancelledAt) })}
              </Alert>
            )}
          </Box>
          {current.imageUrl && (
            <Box
              component="img"
              src={current.imageUrl}
              alt={translate('app.promotion.image_chosen')}
              sx={{ width: { xs: '100%', md: 240 }, aspectRatio: '3 / 2', objectFit: 'cover', borderRadius: 1, alignSelf: 'flex-start' }}
            />
          )}
        </Stack>
      )}
    </Paper>
  );
};

function factsOf(current: Promotion, translate: (key: string, options?: Record<string, unknown>) => string): [string, string][] {
  const rows: [string, string][] = [
    [translate('app.promotion.fields.product'), current.product.name],
    [translate('app.promotion.fields.startDate'), formatDanishDate(current.startDate)],
    [translate('app.promotion.fields.endDate'), formatDanishDate(current.endDate)],
  ];
  if (current.renewalDate) rows.push([translate('app.promotion.fields.renewalDate'), formatDanishDate(current.renewalDate)]);
  rows.push([translate('app.promotion.fields.days'), translate('app.promotion.days', { smart_count: current.days })]);
  rows.push([translate('app.promotion.fields.price'), formatKroner(current.priceOre)]);
  if (current.renewalDiscountPercent !== null) {
    rows.push([translate('app.promotion.fields.discount'), translate('app.promotion.discount_value', { percent: current.renewalDiscountPercent })]);
  }
  if (current.cancelledAt) rows.push([translate('app.promotion.fields.cancelledAt'), dateTime(current.cancelledAt)]);
  return rows;
}

/** Every order, change, renewal and cancellation of the promotion, with price, discount and billing id. */
export const PromotionOrders = ({ promotion }: { promotion: Promotion }) => {
  const translate = useTranslate();
  const title = translate('app.promotion.orders.title');
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={title} sx={stackedTableSx()}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.promotion.orders.date')}</TableCell>
              <TableCell>{translate('app.promotion.orders.kind_label')}</TableCell>
              <TableCell>{translate('app.promotion.orders.period')}</TableCell>
              <TableCell align="right">{translate('app.promotion.orders.list_price')}</TableCell>
              <TableCell align="right">{translate('app.promotion.orders.discount')}</TableCell>
              <TableCell align="right">{translate('app.promotion.orders.price')}</TableCell>
              <TableCell align="right">{translate('app.promotion.orders.vat')}</TableCell>
              <TableCell>{translate('app.promotion.orders.billing_id')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {promotion.orders.map((order) => (
              <TableRow key={order.id}>
                <TableCell component="th" scope="row">
                  {dateTime(order.createdAt)}
                </TableCell>
                <TableCell data-label={translate('app.promotion.orders.kind_label')}>{translate(`app.promotion.orders.kind.${order.kind}`)}</TableCell>
                <TableCell data-label={translate('app.promotion.orders.period')}>
                  {formatDanishDate(order.startDate)} – {formatDanishDate(order.endDate)} ({translate('app.promotion.days', { smart_count: order.days })})
                </TableCell>
                <TableCell align="right" data-label={translate('app.promotion.orders.list_price')}>
                  {formatKroner(order.listPriceOre)}
                </TableCell>
                <TableCell align="right" data-label={translate('app.promotion.orders.discount')}>
                  {order.discountPercent ? translate('app.promotion.discount_value', { percent: order.discountPercent }) : '–'}
                </TableCell>
                <TableCell align="right" data-label={translate('app.promotion.orders.price')}>
                  {formatKroner(order.priceOre)}
                </TableCell>
                <TableCell align="right" data-label={translate('app.promotion.orders.vat')}>
                  {formatKroner(order.vatOre)}
                </TableCell>
                <TableCell data-label={translate('app.promotion.orders.billing_id')}>{order.billingId ?? '–'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
};

/** The earlier promotions of the listing, newest first. */
export const PromotionHistory = ({ history }: { history: Promotion[] }) => {
  const translate = useTranslate();
  if (history.length === 0) return null;
  const title = translate('app.promotion.history.title');
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Stack component="ul" sx={{ pl: 0, m: 0, listStyle: 'none', gap: 1 }}>
        {history.map((p) => (
          <Stack component="li" key={p.id} direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
            <PromotionStateChip state={p.state} />
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {p.product.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {formatDanishDate(p.startDate)} – {formatDanishDate(p.endDate)} · {formatKroner(p.priceOre)}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
};

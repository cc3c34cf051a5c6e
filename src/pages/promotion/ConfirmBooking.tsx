import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatKroner, VAT_PERCENT, type PriceQuote } from 'schemas/promotion';
import { formatDanishDate } from 'schemas/dates';
import { Facts } from './fields';

/** What a booking buys and costs, as the confirmation shows it. */
export interface Booking {
  kind: 'order' | 'renewal' | 'update';
  productName: string;
  periods: number;
  periodDays: number;
  /** The days bought: the first and the last. */
  startDate: string;
  endDate: string;
  /** From schemas/promotion.ts, the computation the server charges by. */
  quote: PriceQuote;
}

/**
 * Asks before anything that costs money is booked: `confirm(booking)` opens the dialog and answers true
 * only when the user presses 'Bestil'; render `dialog` where the form is.
 */
export function useBookingConfirmation() {
  const [pending, setPending] = useState<{ booking: Booking; answer: (ok: boolean) => void } | null>(null);
  const confirm = (booking: Booking) => new Promise<boolean>((answer) => setPending({ booking, answer }));
  const close = (ok: boolean) => {
    pending?.answer(ok);
    setPending(null);
  };
  const dialog = pending ? <ConfirmBookingDialog booking={pending.booking} onAnswer={close} /> : null;
  return { confirm, dialog };
}

const ConfirmBookingDialog = ({ booking, onAnswer }: { booking: Booking; onAnswer: (ok: boolean) => void }) => {
  const translate = useTranslate();
  const { quote } = booking;
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.promotion.confirm.${key}`, options);
  const discountOre = quote.listPriceOre - quote.priceOre;
  return (
    <Dialog open onClose={() => onAnswer(false)} aria-labelledby="confirm-booking-title" aria-describedby="confirm-booking-text" fullWidth maxWidth="sm">
      <DialogTitle id="confirm-booking-title">{t(`title.${booking.kind}`)}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-booking-text" sx={{ mb: 2 }}>
          {t(`text.${booking.kind}`)}
        </DialogContentText>
        <Facts
          label={t('summary')}
          rows={[
            [t('product'), booking.productName],
            [
              t('period'),
              t('period_value', {
                periods: booking.periods,
                days: booking.periodDays,
                start: formatDanishDate(booking.startDate),
                end: formatDanishDate(booking.endDate),
              }),
            ],
            [t('list_price'), formatKroner(quote.listPriceOre)],
            [
              t('discount'),
              quote.discountPercent > 0 ? t('discount_value', { percent: quote.discountPercent, amount: formatKroner(discountOre) }) : t('no_discount'),
            ],
            [t('price'), formatKroner(quote.priceOre)],
            [t('vat', { percent: VAT_PERCENT }), formatKroner(quote.vatOre)],
            [t('total'), formatKroner(quote.totalOre)],
          ]}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onAnswer(false)} autoFocus>
          {t('cancel')}
        </Button>
        <Button onClick={() => onAnswer(true)} variant="contained">
          {t('book')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

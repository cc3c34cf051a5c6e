import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, Typography } from '@mui/material';
import { Form, useNotify, useTranslate } from 'react-admin';
import {
  formatKroner,
  orderQuote,
  PROMOTION_RULE_MESSAGES,
  promotionCreateSchema,
  PromotionRenewSchema,
  PromotionUpdateSchema,
  renewalQuote,
  type ListingPromotion,
  type Promotion,
  type PromotionProduct,
} from 'schemas/promotion';
import { addDays, daysBetween, formatDanishDate, isIsoDate } from 'schemas/dates';
import { toastDuration } from 'src/layout/toastDurations';
import { useBookingConfirmation } from './ConfirmBooking';
import { Facts, FixedField, ImageField, PeriodField, ProductField, StartDateField } from './fields';
import { useMemberDataProvider } from 'src/providers/dataProvider';
import { reasonOf, serverFieldErrors } from 'src/forms/serverErrors';
import { asNumber, asText, CHECKED_ON_LEAVE, useBusy, useFormInput } from 'src/forms/useFormInput';
import { zodResolver } from 'src/forms/zodResolver';

type Done = (promotion: ListingPromotion) => void;
type Outcome = 'order' | 'update' | 'renew' | 'cancel';
const SUCCESS: Record<Outcome, string> = {
  order: 'app.promotion.success.ordered',
  update: 'app.promotion.success.updated',
  renew: 'app.promotion.success.renewed',
  cancel: 'app.promotion.success.cancelled',
};

/** SPEC 8's toasts: the order, update, renewal and cancel errors (10 s), and the successes (5 s). */
function useOutcome() {
  const notify = useNotify();
  const translate = useTranslate();
  return {
    succeeded: (what: Outcome) => notify(SUCCESS[what], { type: 'success', autoHideDuration: toastDuration('success') }),
    failed: (what: Outcome, error: unknown) =>
      notify(`app.promotion.failed.${what}`, {
        type: 'error',
        autoHideDuration: toastDuration('error'),
        messageArgs: { reason: reasonOf(error, translate('app.error.generic')) },
      }),
  };
}

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" aria-label={title}>
    <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
      {title}
    </Typography>
    {children}
  </Box>
);

interface OrderFormProps {
  listingId: number;
  images: string[];
  products: PromotionProduct[];
  today: string;
  /** After an ended or cancelled promotion: a new order, which is also how the product is changed. */
  again: boolean;
  onDone: Done;
}

/** Order a promotion: product, start date (today starts at once), period and image. */
export const OrderForm = ({ listingId, images, products, today, again, onDone }: OrderFormProps) => {
  const translate = useTranslate();
  const outcome = useOutcome();
  const dataProvider = useMemberDataProvider();
  const schema = useMemo(() => promotionCreateSchema(today), [today]);
  const resolver = useMemo(() => zodResolver(schema), [schema]);
  const booking = useBookingConfirmation();
  const { busy, run } = useBusy();
  const first = products[0];
  if (!first) return null;

  const save = (values: Record<string, unknown>) =>
    run(async () => {
      const data = schema.parse(values);
      const chosen = products.find((p) => p.id === data.productId) ?? first;
      const price = orderQuote(chosen, data.periods);
      const confirmed = await booking.confirm({
        kind: 'order',
        productName: chosen.name,
        periods: data.periods,
        periodDays: chosen.periodDays,
        startDate: data.startDate,
        endDate: addDays(data.startDate, price.days - 1),
        quote: price,
      });
      if (!confirmed) return;
      try {
        const promotion = await dataProvider.orderPromotion(listingId, data);
        outcome.succeeded('order');
        onDone(promotion);
      } catch (error) {
        outcome.failed('order', error);
        return serverFieldErrors(error);
      }
    });

  return (
    <Section title={translate(again ? 'app.promotion.create.again' : 'app.promotion.create.title')}>
      <Form
        noValidate
        resolver={resolver}
        defaultValues={{ productId: first.id, startDate: today, periods: 1, imageUrl: images[0] ?? '' }}
        onSubmit={save}
        {...CHECKED_ON_LEAVE}
      >
        <OrderFields images={images} products={products} today={today} again={again} busy={busy} />
      </Form>
      {booking.dialog}
    </Section>
  );
};

const OrderFields = ({ images, products, today, again, busy }: Omit<OrderFormProps, 'listingId' | 'onDone'> & { busy: boolean }) => {
  const translate = useTranslate();
  const productField = useFormInput('productId', asNumber);
  const periodsField = useFormInput('periods', asNumber);
  const startDateField = useFormInput('startDate', asText);
  const imageField = useFormInput('imageUrl', asText);
  const product = products.find((p) => p.id === productField.value) ?? products[0];
  if (!product) return null;
  const periods = Math.min(periodsField.value, product.maxPeriods);
  const quote = orderQuote(product, periods);
  const startDate = startDateField.value;
  const startValid = isIsoDate(startDate) && startDate >= today;
  // Another product may sell fewer periods: the period follows it down.
  const chooseProduct = {
    ...productField,
    onChange: (id: number) => {
      productField.onChange(id);
      const chosen = products.find((p) => p.id === id);
      if (chosen && periodsField.value > chosen.maxPeriods) periodsField.onChange(chosen.maxPeriods);
    },
  };

  return (
    <Stack sx={{ gap: 3 }}>
      {again && <Typography color="text.secondary">{translate('app.promotion.create.change_product')}</Typography>}
      <ProductField products={products} field={chooseProduct} label={translate('app.promotion.fields.product')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <StartDateField field={startDateField} min={today} helper={startDate === today ? translate('app.promotion.create.starts_now') : undefined} />
        <PeriodField product={product} field={periodsField} />
      </Stack>
      <ImageField images={images} field={imageField} />
      <Facts
        label={translate('app.promotion.create.total')}
        rows={[
          ...(startValid
            ? [
                [
                  translate('app.promotion.fields.days'),
                  translate('app.promotion.create.summary', {
                    start: formatDanishDate(startDate),
                    end: formatDanishDate(addDays(startDate, quote.days - 1)),
                  }),
                ] as [string, string],
              ]
            : []),
          [translate('app.promotion.create.total'), formatKroner(quote.priceOre)],
        ]}
      />
      <Typography variant="body2" color="text.secondary">
        {translate('app.promotion.vat')}
      </Typography>
      <Box>
        <Button type="submit" variant="contained" disabled={busy}>
          {translate('app.promotion.create.submit')}
        </Button>
      </Box>
    </Stack>
  );
};

interface CurrentProps {
  listingId: number;
  current: Promotion;
  onDone: Done;
}

const updateResolver = zodResolver(PromotionUpdateSchema);

/** Before the start: the period and the image; the product and the start date are shown, fixed. */
export const UpdateForm = ({ listingId, current, images, onDone }: CurrentProps & { images: string[] }) => {
  const translate = useTranslate();
  const outcome = useOutcome();
  const dataProvider = useMemberDataProvider();
  const booking = useBookingConfirmation();
  const { busy, run } = useBusy();
  const ordered = current.orders.filter((o) => o.kind === 'order' || o.kind === 'update').at(-1);

  const save = (values: Record<string, unknown>) =>
    run(async () => {
      const data = PromotionUpdateSchema.parse(values);
      // A new period is priced again, which costs money: asked first. A new image alone is not.
      if (data.periods !== ordered?.periods) {
        const price = orderQuote(current.product, data.periods);
        const confirmed = await booking.confirm({
          kind: 'update',
          productName: current.product.name,
          periods: data.periods,
          periodDays: current.product.periodDays,
          startDate: current.startDate,
          endDate: addDays(current.startDate, price.days - 1),
          quote: price,
        });
        if (!confirmed) return;
      }
      try {
        const promotion = await dataProvider.updatePromotion(listingId, current.version, data);
        outcome.succeeded('update');
        onDone(promotion);
      } catch (error) {
        outcome.failed('update', error);
        return serverFieldErrors(error);
      }
    });

  return (
    <Section title={translate('app.promotion.update.title')}>
      <Form
        noValidate
        resolver={updateResolver}
        defaultValues={{
          periods: ordered?.periods ?? 1,
          imageUrl: current.imageUrl ?? images[0] ?? '',
          productId: current.product.id,
          startDate: current.startDate,
        }}
        onSubmit={save}
        {...CHECKED_ON_LEAVE}
      >
        <UpdateFields current={current} images={images} busy={busy} />
      </Form>
      {booking.dialog}
    </Section>
  );
};

const UpdateFields = ({ current, images, busy }: { current: Promotion; images: string[]; busy: boolean }) => {
  const translate = useTranslate();
  const periodsField = useFormInput('periods', asNumber);
  const imageField = useFormInput('imageUrl', asText);
  const quote = orderQuote(current.product, Math.min(periodsField.value, current.product.maxPeriods));
  return (
    <Stack sx={{ gap: 3 }}>
      <Typography color="text.secondary">{translate('app.promotion.update.help')}</Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2 }}>
        <FixedField label={translate('app.promotion.fields.product')} value={current.product.name} rule={PROMOTION_RULE_MESSAGES.changeProductRequiresCancel} />
        <FixedField
          label={translate('app.promotion.fields.startDate')}
          value={formatDanishDate(current.startDate)}
          rule={PROMOTION_RULE_MESSAGES.startDateFixed}
        />
      </Stack>
      <PeriodField product={current.product} field={periodsField} />
      <ImageField images={images} field={imageField} />
      <Facts
        rows={[
          [
            translate('app.promotion.fields.days'),
            translate('app.promotion.create.summary', {
              start: formatDanishDate(current.startDate),
              end: formatDanishDate(addDays(current.startDate, quote.days - 1)),
            }),
          ],
          [translate('app.promotion.create.total'), formatKroner(quote.priceOre)],
        ]}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={busy}>
          {translate('app.promotion.update.submit')}
        </Button>
      </Box>
    </Stack>
  );
};

const renewResolver = zodResolver(PromotionRenewSchema);

/** Before the end date: more periods of the same product, with the renewal discount shown. */
export const RenewForm = ({ listingId, current, onDone }: CurrentProps) => {
  const translate = useTranslate();
  const outcome = useOutcome();
  const dataProvider = useMemberDataProvider();
  const booking = useBookingConfirmation();
  const { busy, run } = useBusy();

  const save = (values: Record<string, unknown>) =>
    run(async () => {
      const data = PromotionRenewSchema.parse(values);
      const price = renewalQuote(current.product, data.periods);
      const confirmed = await booking.confirm({
        kind: 'renewal',
        productName: current.product.name,
        periods: data.periods,
        periodDays: current.product.periodDays,
        startDate: addDays(current.endDate, 1),
        endDate: addDays(current.endDate, price.days),
        quote: price,
      });
      if (!confirmed) return;
      try {
        const promotion = await dataProvider.renewPromotion(listingId, current.version, data);
        outcome.succeeded('renew');
        onDone(promotion);
      } catch (error) {
        outcome.failed('renew', error);
        return serverFieldErrors(error);
      }
    });

  return (
    <Section title={translate('app.promotion.renew.title')}>
      <Form noValidate resolver={renewResolver} defaultValues={{ periods: 1, productId: current.product.id }} onSubmit={save} {...CHECKED_ON_LEAVE}>
        <RenewFields current={current} busy={busy} />
      </Form>
      {booking.dialog}
    </Section>
  );
};

const RenewFields = ({ current, busy }: { current: Promotion; busy: boolean }) => {
  const translate = useTranslate();
  const periodsField = useFormInput('periods', asNumber);
  const quote = renewalQuote(current.product, Math.min(periodsField.value, current.product.maxPeriods));
  return (
    <Stack sx={{ gap: 3 }}>
      <Typography color="text.secondary">{translate('app.promotion.renew.help')}</Typography>
      <FixedField label={translate('app.promotion.fields.product')} value={current.product.name} rule={PROMOTION_RULE_MESSAGES.onlyActiveProductRenewable} />
      <PeriodField product={current.product} field={periodsField} />
      <Facts
        label={translate('app.promotion.renew.title')}
        rows={[
          [translate('app.promotion.fields.renewalDate'), current.renewalDate ? formatDanishDate(current.renewalDate) : '–'],
          [translate('app.promotion.renew.new_end'), formatDanishDate(addDays(current.endDate, quote.days))],
          [translate('app.promotion.renew.list_price'), formatKroner(quote.listPriceOre)],
          [translate('app.promotion.renew.discount'), translate('app.promotion.discount_value', { percent: quote.discountPercent })],
          [translate('app.promotion.renew.price'), formatKroner(quote.priceOre)],
        ]}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={busy}>
          {translate('app.promotion.renew.submit')}
        </Button>
      </Box>
    </Stack>
  );
};

/** Cancel, after saying plainly that the rest of the period is forfeited without refund. */
export const CancelPromotion = ({ listingId, current, onDone, today }: CurrentProps & { today: string }) => {
  const translate = useTranslate();
  const outcome = useOutcome();
  const dataProvider = useMemberDataProvider();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const from = today > current.startDate ? today : current.startDate;
  const forfeited = daysBetween(from, current.endDate) + 1;

  const confirm = async () => {
    setBusy(true);
    try {
      const promotion = await dataProvider.cancelPromotion(listingId, current.version);
      outcome.succeeded('cancel');
      setOpen(false);
      onDone(promotion);
    } catch (error) {
      outcome.failed('cancel', error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section title={translate('app.promotion.cancel.title')}>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {translate('app.promotion.cancel.help')}
      </Alert>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        {translate('app.promotion.cancel.button')}
      </Button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} aria-labelledby="cancel-promotion-title">
        <DialogTitle id="cancel-promotion-title">{translate('app.promotion.cancel.confirm_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {translate('app.promotion.cancel.confirm', { smart_count: forfeited, date: formatDanishDate(current.endDate) })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy} autoFocus>
            {translate('app.promotion.cancel.keep')}
          </Button>
          <Button onClick={() => void confirm()} color="error" variant="contained" disabled={busy}>
            {translate('app.promotion.cancel.confirm_button')}
          </Button>
        </DialogActions>
      </Dialog>
    </Section>
  );
};

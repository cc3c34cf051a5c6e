import { useEffect } from 'react';
import { Alert, Button, Divider, Paper, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Loading, useGetOne, useNotify, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import type { ListingRecord } from 'schemas/listings/record';
import { PROMOTION_RULE_MESSAGES, PROMOTION_RULES, type ListingPromotion, type PromotionAction } from 'schemas/promotion';
import { showPath } from 'resources/listings/typePaths';
import { Page } from 'src/layout/Page';
import { toastDuration } from 'src/layout/toastDurations';
import { CancelPromotion, OrderForm, RenewForm, UpdateForm } from './PromotionForms';
import { notPromotableRule } from './PromotionMark';
import { PromotionHistory, PromotionOrders, PromotionStatus } from './PromotionStatus';
import { useMemberDataProvider } from 'src/providers/dataProvider';
import { reasonOf } from 'src/forms/serverErrors';

export const promotionQueryKey = (listingId: number) => ['promotion', listingId] as const;

/**
 * SPEC 2 /promotion/{id}: a listing's promotion. The current state (product, start, end, renewal
 * date, price, discount), and only the actions SPEC 4's rules allow now (schemas/promotion.ts):
 * order, update before the start, renew before the end, cancel after confirming the forfeit.
 */
export const PromotionPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useMemberDataProvider();
  const { id = '' } = useParams();
  const valid = /^\d+$/.test(id);
  const listingId = Number(id);

  const listing = useGetOne<ListingRecord>('listings', { id: listingId }, { enabled: valid, retry: false });
  const promotion = useQuery({
    queryKey: promotionQueryKey(listingId),
    queryFn: () => dataProvider.listingPromotion(listingId),
    enabled: valid,
    retry: false,
  });
  const canOrder = promotion.data?.allowedActions.includes('create') ?? false;
  const products = useQuery({ queryKey: ['promotion-products'], queryFn: () => dataProvider.promotionProducts(), enabled: canOrder, retry: false });

  // SPEC 8: 'no products fetched', and the promotion itself, as error toasts.
  useEffect(() => {
    if (products.isError) notify('app.promotion.failed.products', { type: 'error', autoHideDuration: toastDuration('error') });
  }, [products.isError, notify]);
  useEffect(() => {
    if (promotion.isError) notify('app.promotion.failed.fetch', { type: 'error', autoHideDuration: toastDuration('error') });
  }, [promotion.isError, notify]);

  const title = translate('app.promotion.title');
  if (!valid) {
    return (
      <Page title={title} width="narrow">
        <Alert severity="info">{translate('resources.listings.show.not_found')}</Alert>
      </Page>
    );
  }
  if (listing.isPending || promotion.isPending) return <Loading />;
  if (listing.error || promotion.error) {
    const reason = reasonOf(promotion.error ?? listing.error, translate('app.promotion.failed.fetch'));
    return (
      <Page title={title} width="narrow">
        <Alert severity="error">{reason}</Alert>
      </Page>
    );
  }

  const record = listing.data;
  const state: ListingPromotion = promotion.data;
  const { current, allowedActions: actions, today } = state;
  const images = [...record.images].sort((a, b) => a.position - b.position).map((image) => image.url);
  const done = (next: ListingPromotion) => {
    queryClient.setQueryData(promotionQueryKey(listingId), next);
    // The listing index and show page say whether a listing is promoted.
    void queryClient.invalidateQueries({ queryKey: ['listings'] });
  };
  // A form starts afresh when the promotion changes; each has its own key among its siblings.
  const formKey = (form: PromotionAction) => `${form}-${current?.id ?? 0}-${current?.version ?? 0}`;

  return (
    <Page
      title={title}
      subtitle={`${record.title} · ${record.addressText}`}
      actions={
        <Button component={Link} to={showPath(record)} startIcon={<ArrowBackIcon />}>
          {translate('app.promotion.back')}
        </Button>
      }
    >
      <Stack sx={{ gap: 3 }}>
        <Typography color="text.secondary">{translate('app.promotion.intro')}</Typography>
        <PromotionStatus promotion={state} />
        {/* Why an action the state would allow is not offered: the rule, in the server's words. */}
        {PROMOTION_RULES[state.state].create.allowed && !actions.includes('create') && (
          <Alert severity="info">{PROMOTION_RULE_MESSAGES[notPromotableRule(record)]}</Alert>
        )}
        {current && PROMOTION_RULES[state.state].renew.allowed && !actions.includes('renew') && (
          <Alert severity="info">{PROMOTION_RULE_MESSAGES.productNotOnSale}</Alert>
        )}

        {actions.length > 0 && (
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <Stack sx={{ gap: 3 }} divider={<Divider flexItem />}>
              {actions.includes('create') &&
                (products.isPending ? (
                  <Loading />
                ) : products.data && products.data.length > 0 ? (
                  <OrderForm
                    key={formKey('create')}
                    listingId={listingId}
                    images={images}
                    products={products.data}
                    today={today}
                    again={current !== null}
                    onDone={done}
                  />
                ) : (
                  <Alert severity={products.isError ? 'error' : 'info'}>
                    {translate(products.isError ? 'app.promotion.failed.products' : 'app.promotion.create.no_products')}
                  </Alert>
                ))}
              {current && actions.includes('update') && (
                <UpdateForm key={formKey('update')} listingId={listingId} current={current} images={images} onDone={done} />
              )}
              {current && actions.includes('renew') && <RenewForm key={formKey('renew')} listingId={listingId} current={current} onDone={done} />}
              {current && actions.includes('cancel') && (
                <CancelPromotion key={formKey('cancel')} listingId={listingId} current={current} today={today} onDone={done} />
              )}
            </Stack>
          </Paper>
        )}

        {current && current.orders.length > 0 && <PromotionOrders promotion={current} />}
        <PromotionHistory history={state.history} />
      </Stack>
    </Page>
  );
};

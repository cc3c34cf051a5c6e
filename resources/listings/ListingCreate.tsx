import { useMemo } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import { Loading, Title, useDataProvider, useGetIdentity, useGetOne, useNotify, useTranslate } from 'react-admin';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import type { Account } from 'schemas/accounts';
import { LISTING_TYPES, type ListingTypeName } from 'schemas/enums';
import { listingTypeName } from 'schemas/listingTypes';
import { listingTypeHasOffMarket } from 'schemas/listings';
import type { ListingRecord } from 'schemas/listings/record';
import { useAccess } from 'src/access';
import type { FormData } from 'src/forms';
import { showPath } from './typePaths';
import { reasonOf, serverFieldErrors } from 'src/forms/serverErrors';
import { ListingForm } from './form/ListingForm';
import { contactDefaults, formDataFrom } from './form/formData';

/**
 * SPEC 2: /listings/{type}/create, off-market with ?offmarket=true where the type has the variant. The contact
 * starts as the user (and the account's phone); ?from={id} starts from another listing of the account instead
 * ('Opret ud fra eksisterende', its images with &images=true). Nothing is stored until the user saves.
 */
export const ListingCreate = ({ typeName }: { typeName: ListingTypeName }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { activeAccount, config } = useAccess();
  const offMarket = params.get('offmarket') === 'true';
  const from = params.get('from');
  const fromId = from !== null && /^\d+$/.test(from) ? Number(from) : null;
  const identity = useGetIdentity();
  const account = useGetOne<Account & { id: number }>('accounts', { id: activeAccount?.id ?? 0 }, { enabled: activeAccount !== null });
  const source = useGetOne<ListingRecord>('listings', { id: fromId ?? 0 }, { enabled: fromId !== null });
  const sourceFits = source.data !== undefined && source.data.accountId === activeAccount?.id && listingTypeName(source.data.listingType) === typeName;
  const initialData = useMemo(
    () => (source.data && sourceFits ? formDataFrom(source.data, typeName, params.get('images') === 'true') : contactDefaults(identity.data, account.data)),
    [source.data, sourceFits, typeName, params, identity.data, account.data],
  );

  if (offMarket && (!listingTypeHasOffMarket(typeName) || !config.features.offMarketCreate)) return <Navigate to="/noaccess" replace />;
  if (!activeAccount) return null;
  // The form takes its first values once: it waits for the user, the account and the listing it starts from.
  if (fromId !== null ? source.isPending : identity.isPending || account.isPending) return <Loading />;
  const type = translate(`resources.listings.type.${LISTING_TYPES[typeName]}`);
  const title = translate(offMarket ? 'resources.listings.create.form_title_offmarket' : 'resources.listings.create.form_title', { type });

  const save = (activate: boolean) => async (data: FormData) => {
    try {
      const { data: created } = await dataProvider.create<ListingRecord>('listings', {
        data: { ...data, accountId: activeAccount.id, listingType: LISTING_TYPES[typeName], offMarket, activate },
      });
      notify(activate ? 'resources.listings.form.created_activated' : 'resources.listings.form.created', { type: 'success' });
      void navigate(showPath(created));
    } catch (error) {
      const fields = serverFieldErrors(error);
      const message = reasonOf(error, translate('resources.listings.form.failed'));
      // The server's text, shown as it is (the default text: it is no key to look up).
      notify(message, { type: 'error', messageArgs: { _: message } });
      return fields;
    }
  };

  return (
    <Box sx={{ mt: 2, mb: 4, px: { xs: 1, md: 2 }, maxWidth: 1100 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {fromId !== null &&
        (source.data && sourceFits ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('resources.listings.from_existing.notice', { title: source.data.title })}
          </Alert>
        ) : (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {translate('resources.listings.from_existing.unavailable')}
          </Alert>
        ))}
      <ListingForm
        typeName={typeName}
        offMarket={offMarket}
        accountId={activeAccount.id}
        initialData={initialData}
        submitLabel={translate('resources.listings.actions.submit_create')}
        cancelTo="/listings"
        onSubmit={save(false)}
        onSubmitAndActivate={save(true)}
        accountName={activeAccount.name}
      />
    </Box>
  );
};

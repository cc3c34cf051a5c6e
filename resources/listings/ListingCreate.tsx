import { Box, Typography } from '@mui/material';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import type { ListingTypeName } from 'schemas/enums';
import { listingTypeHasOffMarket } from 'schemas/listings';
import type { ListingRecord } from 'schemas/listings/record';
import { useAccess } from 'src/access';
import type { FormData } from 'src/forms';
import { showPath, typeIdOf } from './families';
import { fieldErrorsOf, ListingForm, messageOf } from './form/ListingForm';

/** SPEC 2: /listings/{family}/create, off-market with ?offmarket=true where the type has the variant. */
export const ListingCreate = ({ family }: { family: ListingTypeName }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { activeAccount, config } = useAccess();
  const offMarket = params.get('offmarket') === 'true';
  if (offMarket && (!listingTypeHasOffMarket(family) || !config.features.offMarketCreate)) return <Navigate to="/noaccess" replace />;
  if (!activeAccount) return null;
  const type = translate(`resources.listings.type.${typeIdOf(family)}`);
  const title = translate(offMarket ? 'resources.listings.create.form_title_offmarket' : 'resources.listings.create.form_title', { type });

  const save = async (data: FormData) => {
    try {
      const { data: created } = await dataProvider.create<ListingRecord>('listings', {
        data: { ...data, accountId: activeAccount.id, listingType: typeIdOf(family), offMarket },
      });
      notify('resources.listings.form.created', { type: 'success' });
      navigate(showPath(created));
    } catch (error) {
      const fields = fieldErrorsOf(error);
      const message = messageOf(error, translate('resources.listings.form.failed'));
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
      <ListingForm family={family} offMarket={offMarket} accountId={activeAccount.id} submitLabel={translate('resources.listings.actions.submit_create')} cancelTo="/listings" onSubmit={save} />
    </Box>
  );
};

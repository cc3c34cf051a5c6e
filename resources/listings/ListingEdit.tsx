import { useState } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import { Loading, Title, useDataProvider, useGetOne, useNotify, useTranslate } from 'react-admin';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import type { ListingTypeName } from 'schemas/enums';
import { listingFieldNames } from 'schemas/listings';
import type { ListingRecord } from 'schemas/listings/record';
import type { FormData } from 'src/forms';
import { familyOf, showPath } from './families';
import { fieldErrorsOf, ListingForm, messageOf } from './form/ListingForm';
import { isStale, StaleVersionNotice } from './lifecycle/StaleVersionNotice';

/** The form's part of a listing: its fields, images as URLs in their order. */
function formDataOf(record: ListingRecord, family: ListingTypeName): FormData {
  const names = new Set(listingFieldNames(family));
  const data: FormData = Object.fromEntries(Object.entries(record).filter(([key]) => names.has(key)));
  data['images'] = [...record.images].sort((a, b) => a.position - b.position).map((i) => ({ url: i.url }));
  return data;
}

/** SPEC 2: /listings/{family}/{id}/update. The save carries the version read (If-Match). */
export const ListingEdit = ({ family }: { family: ListingTypeName }) => {
  const { id } = useParams();
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const navigate = useNavigate();
  const { data: record, isPending, error, refetch } = useGetOne<ListingRecord>('listings', { id: Number(id) }, { enabled: /^\d+$/.test(id ?? '') });
  // Issue 5: a 412 keeps the user's values and offers to reload or compare (lifecycle/StaleVersionNotice).
  const [stale, setStale] = useState<FormData | null>(null);
  // A row of the index, from react-admin's cache, stands in until the whole listing has come.
  if (isPending || (record && !Array.isArray(record.images))) return <Loading />;
  if (error || !record) return <Alert severity="error" sx={{ mt: 2 }}>{translate('resources.listings.show.not_found')}</Alert>;
  if (familyOf(record.listingType) !== family) return <Navigate to={`${showPath(record)}/update`} replace />;
  const title = `${translate('resources.listings.edit.title')}: ${record.title}`;

  const save = async (data: FormData) => {
    try {
      await dataProvider.update<ListingRecord>('listings', { id: record.id, data, previousData: record });
      notify('resources.listings.form.updated', { type: 'success' });
      navigate(showPath(record));
    } catch (e) {
      if (isStale(e)) setStale(data);
      const message = messageOf(e, translate('resources.listings.form.failed'));
      // The server's text, shown as it is (the default text: it is no key to look up).
      notify(message, { type: 'error', messageArgs: { _: message } });
      return fieldErrorsOf(e);
    }
  };

  return (
    <Box sx={{ mt: 2, mb: 4, px: { xs: 1, md: 2 }, maxWidth: 1100 }}>
      <Title title={translate('resources.listings.edit.title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {stale && <StaleVersionNotice listingId={record.id} yours={stale} onReload={() => { setStale(null); void refetch(); }} />}
      <ListingForm
        key={record.version}
        family={family}
        offMarket={record.offMarket}
        accountId={record.accountId}
        initialData={formDataOf(record, family)}
        submitLabel={translate('resources.listings.actions.save')}
        cancelTo={showPath(record)}
        onSubmit={save}
      />
    </Box>
  );
};

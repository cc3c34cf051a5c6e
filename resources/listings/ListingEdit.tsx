import { useState } from 'react';
import { Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Title, useNotify, useTranslate, useUpdate } from 'react-admin';
import { Navigate, useNavigate } from 'react-router-dom';
import type { ListingTypeName } from 'schemas/enums';
import { listingTypeName } from 'schemas/listingTypes';
import type { ListingRecord } from 'schemas/listings/record';
import type { FormData } from 'src/forms';
import { showPath } from './typePaths';
import { reasonOf, serverFieldErrors } from 'src/forms/serverErrors';
import { ListingForm } from './form/ListingForm';
import { formDataOf } from './form/formData';
import { isStale, StaleVersionNotice } from './lifecycle/StaleVersionNotice';
import { useListingPage } from './useListingPage';
import { CopyMark } from './CopyMark';
import { allowedActions } from 'schemas/listingTransitions';
import { useAccess } from 'src/access';
// The page's frame and heading as plain elements with static styles: they are what the first view waits for.
import css from './listingPage.module.css';

/** SPEC 2: /listings/{type}/{id}/update. The save carries the version read (If-Match). */
export const ListingEdit = ({ typeName }: { typeName: ListingTypeName }) => {
  const translate = useTranslate();
  // useUpdate puts the saved listing the API answers into the query cache, so the show page opens on it.
  const [update] = useUpdate<ListingRecord>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const navigate = useNavigate();
  const { isStaff } = useAccess();
  const { record, fallback, refetch } = useListingPage();
  // A 412 keeps the user's values and offers to reload or compare (lifecycle/StaleVersionNotice).
  const [stale, setStale] = useState<FormData | null>(null);
  if (!record) return fallback;
  if (listingTypeName(record.listingType) !== typeName) return <Navigate to={`${showPath(record)}/update`} replace />;
  const title = `${translate('resources.listings.edit.title')}: ${record.title}`;

  // 'Gem og aktivér' where the status machine lets the user activate the listing (pending, inactive).
  const canActivate = allowedActions(record.status, { isStaff, canWrite: true }).includes('activate');
  const save = (activate: boolean) => async (data: FormData) => {
    try {
      const saved = await update(
        'listings',
        { id: record.id, data: activate ? { ...data, activate } : data, previousData: record },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      // useUpdate merges the answer into the cached listing, which would keep a field the user cleared (the answer
      // leaves it out). The answer is the whole listing, so it replaces the cached one.
      queryClient.setQueryData(['listings', 'getOne', { id: String(record.id) }], saved);
      notify(activate ? 'resources.listings.form.updated_activated' : 'resources.listings.form.updated', { type: 'success' });
      void navigate(showPath(record));
    } catch (e) {
      if (isStale(e)) setStale(data);
      const message = reasonOf(e, translate('resources.listings.form.failed'));
      // The server's text, shown as it is (the default text: it is no key to look up).
      notify(message, { type: 'error', messageArgs: { _: message } });
      return serverFieldErrors(e);
    }
  };

  return (
    <div className={css.page}>
      <Title title={translate('resources.listings.edit.title')} />
      <div className={css.title}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <CopyMark record={record} />
      </div>
      {stale && (
        <StaleVersionNotice
          listingId={record.id}
          yours={stale}
          onReload={() => {
            setStale(null);
            refetch();
          }}
        />
      )}
      <ListingForm
        key={record.version}
        typeName={typeName}
        offMarket={record.offMarket}
        accountId={record.accountId}
        initialData={formDataOf(record, typeName)}
        submitLabel={translate('resources.listings.actions.save')}
        cancelTo={showPath(record)}
        onSubmit={save(false)}
        onSubmitAndActivate={canActivate ? save(true) : undefined}
        accountName={record.accountName}
        imageWidths={new Map(record.images.map((image) => [image.url, image.width]))}
        imageContents={new Map(record.images.map((image) => [image.url, image.content]))}
        savedQuality={record.qualityFixes && { score: record.qualityScore, fixes: record.qualityFixes }}
      />
    </div>
  );
};

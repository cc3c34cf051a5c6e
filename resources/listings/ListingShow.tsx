import { lazy, Suspense, useDeferredValue } from 'react';
import { Button, Chip, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Title, useTranslate } from 'react-admin';
import { Link, Navigate } from 'react-router-dom';
import type { ListingTypeName } from 'schemas/enums';
import { listingTypeName } from 'schemas/listingTypes';
import { useAccess } from 'src/access';
import { useFirstContentShown } from 'src/lib/afterFirstContent';
import { editPath, showPath } from './typePaths';
import { StatusChip } from './StatusChip';
import { useListingPage } from './useListingPage';
import { editable, onPublicSite } from 'schemas/listingTransitions';
import { danishDateOf } from 'schemas/dates';
import { CopyMark } from './CopyMark';
import { ListingClosingInfo } from './lifecycle/ListingClosingInfo';
import { ListingDraftNotice } from './lifecycle/ListingDraftNotice';
import { ConfirmedCurrentNote } from './lifecycle/ConfirmedCurrent';
import { ListingLifecycleActions } from './lifecycle/ListingLifecycleActions';
import { CoverCheckOverrule } from './lifecycle/CoverCheckOverrule';
import { ListingPreviewButton } from './preview/ListingPreviewButton';
// The page's frame and heading as plain elements with static styles: they are what the first view waits for.
import css from './listingPage.module.css';

// The sections (every field, the panels and their schemas) are a chunk of their own, asked for as soon as the page
// opens, beside the listing's call: the heading does not wait for their code, nor they for the heading.
const sectionsModule = import('./ListingSections');
const ListingSections = lazy(() => sectionsModule.then((m) => ({ default: m.ListingSections })));

/**
 * SPEC 2: /listings/{type}/{id} — every field in the form's sections, the images, the public link. The heading
 * and the actions come first; the sections and their calls once that is on the screen (src/lib/afterFirstContent.ts).
 */
export const ListingShow = ({ typeName }: { typeName: ListingTypeName }) => {
  const translate = useTranslate();
  const { check } = useAccess();
  const { record, fallback } = useListingPage();
  // Rendered in the background, so that the heading is painted first however long the sections take.
  const sectionsDue = useDeferredValue(useFirstContentShown(), false);
  if (!record) return fallback;
  if (listingTypeName(record.listingType) !== typeName) return <Navigate to={showPath(record)} replace />;

  const canEdit = check(editPath(record)).kind === 'allow' && editable(record.status);

  return (
    <div className={css.page}>
      <Title title={record.title} />
      <div className={css.head}>
        <div>
          <div className={css.marks}>
            <StatusChip status={record.status} />
            <Chip size="small" variant="outlined" label={translate(`resources.listings.type.${record.listingType}`)} />
            {record.offMarket && <Chip size="small" color="secondary" label={translate('resources.listings.show.offmarket')} />}
            <CopyMark record={record} />
            <ConfirmedCurrentNote record={record} />
            {record.accountOwnerListingIdentifierID && (
              <Typography variant="body2" color="text.secondary">
                {translate('resources.listings.fields.caseNumber')}: {record.accountOwnerListingIdentifierID}
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              {translate('resources.listings.show.created_on', { date: danishDateOf(record.createdAt) })}
            </Typography>
          </div>
          <Typography variant="h5" component="h1">
            {record.title}
          </Typography>
          <Typography color="text.secondary">{record.addressText}</Typography>
        </div>
        <div className={css.actions}>
          {/* Only what the public site shows has a page there. */}
          {onPublicSite(record) && (
            <Button href={record.publicUrl} target="_blank" rel="noopener noreferrer" startIcon={<OpenInNewIcon />}>
              {translate('resources.listings.actions.view_public')}
            </Button>
          )}
          <ListingPreviewButton
            typeName={typeName}
            values={() => ({ ...record, images: [...record.images].sort((a, b) => a.position - b.position) })}
            accountName={record.accountName}
          />
          {canEdit && (
            <Button component={Link} to={editPath(record)} variant="contained" startIcon={<EditIcon />}>
              {translate('resources.listings.actions.edit')}
            </Button>
          )}
        </div>
      </div>
      {/* The lifecycle actions the transition table allows, and the closing. */}
      <ListingClosingInfo record={record} />
      <ListingDraftNotice record={record} />
      <div className={css.block}>
        <ListingLifecycleActions record={record} statisticsPath={`${showPath(record)}/statistics`} />
        <CoverCheckOverrule record={record} />
      </div>
      {sectionsDue && (
        <Suspense fallback={null}>
          <ListingSections record={record} typeName={typeName} />
        </Suspense>
      )}
    </div>
  );
};

import { useTranslate } from 'react-admin';
import type { ListingSummary } from 'schemas/listings/record';
import { RecordCards, type CardField } from 'src/layout/RecordCards';
import { showPath } from './typePaths';
import { ConfirmedCurrentLine, CopyTag, PromotionMarkTag, promotionMarkOf, StatusMark } from './IndexMarks';
import { usePromotionAvailable } from 'src/pages/promotion/usePromotionAvailable';
import { ListingThumbnail } from './ListingThumbnail';
import { formatArea, formatCount, formatKroner } from './numbers';
import { COLUMN_LABELS } from './views/columns';
import { danishDateOf } from 'schemas/dates';

/**
 * The listing index on a phone: a card per listing with its title (opening the listing), status,
 * cover and the figures of the table's columns. A figure is added to the cards by adding a field.
 */
export const ListingCards = () => {
  const translate = useTranslate();
  const promotionAvailable = usePromotionAvailable();
  const fields: CardField<ListingSummary>[] = [
    {
      label: 'resources.listings.fields.listingType',
      render: (r) =>
        r.offMarket
          ? `${translate(`resources.listings.type.${r.listingType}`)} · ${translate('resources.listings.show.offmarket')}`
          : translate(`resources.listings.type.${r.listingType}`),
    },
    { label: 'resources.listings.fields.addressText', render: (r) => r.addressText },
    { label: 'resources.listings.fields.caseNumber', render: (r) => r.accountOwnerListingIdentifierID ?? '–' },
    { label: 'resources.listings.fields.updatedAt', render: (r) => danishDateOf(r.updatedAt) },
    { label: 'resources.listings.fields.createdAt', render: (r) => danishDateOf(r.createdAt) },
    { label: COLUMN_LABELS.price, render: (r) => (r.price === null ? '–' : formatKroner(r.price)) },
    { label: COLUMN_LABELS.floorArea, render: (r) => (r.floorArea === null ? '–' : formatArea(r.floorArea)) },
    { label: COLUMN_LABELS.visits, render: (r) => formatCount(r.visits) },
    { label: COLUMN_LABELS.leads, render: (r) => formatCount(r.leads) },
    { label: COLUMN_LABELS.qualityScore, render: (r) => (r.qualityScore === null ? '–' : String(r.qualityScore)) },
  ];
  return (
    <RecordCards<ListingSummary>
      label="app.nav.listings"
      title={(r) => r.title}
      link={showPath}
      badges={(r) => (
        <>
          <StatusMark status={r.status} />
          <CopyTag record={r} />
          <ConfirmedCurrentLine record={r} />
          {promotionAvailable && <PromotionMarkTag mark={promotionMarkOf(r)} />}
        </>
      )}
      media={(r) => (r.coverImageUrl ? <ListingThumbnail url={r.coverImageUrl} width={72} height={48} lazy /> : null)}
      fields={fields}
    />
  );
};

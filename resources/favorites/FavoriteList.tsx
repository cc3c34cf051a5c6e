import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { DataTable, useDelete, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { List } from 'src/layout/List';
import type { Favorite } from 'schemas/favorites';
import { formatDanishNumber } from 'schemas/danishNumber';
import { ResourcePage } from 'src/content/ResourcePage';
import { CardsOrTable, RecordCards } from 'src/layout/RecordCards';

const UnavailableChip = () => {
  const record = useRecordContext<Favorite>();
  const translate = useTranslate();
  return record && !record.available ? <Chip size="small" label={translate('app.favorites.unavailable')} /> : null;
};

const Title = () => {
  const record = useRecordContext<Favorite>();
  if (!record) return null;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {record.title}
      </Typography>
      <UnavailableChip />
    </Stack>
  );
};

const TypeField = () => {
  const record = useRecordContext<Favorite>();
  const translate = useTranslate();
  return record ? <>{translate(`app.searchagents.listing_type.${record.listingType}`, { _: String(record.listingType) })}</> : null;
};

/** The listing's price as its type writes it (schemas/listingTypes.ts): yearly rent, price, the lowest seat price. */
const PriceField = () => {
  const record = useRecordContext<Favorite>();
  const translate = useTranslate();
  if (!record || record.price === null) return null;
  const amount = formatDanishNumber(record.price);
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {translate(`resources.listings.price.${record.listingType}`, { amount })}
    </Box>
  );
};

const AreaField = () => {
  const record = useRecordContext<Favorite>();
  return record?.floorArea ? <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{`${formatDanishNumber(record.floorArea)} m²`}</Box> : null;
};

const OpenButton = () => {
  const record = useRecordContext<Favorite>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Button
      href={record.publicUrl}
      target="_blank"
      rel="noopener noreferrer"
      size="small"
      endIcon={<OpenInNewIcon fontSize="small" />}
      aria-label={`${translate('app.favorites.open')}: ${record.title}`}
    >
      {translate('app.favorites.open')}
    </Button>
  );
};

/** Removes at once: a favourite is marked again in a click on the public site, so no confirmation. */
const RemoveButton = () => {
  const record = useRecordContext<Favorite>();
  const translate = useTranslate();
  const notify = useNotify();
  const [remove, { isPending }] = useDelete<Favorite>();
  if (!record) return null;
  return (
    <Button
      size="small"
      color="error"
      startIcon={<DeleteOutlineIcon fontSize="small" />}
      disabled={isPending}
      aria-label={`${translate('app.favorites.remove')}: ${record.title}`}
      onClick={() => {
        // Pessimistic: the outcome is reported by onSuccess and onError.
        void remove(
          'favorites',
          { id: record.id, previousData: record },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => notify('app.favorites.removed', { type: 'success' }),
            onError: () => notify('app.favorites.remove_failed', { type: 'error' }),
          },
        );
      }}
    >
      {translate('app.favorites.remove')}
    </Button>
  );
};

const Empty = () => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <FavoriteBorderIcon color="action" />
        <Typography>{translate('app.favorites.empty')}</Typography>
      </CardContent>
    </Card>
  );
};

/** On a phone: a card per favourite with the figures of the table's columns, and its buttons. */
const FavoriteCards = () => (
  <RecordCards<Favorite>
    label="app.favorites.title"
    title={(r) => r.title}
    badges={() => <UnavailableChip />}
    fields={[
      { label: 'resources.favorites.fields.addressText', render: (r) => r.addressText },
      { label: 'resources.favorites.fields.listingType', render: () => <TypeField /> },
      { label: 'resources.favorites.fields.floorArea', render: () => <AreaField /> },
      { label: 'resources.favorites.fields.price', render: () => <PriceField /> },
    ]}
    actions={() => (
      <>
        <OpenButton />
        <RemoveButton />
      </>
    )}
  />
);

/** SPEC 2 /favorites: the listings the user marked on the public site, for any signed-in user. */
export const FavoriteList = () => (
  <ResourcePage title="app.favorites.title">
    <List<Favorite> title="app.favorites.title" exporter={false} empty={<Empty />} actions={false}>
      <CardsOrTable cards={<FavoriteCards />}>
        <DataTable<Favorite> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="title">
            <Title />
          </DataTable.Col>
          <DataTable.Col source="addressText" />
          <DataTable.Col source="listingType">
            <TypeField />
          </DataTable.Col>
          <DataTable.Col source="floorArea">
            <AreaField />
          </DataTable.Col>
          <DataTable.Col source="price">
            <PriceField />
          </DataTable.Col>
          <DataTable.Col label=" ">
            <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end', whiteSpace: 'nowrap' }}>
              <OpenButton />
              <RemoveButton />
            </Stack>
          </DataTable.Col>
        </DataTable>
      </CardsOrTable>
    </List>
  </ResourcePage>
);

import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { CreateButton, DataTable, DeleteButton, EditButton, RefreshButton, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { List } from 'src/layout/List';
import type { SearchAgent } from 'schemas/searchAgents';
import { formatDanishNumber } from 'schemas/danishNumber';
import { ResourcePage } from 'src/content/ResourcePage';
import { CardsOrTable, RecordCards } from 'src/layout/RecordCards';
import { useMunicipalities } from './lookups';

const Actions = () => (
  <TopToolbar>
    <RefreshButton />
    <CreateButton label="app.searchagents.create" />
  </TopToolbar>
);

/** SPEC 2: the empty list says 'no agents created', and offers to create one and to refresh. */
const Empty = () => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ mt: 2, width: '100%' }}>
      <CardContent sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <NotificationsNoneIcon color="action" />
          <Typography variant="h6" component="p">
            {translate('app.searchagents.empty')}
          </Typography>
        </Stack>
        <Typography color="text.secondary">{translate('app.searchagents.empty_help')}</Typography>
        <Stack direction="row" sx={{ gap: 1 }}>
          <CreateButton label="app.searchagents.create" variant="contained" />
          <RefreshButton />
        </Stack>
      </CardContent>
    </Card>
  );
};

const TypesField = () => {
  const record = useRecordContext<SearchAgent>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      {record.listingTypes.map((t) => (
        <Chip key={t} size="small" label={translate(`app.searchagents.listing_type.${t}`, { _: String(t) })} />
      ))}
    </Stack>
  );
};

const AreasField = () => {
  const record = useRecordContext<SearchAgent>();
  const translate = useTranslate();
  const municipalities = useMunicipalities();
  if (!record) return null;
  const names = record.municipalityCodes.map((code) => municipalities.data.find((m) => m.code === code)?.name ?? String(code));
  const all = [...names, ...record.zipCodes];
  return <>{all.length > 0 ? all.join(', ') : translate('app.searchagents.all_of_denmark')}</>;
};

const RangeText = ({ min, max, unit }: { min: number | null; max: number | null; unit: string }) => {
  if (min === null && max === null) return null;
  const text = `${min !== null ? formatDanishNumber(min) : ''}–${max !== null ? formatDanishNumber(max) : ''} ${unit}`;
  return <Typography variant="body2">{text}</Typography>;
};

const SizeField = () => {
  const record = useRecordContext<SearchAgent>();
  if (!record) return null;
  return (
    <Box>
      <RangeText min={record.floorAreaMin} max={record.floorAreaMax} unit="m²" />
      <RangeText min={record.priceMin} max={record.priceMax} unit="kr." />
      <RangeText min={record.rentMin} max={record.rentMax} unit="kr./år" />
    </Box>
  );
};

const IntervalField = () => {
  const record = useRecordContext<SearchAgent>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack sx={{ gap: 0.5, alignItems: 'flex-start' }}>
      <span>{translate(`app.searchagents.interval.${record.interval}`)}</span>
      <Chip
        size="small"
        color={record.active ? 'success' : 'default'}
        label={translate(record.active ? 'app.searchagents.active' : 'app.searchagents.paused')}
      />
    </Stack>
  );
};

const MatchesField = () => {
  const record = useRecordContext<SearchAgent>();
  const translate = useTranslate();
  return record ? <>{translate('app.searchagents.matches', { smart_count: record.matches })}</> : null;
};

const RowActions = () => {
  const record = useRecordContext<SearchAgent>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
      <EditButton aria-label={`${translate('ra.action.edit')}: ${record.name}`} />
      <DeleteButton mutationMode="pessimistic" aria-label={`${translate('ra.action.delete')}: ${record.name}`} />
    </Stack>
  );
};

/** On a phone: a card per search agent, opening it, with the figures of the table's columns. */
const SearchAgentCards = () => (
  <RecordCards<SearchAgent>
    label="app.searchagents.title"
    title={(r) => r.name}
    link={(r) => `/searchagents/${r.id}`}
    badges={() => <IntervalField />}
    fields={[
      { label: 'resources.searchagents.fields.listingTypes', render: () => <TypesField /> },
      { label: 'resources.searchagents.fields.areas', render: () => <AreasField /> },
      { label: 'app.searchagents.section_size', render: () => <SizeField /> },
      { label: 'resources.searchagents.fields.matches', render: () => <MatchesField /> },
    ]}
    actions={() => <RowActions />}
  />
);

/** SPEC 2 /searchagents: the user's search agents, with a refresh button; any signed-in user. */
export const SearchAgentList = () => (
  <ResourcePage title="app.searchagents.title">
    <List<SearchAgent> title="app.searchagents.title" exporter={false} actions={<Actions />} empty={<Empty />} sort={{ field: 'name', order: 'ASC' }}>
      <CardsOrTable cards={<SearchAgentCards />}>
        <DataTable<SearchAgent> bulkActionButtons={false} rowClick="edit">
          <DataTable.Col source="name" />
          <DataTable.Col source="listingTypes" disableSort>
            <TypesField />
          </DataTable.Col>
          <DataTable.Col source="areas" disableSort>
            <AreasField />
          </DataTable.Col>
          <DataTable.Col source="floorAreaMin" label="app.searchagents.section_size" disableSort>
            <SizeField />
          </DataTable.Col>
          <DataTable.Col source="interval">
            <IntervalField />
          </DataTable.Col>
          <DataTable.Col source="matches" disableSort>
            <MatchesField />
          </DataTable.Col>
          <DataTable.Col label=" ">
            <RowActions />
          </DataTable.Col>
        </DataTable>
      </CardsOrTable>
    </List>
  </ResourcePage>
);

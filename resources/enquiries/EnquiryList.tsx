import { useState } from 'react';
import { Button, Card, CardContent, Link as MuiLink, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import InboxIcon from '@mui/icons-material/Inbox';
import {
  AutocompleteInput,
  DataTable,
  FilterButton,
  ReferenceInput,
  RefreshButton,
  SearchInput,
  SelectInput,
  TopToolbar,
  useListContext,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { danishDateTimeOf } from 'schemas/dates';
import { isObject } from 'schemas/isObject';
import { useAccess } from 'src/access';
import { ResourcePage } from 'src/content/ResourcePage';
import { List } from 'src/layout/List';
import { CardsOrTable, RecordCards } from 'src/layout/RecordCards';
import { useCompactLayout } from 'src/layout/useCompactLayout';
import { useEntityToast } from 'src/layout/useEntityToast';
import { downloadCsv } from 'src/pages/statistics/csv';
import { useMemberDataProvider } from 'src/providers/dataProvider';
import { DayFilterInput } from './DayFilterInput';
import { useColleagues } from './useColleagues';
import { EnquiryKindText, EnquiryStatusChip, MailStatusChip } from './EnquiryChips';
import { enquiryPath, listingPathOf, listingTitleOf } from './paths';
import { ENQUIRY_KINDS, ENQUIRY_MAIL_STATUSES, ENQUIRY_STATUSES, type Enquiry } from './types';

/** Every enquiry matching the inbox's filters (not only the page), as the server writes the CSV. */
const ExportButton = () => {
  const translate = useTranslate();
  const dataProvider = useMemberDataProvider();
  const toast = useEntityToast();
  const { total } = useListContext<Enquiry>();
  const filterValues: unknown = useListContext<Enquiry>().filterValues;
  const [busy, setBusy] = useState(false);
  const exportAll = async () => {
    setBusy(true);
    try {
      const file = await dataProvider.exportEnquiries(isObject(filterValues) ? filterValues : {});
      downloadCsv(file.name ?? 'henvendelser.csv', file.text);
    } catch (error) {
      toast.failedAs('app.enquiries.export_failed', {}, error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" variant="outlined" startIcon={<DownloadIcon />} disabled={busy || total === 0} onClick={() => void exportAll()}>
      {translate('app.enquiries.export')}
    </Button>
  );
};

const Actions = () => {
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      {/* The filters not shown: on a phone all but the status, on a desk the assignee and the mail's delivery. */}
      <FilterButton />
      <RefreshButton />
      <ExportButton />
    </TopToolbar>
  );
};

const Empty = () => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ mt: 2, width: '100%' }}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <InboxIcon color="action" />
          <Typography variant="h6" component="p">
            {translate('app.enquiries.empty')}
          </Typography>
        </Stack>
        <Typography color="text.secondary">{translate('app.enquiries.empty_help')}</Typography>
      </CardContent>
    </Card>
  );
};

function useFilters() {
  const translate = useTranslate();
  const compact = useCompactLayout();
  const accountId = useAccess().activeAccount?.id;
  const colleagues = useColleagues();
  const onDesk = !compact;
  return [
    <SearchInput key="q" source="q" alwaysOn={onDesk} placeholder={translate('resources.enquiries.fields.q')} />,
    <SelectInput key="status" source="status" choices={ENQUIRY_STATUSES.map((id) => ({ id, name: translate(`app.enquiries.status.${id}`) }))} alwaysOn />,
    <SelectInput key="kind" source="kind" choices={ENQUIRY_KINDS.map((id) => ({ id, name: translate(`app.enquiries.kind.${id}`) }))} alwaysOn={onDesk} />,
    <SelectInput key="assignedUserId" source="assignedUserId" choices={colleagues.map((user) => ({ id: user.userId, name: user.name ?? user.email }))} />,
    // The enquiries whose mail did not reach the account, above all.
    <SelectInput
      key="mailStatus"
      source="mailStatus"
      choices={ENQUIRY_MAIL_STATUSES.map((id) => ({ id, name: translate(`app.enquiries.mail_status.${id}`) }))}
    />,
    // The account's listings, found by a part of their address.
    <ReferenceInput
      key="listingId"
      source="listingId"
      reference="listings"
      filter={accountId === undefined ? {} : { accountId }}
      sort={{ field: 'updatedAt', order: 'DESC' }}
      perPage={25}
      alwaysOn={onDesk}
    >
      <AutocompleteInput
        label="resources.enquiries.fields.listingId"
        optionText={(listing: { title: string; addressText?: string | null }) =>
          listing.addressText ? `${listing.title} (${listing.addressText})` : listing.title
        }
        filterToQuery={(address: string) => (address ? { address } : {})}
        sx={{ minWidth: 260 }}
      />
    </ReferenceInput>,
    <DayFilterInput key="createdFrom" source="createdFrom" alwaysOn={onDesk} />,
    <DayFilterInput key="createdTo" source="createdTo" alwaysOn={onDesk} />,
  ];
}

const ReceivedField = () => {
  const record = useRecordContext<Enquiry>();
  return record ? <>{danishDateTimeOf(record.createdAt)}</> : null;
};

/** The listing, leading to its page; a click on it opens the listing, not the enquiry. */
const ListingField = () => {
  const record = useRecordContext<Enquiry>();
  if (!record) return null;
  return (
    <MuiLink component={Link} to={listingPathOf(record.listingId)} underline="hover" onClick={(event) => event.stopPropagation()}>
      {listingTitleOf(record)}
    </MuiLink>
  );
};

const NameField = () => {
  const record = useRecordContext<Enquiry>();
  const translate = useTranslate();
  if (!record) return null;
  const name = record.name ?? translate('app.enquiries.erased');
  // A new enquiry reads as unread mail does: in bold.
  return <span style={{ fontWeight: record.status === 'new' ? 700 : undefined }}>{name}</span>;
};

const KindField = () => {
  const record = useRecordContext<Enquiry>();
  return record ? <EnquiryKindText kind={record.kind} /> : null;
};

const StatusField = () => {
  const record = useRecordContext<Enquiry>();
  return record ? <EnquiryStatusChip status={record.status} /> : null;
};

const MailField = () => {
  const record = useRecordContext<Enquiry>();
  return record ? <MailStatusChip status={record.mailStatus} /> : null;
};

/** On a phone: a card per enquiry, opening it, with the table's columns. */
const EnquiryCards = () => {
  const translate = useTranslate();
  return (
    <RecordCards<Enquiry>
      label="app.enquiries.title"
      title={(r) => r.name ?? translate('app.enquiries.erased')}
      link={(r) => enquiryPath(r.id)}
      badges={(r) => <EnquiryStatusChip status={r.status} />}
      fields={[
        { label: 'resources.enquiries.fields.createdAt', render: (r) => danishDateTimeOf(r.createdAt) },
        { label: 'resources.enquiries.fields.listingId', render: (r) => listingTitleOf(r) },
        { label: 'resources.enquiries.fields.kind', render: (r) => <EnquiryKindText kind={r.kind} /> },
        { label: 'resources.enquiries.fields.mailStatus', render: (r) => <MailStatusChip status={r.mailStatus} /> },
      ]}
    />
  );
};

/** The inbox: the active account's enquiries, newest first, with filters, on a phone as cards. */
export const EnquiryList = () => {
  const filters = useFilters();
  return (
    <ResourcePage title="app.enquiries.title">
      <List<Enquiry> exporter={false} actions={<Actions />} filters={filters} empty={<Empty />} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
        <CardsOrTable cards={<EnquiryCards />}>
          <DataTable<Enquiry> bulkActionButtons={false} rowClick="show">
            <DataTable.Col source="createdAt">
              <ReceivedField />
            </DataTable.Col>
            <DataTable.Col source="listingId" disableSort>
              <ListingField />
            </DataTable.Col>
            <DataTable.Col source="name">
              <NameField />
            </DataTable.Col>
            <DataTable.Col source="kind">
              <KindField />
            </DataTable.Col>
            <DataTable.Col source="status">
              <StatusField />
            </DataTable.Col>
            <DataTable.Col source="mailStatus" disableSort>
              <MailField />
            </DataTable.Col>
          </DataTable>
        </CardsOrTable>
      </List>
    </ResourcePage>
  );
};

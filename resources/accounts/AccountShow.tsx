import { Chip, Stack } from '@mui/material';
import { EmailField, FunctionField, ImageField, Labeled, Show, TabbedShowLayout, TextField, UrlField, useTranslate } from 'react-admin';
import type { Account } from 'schemas/accounts';
import { PERMISSIONS } from 'schemas/enums';
import { AccountTypeField } from './AccountTypeField';
import { AccountSettingsForm } from './AccountSettingsForm';

const PermissionChips = ({ account }: { account: Account }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      {PERMISSIONS.filter((p) => account.permissions[p]).map((p) => (
        <Chip key={p} label={translate(`app.permission.${p}`)} size="small" />
      ))}
    </Stack>
  );
};

export const AccountShow = () => (
  <Show<Account>>
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label="resources.accounts.sections.company">
        <TextField source="name" />
        <Labeled source="accountType">
          <AccountTypeField />
        </Labeled>
        <TextField source="billingId" emptyText="–" />
        <EmailField source="email" />
        <FunctionField<Account> source="ccEmail" render={(a) => (a.ccEmail.length ? a.ccEmail.join(', ') : '–')} />
        <TextField source="phoneNumber" emptyText="–" />
        <UrlField source="website" emptyText="–" />
        <TextField source="organization" emptyText="–" />
        <TextField source="listingSupplier" emptyText="–" />
        <TextField source="description" emptyText="–" sx={{ whiteSpace: 'pre-line' }} />
        <ImageField source="logoUrl" emptyText="–" />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.accounts.sections.address" path="address">
        <TextField source="address.streetName" />
        <TextField source="address.streetNumber" />
        <TextField source="address.floor" emptyText="–" />
        <TextField source="address.door" emptyText="–" />
        <TextField source="address.zipCode" />
        <TextField source="address.city" />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.accounts.sections.permissions" path="permissions">
        <FunctionField<Account> source="permissions" render={(account) => <PermissionChips account={account} />} />
      </TabbedShowLayout.Tab>
      {/* Staff set what a customer cannot: the type, the billing id and the permissions. */}
      <TabbedShowLayout.Tab label="resources.accounts.staff.settings_title" path="settings">
        <AccountSettingsForm />
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </Show>
);

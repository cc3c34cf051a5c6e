import { BooleanInput, DataTable } from 'react-admin';
import { List } from 'src/layout/List';
import type { Account } from 'schemas/accounts';
import { ResourcePage } from 'src/content/ResourcePage';
import { WIDE_SCREEN_COLUMN } from 'src/layout/RecordCards';
import { AccountTypeField } from './AccountTypeField';

// Accounts no member administers (their last administrator left, or staff made them) are staff's to look after.
const filters = [<BooleanInput key="withoutAdministrator" source="withoutAdministrator" alwaysOn />];

export const AccountList = () => (
  <ResourcePage title="app.nav.all_accounts">
    <List<Account> sort={{ field: 'name', order: 'ASC' }} exporter={false} filters={filters}>
      <DataTable<Account> rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="accountType">
          <AccountTypeField />
        </DataTable.Col>
        <DataTable.Col source="billingId" {...WIDE_SCREEN_COLUMN} />
        <DataTable.Col source="email" {...WIDE_SCREEN_COLUMN} />
        <DataTable.Col source="address.city" {...WIDE_SCREEN_COLUMN} />
      </DataTable>
    </List>
  </ResourcePage>
);

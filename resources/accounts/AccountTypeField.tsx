import { useRecordContext, useTranslate } from 'react-admin';
import type { Account } from 'schemas/accounts';

/** The account type's label ('Mægler'), not its number. */
export const AccountTypeField = () => {
  const record = useRecordContext<Account>();
  const translate = useTranslate();
  if (!record) return null;
  return <span>{translate(`app.account_type.${record.accountType}`, { _: String(record.accountType) })}</span>;
};

import { useTranslate } from 'react-admin';
import { useAccess } from '../access/AccessProvider';

/** SPEC 1: the home page's title varies with the account type (a user without an account type has one too). */
export function useAreaTitle(): string {
  const translate = useTranslate();
  const { activeAccount } = useAccess();
  const type = activeAccount?.accountType;
  return translate(type === undefined ? 'app.area.none' : `app.area.${type}`, { _: translate('app.area.none') });
}

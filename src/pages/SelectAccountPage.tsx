import { useMemo, useState } from 'react';
import { Alert, Card, Chip, InputAdornment, List, ListItem, ListItemButton, ListItemText, Stack, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { AccountAssociation } from 'schemas/accounts';
import { useAccess } from '../access/AccessProvider';
import { PATHS, safeTarget } from '../access/paths';
import { ActingRolesField } from '../layout/ActingRolesField';
import { Page } from '../layout/Page';

/** Above this many accounts (staff see them all) the list gets a search field. */
const SEARCH_FROM = 8;

/**
 * SPEC 2's select-account page: shown when a URL is opened without an active account; after the choice
 * the user goes on to that URL (?redirect=). Staff also choose the roles they act with.
 */
export const SelectAccountPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { accounts, activeAccount, actingRoles, isStaff, selectAccount } = useAccess();
  // Staff pick the roles first; an account picked without one asks for it.
  const [roleAsked, setRoleAsked] = useState(false);
  const [query, setQuery] = useState('');
  const target = safeTarget(params.get('redirect')) ?? PATHS.home;

  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    if (!q) return accounts;
    return accounts.filter((a) => a.name.toLowerCase().includes(q) || (a.billingId ?? '').includes(q));
  }, [accounts, query]);

  const choose = (account: AccountAssociation) => {
    if (isStaff && actingRoles.length === 0) {
      setRoleAsked(true);
      return;
    }
    selectAccount(account.id);
    void navigate(target, { replace: true });
  };
  const intro = isStaff ? 'app.select_account.staff_intro' : accounts.length === 1 ? 'app.select_account.intro_one' : 'app.select_account.intro';

  return (
    <Page title={translate('app.select_account.title')} subtitle={translate(intro)} width="narrow">
      <Stack sx={{ gap: 2 }}>
        {isStaff && <ActingRolesField row missing={roleAsked && actingRoles.length === 0} />}
        {accounts.length >= SEARCH_FROM && (
          <TextField
            label={translate('app.select_account.search')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon />
                  </InputAdornment>
                ),
              },
            }}
          />
        )}
        <Card variant="outlined">
          <List disablePadding aria-label={translate('app.select_account.title')}>
            {shown.map((account, index) => (
              // A list holds list items only (WCAG 1.3.1): each choice is a button in an item of its own.
              <ListItem key={account.id} disablePadding divider={index < shown.length - 1}>
                <ListItemButton onClick={() => choose(account)}>
                  <ListItemText
                    primary={account.name}
                    secondary={[
                      translate(`app.account_type.${account.accountType}`, { _: String(account.accountType) }),
                      account.billingId ? translate('app.nav.billing_id', { billingId: account.billingId }) : null,
                      isStaff ? null : account.userRoles.map((r) => translate(`app.role.${r}`, { _: String(r) })).join(', '),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                    slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                  />
                  {activeAccount?.id === account.id && (
                    <Chip size="small" color="primary" variant="outlined" label={translate('app.select_account.current')} sx={{ mr: 1 }} />
                  )}
                  <ChevronRightIcon color="action" />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Card>
        {shown.length === 0 && <Alert severity="info">{translate('app.select_account.none_found')}</Alert>}
      </Stack>
    </Page>
  );
};

import type { ReactNode } from 'react';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  Divider,
  Grid,
  Link as MuiLink,
  Stack,
  Typography,
} from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import ReceiptIcon from '@mui/icons-material/ReceiptLong';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Loading, ShowBase, useShowContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Account } from 'schemas/accounts';
import { PERMISSIONS, ROLES } from 'schemas/enums';
import { formatAddress } from 'schemas/listings/address';
import { useAccess } from 'src/access/AccessProvider';
import { isReachable } from 'src/access/guard';
import { PATHS } from 'src/access/paths';
import { RECORD_QUERY_OPTIONS, ShowLoadError } from 'src/layout/LoadError';
import { Page } from 'src/layout/Page';
import { AccountUsers } from './AccountUsers';
import { AccountApiKeys } from './AccountApiKeys';
import { AccountApiLog } from './AccountApiLog';
import { AccountWebhooks } from './AccountWebhooks';

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <Grid size={{ xs: 12, sm: 6 }}>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography component="div" sx={{ wordBreak: 'break-word' }}>
      {children || '–'}
    </Typography>
  </Grid>
);

const Section = ({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) => (
  <Card variant="outlined">
    <CardHeader title={title} action={action} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
    <Divider />
    <CardContent>{children}</CardContent>
  </Card>
);

const AccountContent = () => {
  const translate = useTranslate();
  const { record: account, isPending } = useShowContext<Account>();
  const { activeAccount, check, isStaff } = useAccess();
  // A failed load is <ShowBase>'s (ShowLoadError).
  if (isPending || !account) return <Loading />;

  const field = (name: string) => translate(`resources.accounts.fields.${name}`);
  const canEdit = isReachable(check(PATHS.accountUpdate));
  // Broker and PremiumAdvertiser accounts: what their promotions cost.
  const canSeeOrders = isReachable(check(PATHS.promotionOrders));
  const isAdmin = activeAccount?.roles.includes(ROLES.Admin) ?? false;
  const address = account.address;
  // As Danes write it, as every address in the product: 'Sundkrogsgade 21, 3. th'; the town on its own line.
  const street = formatAddress({ streetName: address.streetName, streetNumber: address.streetNumber, floor: address.floor, door: address.door });
  const debugData = {
    id: account.id,
    accountType: account.accountType,
    billingId: account.billingId,
    listingSupplier: account.listingSupplier,
    permissions: account.permissions,
    userRoles: account.userRoles,
    actingRoles: activeAccount?.roles ?? [],
    staff: isStaff,
    version: account.version,
    updatedAt: account.updatedAt,
  };

  return (
    <Page
      title={account.name}
      subtitle={
        <Stack direction="row" component="span" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <span>{translate(`app.account_type.${account.accountType}`, { _: String(account.accountType) })}</span>
          {account.billingId && <span>· {translate('app.nav.billing_id', { billingId: account.billingId })}</span>}
        </Stack>
      }
      actions={
        <>
          {canSeeOrders && (
            <Button component={Link} to={PATHS.promotionOrders} variant="outlined" startIcon={<ReceiptIcon />}>
              {translate('app.promotion.overview.link')}
            </Button>
          )}
          {canEdit && (
            <Button component={Link} to={PATHS.accountUpdate} variant="contained" startIcon={<EditIcon />}>
              {translate('resources.accounts.edit')}
            </Button>
          )}
        </>
      }
    >
      <Stack sx={{ gap: 3 }}>
        <Section title={translate('resources.accounts.sections.company')}>
          <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 3 }}>
            {account.logoUrl && (
              <Avatar
                variant="rounded"
                src={account.logoUrl}
                alt={translate('resources.accounts.logo_alt', { name: account.name })}
                sx={{ width: 96, height: 96, bgcolor: 'grey.100' }}
              />
            )}
            <Grid container spacing={2} sx={{ flex: 1 }}>
              <Field label={field('email')}>
                <MuiLink href={`mailto:${account.email}`}>{account.email}</MuiLink>
              </Field>
              <Field label={field('ccEmail')}>{account.ccEmail.join(', ')}</Field>
              <Field label={field('phoneNumber')}>{account.phoneNumber}</Field>
              <Field label={field('website')}>
                {account.website && (
                  <MuiLink href={account.website} target="_blank" rel="noopener noreferrer">
                    {account.website}
                  </MuiLink>
                )}
              </Field>
              <Field label={field('organization')}>{account.organization}</Field>
              <Field label={field('listingSupplier')}>{account.listingSupplier}</Field>
              <Grid size={12}>
                <Typography variant="caption" color="text.secondary" component="div">
                  {field('description')}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-line' }}>{account.description || '–'}</Typography>
              </Grid>
            </Grid>
          </Stack>
        </Section>

        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Section title={translate('resources.accounts.sections.address')}>
              <Typography>{street}</Typography>
              <Typography>
                {address.zipCode} {address.city}
              </Typography>
            </Section>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Section title={translate('resources.accounts.sections.permissions')}>
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                {PERMISSIONS.filter((p) => account.permissions[p]).map((p) => (
                  <Chip key={p} color="primary" variant="outlined" label={translate(`app.permission.${p}`)} />
                ))}
              </Stack>
            </Section>
          </Grid>
        </Grid>

        <Section title={translate('resources.accounts.users.title')}>
          <AccountUsers accountId={account.id} canManage={isAdmin} />
        </Section>

        {/* The account's administrators (and staff acting as one) manage its API keys. */}
        {isAdmin && (
          <Section title={translate('resources.accounts.api_keys.title')}>
            <AccountApiKeys accountId={account.id} />
          </Section>
        )}
        {isAdmin && (
          <Section title={translate('resources.accounts.api_log.title')}>
            <AccountApiLog accountId={account.id} />
          </Section>
        )}
        {isAdmin && (
          <Section title={translate('resources.accounts.webhooks.title')}>
            <AccountWebhooks accountId={account.id} />
          </Section>
        )}

        <Accordion variant="outlined" disableGutters>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography variant="subtitle2" component="h2">
              {translate('resources.accounts.debug')}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Box
              component="pre"
              aria-label={translate('resources.accounts.debug')}
              sx={{ m: 0, p: 2, bgcolor: 'grey.100', borderRadius: 1, fontSize: 13, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            >
              {JSON.stringify(debugData, null, 2)}
            </Box>
          </AccordionDetails>
        </Accordion>
      </Stack>
    </Page>
  );
};

/** /account (SPEC 2): the active account's company data, its users and a debug data block. */
export const AccountPage = () => {
  const { activeAccount } = useAccess();
  if (!activeAccount) return null;
  return (
    <ShowBase resource="accounts" id={activeAccount.id} error={<ShowLoadError />} queryOptions={RECORD_QUERY_OPTIONS}>
      <AccountContent />
    </ShowBase>
  );
};

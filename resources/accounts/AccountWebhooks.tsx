import { useEffect, useState } from 'react';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckboxGroupInput, Confirm, Form, TextInput, useNotify, useTranslate } from 'react-admin';
import { WEBHOOK_EVENT_TYPES, WebhookEndpointCreateSchema, type WebhookDelivery, type WebhookEndpoint, type WebhookEndpointCreate } from 'schemas/webhooks';
import { danishDateOf, danishDateTimeOf } from 'schemas/dates';
import { zodResolver } from 'src/forms/zodResolver';
import { LoadError } from 'src/layout/LoadError';
import { stackedTableSx } from 'src/layout/responsiveTable';
import { useCompactLayout } from 'src/layout/useCompactLayout';
import { useEntityToast } from 'src/layout/useEntityToast';
import { useMemberDataProvider } from 'src/providers/dataProvider';
import { SecretShownOnce } from './SecretShownOnce';

const resolver = zodResolver(WebhookEndpointCreateSchema);
const EMPTY_RECORD = {};
const t = (key: string) => `resources.accounts.webhooks.${key}`;
/** 'listing.status_changed' as its i18n key's tail. */
const eventKey = (type: string) => t(`event_${type.replace(/\./g, '_')}`);
const STATUS_COLORS = { pending: 'default', delivered: 'success', retrying: 'warning', failed: 'error' } as const;

const webhooksKey = (accountId: number) => ['webhooks', accountId] as const;
const deliveriesKey = (accountId: number, id: number) => ['webhook-deliveries', accountId, id] as const;

const errorText = (failure: unknown, fallback: string) => (failure instanceof Error && failure.message ? failure.message : fallback);

/** A secret, this once, to copy: after a create or a rotation. */
const SecretDialog = ({ secret, onClose }: { secret: string; onClose: () => void }) => {
  const translate = useTranslate();
  return (
    <Dialog open aria-labelledby="webhook-secret-title" fullWidth maxWidth="sm">
      <DialogTitle id="webhook-secret-title">{translate(t('created_title'))}</DialogTitle>
      <SecretShownOnce secret={secret} label={translate(t('secret'))} keyOf={t} onClose={onClose} />
    </Dialog>
  );
};

/** The URL, the events and a description; the answer's secret is shown next. */
const CreateDialog = ({ onClose, onCreate }: { onClose: () => void; onCreate: (input: WebhookEndpointCreate) => Promise<void> }) => {
  const translate = useTranslate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (values: Record<string, unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await onCreate(WebhookEndpointCreateSchema.parse(values));
    } catch (failure) {
      setError(errorText(failure, translate('app.error.generic')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="webhook-create-title" fullWidth maxWidth="sm">
      <DialogTitle id="webhook-create-title">{translate(t('create_title'))}</DialogTitle>
      <Form
        record={EMPTY_RECORD}
        resolver={resolver}
        defaultValues={{ url: '', events: [...WEBHOOK_EVENT_TYPES], description: null }}
        onSubmit={(values: Record<string, unknown>) => submit(values)}
        disableInvalidFormNotification
        noValidate
      >
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate(t('create_help'))}</DialogContentText>
          <TextInput source="url" label={t('url')} helperText={t('url_help')} fullWidth autoFocus />
          <CheckboxGroupInput
            source="events"
            label={t('events')}
            row={false}
            choices={WEBHOOK_EVENT_TYPES.map((id) => ({ id, name: eventKey(id) }))}
            helperText={false}
          />
          <TextInput source="description" label={t('description')} helperText={false} fullWidth />
          {error && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate(t('create'))}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
};

const DeliveryStatus = ({ status }: { status: WebhookDelivery['status'] }) => {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={STATUS_COLORS[status]} label={translate(t(`delivery_${status}`))} />;
};

/** One delivery: its attempts, each with the answer's status or the error, how long and how it began; redeliver. */
const DeliveryItem = ({ delivery, onRedeliver }: { delivery: WebhookDelivery; onRedeliver: (delivery: WebhookDelivery) => void }) => {
  const translate = useTranslate();
  return (
    <Accordion variant="outlined" disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {translate(eventKey(delivery.eventType))}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {danishDateTimeOf(delivery.createdAt)}
          </Typography>
          <DeliveryStatus status={delivery.status} />
          <Typography variant="body2" color="text.secondary">
            {translate(t('attempt_count'), { smart_count: delivery.attempts })}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <Stack sx={{ gap: 1.5 }}>
          <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
            webhook-id: {delivery.eventId}
          </Typography>
          {delivery.nextAttemptAt && delivery.status === 'retrying' && (
            <Typography variant="body2">{translate(t('next_attempt'), { date: danishDateTimeOf(delivery.nextAttemptAt) })}</Typography>
          )}
          {delivery.attemptLog.length > 0 && (
            <TableContainer>
              <Table size="small" aria-label={translate(t('attempts'))} sx={stackedTableSx()}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate(t('attempt_at'))}</TableCell>
                    <TableCell>{translate(t('answer'))}</TableCell>
                    <TableCell>{translate(t('duration'))}</TableCell>
                    <TableCell>{translate(t('response'))}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {delivery.attemptLog.map((attempt) => (
                    <TableRow key={attempt.at}>
                      <TableCell>{danishDateTimeOf(attempt.at)}</TableCell>
                      <TableCell data-label={translate(t('answer'))}>
                        {attempt.httpStatus !== null ? `HTTP ${String(attempt.httpStatus)}` : translate(t('no_answer'), { error: attempt.error ?? '' })}
                      </TableCell>
                      <TableCell data-label={translate(t('duration'))}>{`${String(attempt.durationMs)} ms`}</TableCell>
                      <TableCell data-label={translate(t('response'))} sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                        {attempt.response?.slice(0, 200) ?? ''}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
          <Box
            component="pre"
            aria-label={translate(t('payload'))}
            sx={{ m: 0, p: 1.5, bgcolor: 'grey.100', borderRadius: 1, fontSize: 12, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {JSON.stringify(delivery.payload, null, 2)}
          </Box>
          <div>
            <Button size="small" variant="outlined" onClick={() => onRedeliver(delivery)}>
              {translate(t('redeliver'))}
            </Button>
          </div>
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
};

/** An endpoint's delivery log, newest first. */
const DeliveriesDialog = ({ accountId, endpoint, onClose }: { accountId: number; endpoint: WebhookEndpoint; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const compact = useCompactLayout();
  const dataProvider = useMemberDataProvider();
  const queryClient = useQueryClient();
  const { data, error, refetch } = useQuery({
    queryKey: deliveriesKey(accountId, endpoint.id),
    queryFn: () => dataProvider.webhookDeliveries(accountId, endpoint.id),
  });
  const [actionError, setActionError] = useState<string | null>(null);
  const redeliver = async (delivery: WebhookDelivery) => {
    setActionError(null);
    try {
      const again = await dataProvider.redeliverWebhook(accountId, delivery.id);
      queryClient.setQueryData<WebhookDelivery[]>(deliveriesKey(accountId, endpoint.id), (rows) => rows?.map((row) => (row.id === again.id ? again : row)));
      notify(t('redelivered'), { type: 'info' });
    } catch (failure) {
      setActionError(errorText(failure, translate('app.error.generic')));
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="webhook-deliveries-title" fullWidth maxWidth="md" fullScreen={compact}>
      <DialogTitle id="webhook-deliveries-title" sx={{ wordBreak: 'break-all' }}>
        {translate(t('deliveries_title'), { url: endpoint.url })}
      </DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 1 }}>
          {actionError && (
            <Alert severity="error" onClose={() => setActionError(null)}>
              {actionError}
            </Alert>
          )}
          {error ? (
            <LoadError title={translate(t('deliveries_failed'))} error={error} onRetry={() => void refetch()} />
          ) : !data ? (
            <Skeleton variant="rounded" height={120} />
          ) : data.length === 0 ? (
            <Typography color="text.secondary">{translate(t('deliveries_empty'))}</Typography>
          ) : (
            data.map((delivery) => <DeliveryItem key={delivery.id} delivery={delivery} onRedeliver={(d) => void redeliver(d)} />)
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(t('close'))}</Button>
      </DialogActions>
    </Dialog>
  );
};

const EndpointStatus = ({ endpoint }: { endpoint: WebhookEndpoint }) => {
  const translate = useTranslate();
  if (!endpoint.enabled) {
    return <Chip size="small" variant="outlined" color="error" label={translate(t(endpoint.disabledReason === 'failing' ? 'disabled_failing' : 'disabled'))} />;
  }
  return (
    <Stack sx={{ gap: 0.5, alignItems: 'flex-start' }}>
      <Chip size="small" variant="outlined" color="success" label={translate(t('enabled'))} />
      {endpoint.failingSince && (
        <Typography variant="caption" color="warning.main">
          {translate(t('failing_since'), { date: danishDateTimeOf(endpoint.failingSince) })}
        </Typography>
      )}
    </Stack>
  );
};

type Asking = { what: 'rotate' | 'delete'; endpoint: WebhookEndpoint };

/**
 * The account's webhook endpoints (for account administrators and staff): where they send, which events, whether
 * they are on, and their delivery log; a new endpoint's secret is shown once, as an API key is.
 */
export const AccountWebhooks = ({ accountId }: { accountId: number }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const toast = useEntityToast();
  const dataProvider = useMemberDataProvider();
  const queryClient = useQueryClient();
  const { data: endpoints, error: loadError, refetch } = useQuery({ queryKey: webhooksKey(accountId), queryFn: () => dataProvider.webhooks(accountId) });
  const setEndpoints = (change: (rows: WebhookEndpoint[]) => WebhookEndpoint[]) =>
    queryClient.setQueryData<WebhookEndpoint[]>(webhooksKey(accountId), (rows) => change(rows ?? []));
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [viewing, setViewing] = useState<WebhookEndpoint | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  useEffect(() => {
    if (loadError) toast.failed('retrieve', t('entity'));
  }, [loadError, toast]);

  const act = async (work: () => Promise<void>) => {
    setActionError(null);
    try {
      await work();
    } catch (failure) {
      setActionError(errorText(failure, translate('app.error.generic')));
    }
  };

  const create = async (input: WebhookEndpointCreate) => {
    const made = await dataProvider.createWebhook(accountId, input);
    setEndpoints((rows) => [...rows, made.webhook]);
    setCreating(false);
    setSecret(made.secret);
  };

  const replace = (changed: WebhookEndpoint) => setEndpoints((rows) => rows.map((row) => (row.id === changed.id ? changed : row)));

  const toggle = (endpoint: WebhookEndpoint) =>
    act(async () => {
      replace((await dataProvider.updateWebhook(accountId, endpoint.id, { enabled: !endpoint.enabled })).webhook);
      toast.succeeded(endpoint.enabled ? 'deactivated' : 'activated', t('entity'));
    });

  const test = (endpoint: WebhookEndpoint) =>
    act(async () => {
      await dataProvider.testWebhook(accountId, endpoint.id);
      notify(t('test_sent'), { type: 'info', messageArgs: { url: endpoint.url } });
      await queryClient.invalidateQueries({ queryKey: deliveriesKey(accountId, endpoint.id) });
    });

  const confirm = ({ what, endpoint }: Asking) =>
    act(async () => {
      setAsking(null);
      if (what === 'delete') {
        await dataProvider.deleteWebhook(accountId, endpoint.id);
        setEndpoints((rows) => rows.filter((row) => row.id !== endpoint.id));
        toast.succeeded('deleted', t('entity'));
        return;
      }
      const rotated = await dataProvider.updateWebhook(accountId, endpoint.id, { rotateSecret: true });
      replace(rotated.webhook);
      if (rotated.secret) setSecret(rotated.secret);
    });

  if (loadError) return <LoadError title={translate(t('failed'))} error={loadError} onRetry={() => void refetch()} />;
  if (!endpoints) return <Skeleton variant="rounded" height={120} />;

  return (
    <Stack sx={{ gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {translate(t('intro'))}
      </Typography>
      {actionError && (
        <Alert severity="error" onClose={() => setActionError(null)}>
          {actionError}
        </Alert>
      )}
      {endpoints.length === 0 ? (
        <Typography color="text.secondary">{translate(t('empty'))}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={translate(t('title'))} sx={stackedTableSx()}>
            <TableHead>
              <TableRow>
                <TableCell>{translate(t('url'))}</TableCell>
                <TableCell>{translate(t('events'))}</TableCell>
                <TableCell>{translate(t('status'))}</TableCell>
                <TableCell>{translate(t('last_delivery'))}</TableCell>
                <TableCell align="right">{translate(t('actions'))}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {endpoints.map((endpoint) => (
                <TableRow key={endpoint.id} hover>
                  <TableCell sx={{ fontWeight: 500, wordBreak: 'break-all' }}>
                    {endpoint.url}
                    {endpoint.description && (
                      <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
                        {endpoint.description}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell data-label={translate(t('events'))}>
                    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
                      {endpoint.events.map((event) => (
                        <Chip key={event} size="small" label={translate(eventKey(event))} />
                      ))}
                    </Stack>
                  </TableCell>
                  <TableCell data-label={translate(t('status'))}>
                    <EndpointStatus endpoint={endpoint} />
                  </TableCell>
                  <TableCell data-label={translate(t('last_delivery'))}>
                    {endpoint.lastDelivery ? (
                      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                        <DeliveryStatus status={endpoint.lastDelivery.status} />
                        <span>{danishDateOf(endpoint.lastDelivery.createdAt)}</span>
                      </Stack>
                    ) : (
                      translate(t('never'))
                    )}
                  </TableCell>
                  <TableCell align="right">
                    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
                      <Button size="small" onClick={() => setViewing(endpoint)}>
                        {translate(t('deliveries'))}
                      </Button>
                      <Button size="small" onClick={() => void test(endpoint)} disabled={!endpoint.enabled}>
                        {translate(t('test'))}
                      </Button>
                      <Button size="small" onClick={() => void toggle(endpoint)}>
                        {translate(t(endpoint.enabled ? 'disable' : 'enable'))}
                      </Button>
                      <Button size="small" onClick={() => setAsking({ what: 'rotate', endpoint })}>
                        {translate(t('rotate'))}
                      </Button>
                      <Button size="small" color="warning" onClick={() => setAsking({ what: 'delete', endpoint })}>
                        {translate(t('delete'))}
                      </Button>
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <div>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          {translate(t('create'))}
        </Button>
      </div>
      {creating && <CreateDialog onClose={() => setCreating(false)} onCreate={create} />}
      {secret && <SecretDialog secret={secret} onClose={() => setSecret(null)} />}
      {viewing && <DeliveriesDialog accountId={accountId} endpoint={viewing} onClose={() => setViewing(null)} />}
      {asking && (
        <Confirm
          isOpen
          title={t(`${asking.what}_title`)}
          content={t(`${asking.what}_text`)}
          titleTranslateOptions={{ url: asking.endpoint.url }}
          confirm={t(asking.what)}
          confirmColor="warning"
          onConfirm={() => void confirm(asking)}
          onClose={() => setAsking(null)}
        />
      )}
    </Stack>
  );
};

import { useCallback, useMemo } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { toastDuration } from './toastDurations';

export type FailedAction =
  'retrieve' | 'fetch' | 'add' | 'delete' | 'update' | 'activate' | 'deactivate' | 'create' | 'close' | 'reopen' | 'archive' | 'quarantine' | 'release';
/** Each action its own verb: a listing is 'afmeldt' (closed), 'genaktiveret' (opened), 'kopieret'; a user 'fjernet fra kontoen'. */
export type SucceededAction =
  | 'added'
  | 'updated'
  | 'deleted'
  | 'activated'
  | 'deactivated'
  | 'opened'
  | 'closed'
  | 'copied'
  | 'archived'
  | 'quarantined'
  | 'released'
  | 'removed_from_account'
  | 'revoked';

/**
 * Toasts in SPEC 8's words: '<entity> kunne ikke hentes', '<entity> er opdateret'. The entity
 * is an i18n key (resources.accounts.name) or a text; resource names take their singular form.
 */
export function useEntityToast() {
  const notify = useNotify();
  const translate = useTranslate();
  const entityName = useCallback((entity: string) => translate(entity, { smart_count: 1, _: entity }), [translate]);

  const failed = useCallback(
    (action: FailedAction, entity: string) =>
      notify(`app.notification.failed.${action}`, {
        type: 'error',
        autoHideDuration: toastDuration('error'),
        messageArgs: { entity: entityName(entity) },
      }),
    [notify, entityName],
  );
  const succeeded = useCallback(
    (action: SucceededAction, entity: string) =>
      notify(`app.notification.success.${action}`, {
        type: 'success',
        autoHideDuration: toastDuration('success'),
        messageArgs: { entity: entityName(entity) },
      }),
    [notify, entityName],
  );
  return useMemo(() => ({ failed, succeeded }), [failed, succeeded]);
}

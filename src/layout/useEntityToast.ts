import { useCallback, useMemo } from 'react';
import { HttpError, useNotify, useTranslate } from 'react-admin';
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
 * A failure given its error names the reason in the same toast ('… kunne ikke deaktiveres: <reason>'),
 * so the user reads what failed and why together, for the error's 10 s.
 */
export function useEntityToast() {
  const notify = useNotify();
  const translate = useTranslate();
  const entityName = useCallback((entity: string) => translate(entity, { smart_count: 1, _: entity }), [translate]);

  /** A failure in its own words (an i18n key), with the error's reason when there is an error. */
  const failedAs = useCallback(
    (key: string, args: Record<string, unknown>, error?: unknown) => {
      const failure = translate(key, args);
      // The reason is SPEC 8's normalised message, which every failed request carries; anything else is no
      // text for a user (a bug's own words), so it reads as the generic message.
      const reason = error instanceof HttpError && error.message.trim() ? error.message : translate('app.error.generic');
      const message = error === undefined ? failure : translate('app.notification.failed_because', { failure, reason });
      // The text is already translated: it is passed as its own default, not as a key to look up.
      notify(message, { type: 'error', autoHideDuration: toastDuration('error'), messageArgs: { _: message } });
    },
    [notify, translate],
  );
  const failed = useCallback(
    (action: FailedAction, entity: string, error?: unknown) => failedAs(`app.notification.failed.${action}`, { entity: entityName(entity) }, error),
    [failedAs, entityName],
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
  return useMemo(() => ({ failed, failedAs, succeeded }), [failed, failedAs, succeeded]);
}

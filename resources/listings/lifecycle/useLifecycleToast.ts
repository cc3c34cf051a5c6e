import { useCallback, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { ListingAction } from 'schemas/listingTransitions';
import { useEntityToast, type FailedAction, type SucceededAction } from 'src/layout/useEntityToast';

/** SPEC 8's toast for each action's success, with the listing's name. */
const SUCCEEDED: Record<ListingAction | 'copy', SucceededAction> = {
  activate: 'activated',
  deactivate: 'deactivated',
  close: 'closed',
  reopen: 'opened',
  reclose: 'updated',
  archive: 'archived',
  delete: 'deleted',
  quarantine: 'quarantined',
  release: 'released',
  copy: 'copied',
};

/** … and for its failure; a copy's failure has words of its own ('Fejl opstod ved kopiering'). */
const FAILED: Record<ListingAction, FailedAction> = {
  activate: 'activate',
  deactivate: 'deactivate',
  close: 'close',
  reopen: 'reopen',
  reclose: 'update',
  archive: 'archive',
  delete: 'delete',
  quarantine: 'quarantine',
  release: 'release',
};

/**
 * The one way every lifecycle action reports: a success toast, or one error toast that names the listing,
 * what failed and the server's reason (SPEC 8's normalised message) for the error's 10 s.
 */
export function useLifecycleToast() {
  const translate = useTranslate();
  const toast = useEntityToast();
  const entity = useCallback((title: string) => translate('resources.listings.lifecycle.entity', { title }), [translate]);
  const succeeded = useCallback((action: ListingAction | 'copy', title: string) => toast.succeeded(SUCCEEDED[action], entity(title)), [toast, entity]);
  const failed = useCallback(
    (action: ListingAction | 'copy', title: string, error: unknown) =>
      action === 'copy' ? toast.failedAs('resources.listings.lifecycle.copy.failed', {}, error) : toast.failed(FAILED[action], entity(title), error),
    [toast, entity],
  );
  const all = useCallback(() => translate('resources.listings.lifecycle.entities'), [translate]);
  /** Bulk actions and the export name the listings together ('Annoncerne er aktiveret'). */
  const succeededAll = useCallback((action: ListingAction) => toast.succeeded(SUCCEEDED[action], all()), [toast, all]);
  const failedAll = useCallback(
    (action: ListingAction | 'fetch', error: unknown) => toast.failed(action === 'fetch' ? 'fetch' : FAILED[action], all(), error),
    [toast, all],
  );
  /** The index's 'Bekræft aktuel' on the selected rows. */
  const failedConfirmCurrent = useCallback((error: unknown) => toast.failedAs('resources.listings.lifecycle.freshness.failed', {}, error), [toast]);
  return useMemo(
    () => ({ succeeded, failed, succeededAll, failedAll, failedConfirmCurrent, entity }),
    [succeeded, failed, succeededAll, failedAll, failedConfirmCurrent, entity],
  );
}

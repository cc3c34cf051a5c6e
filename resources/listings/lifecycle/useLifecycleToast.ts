import { useCallback, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { ListingAction } from 'schemas/listingStatus';
import { useEntityToast, type FailedAction, type SucceededAction } from 'src/layout/useEntityToast';

/** SPEC 8's toast for each action: success and failure, with the listing's name. */
const TOASTS: Record<ListingAction | 'copy', { ok: SucceededAction; failed: FailedAction }> = {
  activate: { ok: 'activated', failed: 'activate' },
  deactivate: { ok: 'deactivated', failed: 'deactivate' },
  close: { ok: 'closed', failed: 'close' },
  reopen: { ok: 'opened', failed: 'reopen' },
  reclose: { ok: 'updated', failed: 'update' },
  archive: { ok: 'archived', failed: 'archive' },
  delete: { ok: 'deleted', failed: 'delete' },
  quarantine: { ok: 'quarantined', failed: 'quarantine' },
  release: { ok: 'released', failed: 'release' },
  copy: { ok: 'copied', failed: 'create' },
};

export function useLifecycleToast() {
  const translate = useTranslate();
  const toast = useEntityToast();
  const entity = useCallback((title: string) => translate('resources.listings.lifecycle.entity', { title }), [translate]);
  const succeeded = useCallback((action: ListingAction | 'copy', title: string) => toast.succeeded(TOASTS[action].ok, entity(title)), [toast, entity]);
  const failed = useCallback((action: ListingAction | 'copy', title: string) => toast.failed(TOASTS[action].failed, entity(title)), [toast, entity]);
  const all = useCallback(() => translate('resources.listings.lifecycle.entities'), [translate]);
  /** Bulk actions and the export name the listings together ('Annoncerne er aktiveret'). */
  const succeededAll = useCallback((action: ListingAction) => toast.succeeded(TOASTS[action].ok, all()), [toast, all]);
  const failedAll = useCallback((action: ListingAction | 'fetch') => toast.failed(action === 'fetch' ? 'fetch' : TOASTS[action].failed, all()), [toast, all]);
  return useMemo(() => ({ succeeded, failed, succeededAll, failedAll, entity }), [succeeded, failed, succeededAll, failedAll, entity]);
}

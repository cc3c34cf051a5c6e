import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useAccess } from 'src/access';
import { toastDuration } from 'src/layout/toastDurations';
import { useEntityToast } from 'src/layout/useEntityToast';
import { useMemberDataProvider } from 'src/providers/dataProvider';
import { WRITE_ROLES } from 'schemas/access';
import type { Enquiry, EnquiryChange } from './types';

/** Whether the user may answer and change enquiries in the active account (a reader only reads them). */
export function useMayHandleEnquiries(): boolean {
  const roles = useAccess().activeAccount?.roles ?? [];
  return roles.some((role) => WRITE_ROLES.includes(role));
}

interface Change {
  enquiry: Pick<Enquiry, 'id' | 'version'>;
  change: EnquiryChange;
  /** The toast on success (an i18n key with its arguments); none for a change made without asking (read on opening). */
  done?: { key: string; args?: Record<string, unknown> };
}

/**
 * Changes an enquiry's status or assignee at the version read; every view of enquiries (the inbox, the detail, the
 * navigation's count, a listing's section) is read again afterwards.
 */
export function useEnquiryChange() {
  const dataProvider = useMemberDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const toast = useEntityToast();
  return useMutation({
    mutationFn: ({ enquiry, change }: Change) => dataProvider.updateEnquiry(enquiry, change),
    onSuccess: (_answer, { done }) => {
      if (done) notify(done.key, { type: 'success', autoHideDuration: toastDuration('success'), messageArgs: done.args ?? {} });
    },
    onError: (error, { done }) => {
      if (done) toast.failedAs('app.enquiries.failed.update', {}, error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['enquiries'] }),
  });
}

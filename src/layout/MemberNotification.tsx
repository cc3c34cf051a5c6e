import { useMemo } from 'react';
import { Notification, NotificationContext, useNotificationContext, type NotificationPayload } from 'react-admin';
import { toastDuration } from './toastDurations';

/**
 * react-admin's snackbar with SPEC 8's durations. Most toasts come from react-admin itself
 * (failed queries, saves), so the duration is set where each toast is taken off the queue
 * rather than where it is raised; an explicit duration from the caller still wins.
 */
export const MemberNotification = () => {
  const context = useNotificationContext();
  const value = useMemo(
    () => ({
      ...context,
      takeNotification: (): NotificationPayload | undefined => {
        const next = context.takeNotification();
        if (!next) return undefined;
        if (next.notificationOptions?.autoHideDuration !== undefined) return next;
        return { ...next, notificationOptions: { ...next.notificationOptions, autoHideDuration: toastDuration(next.type) } };
      },
    }),
    [context],
  );
  return (
    <NotificationContext.Provider value={value}>
      <Notification />
    </NotificationContext.Provider>
  );
};

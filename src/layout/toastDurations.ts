import type { NotificationType } from 'react-admin';

/** SPEC 8/9: errors stay 10 s so they can be read; everything else the default 5 s. */
export const ERROR_TOAST_MS = 10_000;
export const DEFAULT_TOAST_MS = 5_000;

export function toastDuration(type: NotificationType): number {
  return type === 'error' ? ERROR_TOAST_MS : DEFAULT_TOAST_MS;
}

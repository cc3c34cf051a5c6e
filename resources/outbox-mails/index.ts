import { lazy } from 'react';
import type { OutboxMail } from 'schemas/contentAdmin';

const list = lazy(() => import('./OutboxMailViews').then((m) => ({ default: m.OutboxMailList })));
const show = lazy(() => import('./OutboxMailViews').then((m) => ({ default: m.OutboxMailShow })));

/** Staff: the mail outbox, read only. */
export default {
  list,
  show,
  recordRepresentation: (mail: OutboxMail) => mail.subject,
};

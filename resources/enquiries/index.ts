import { lazy } from 'react';
import type { Enquiry } from './types';

const list = lazy(() => import('./EnquiryList').then((m) => ({ default: m.EnquiryList })));
const show = lazy(() => import('./EnquiryShow').then((m) => ({ default: m.EnquiryShow })));

/** The inbox: enquiries from the public site about the account's listings. */
export default {
  list,
  show,
  recordRepresentation: (enquiry: Enquiry) => enquiry.name ?? `#${enquiry.id}`,
};

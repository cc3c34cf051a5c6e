import type { EnquiryDetail, Enquiry as EnquiryRow, EnquiryPatch } from 'schemas/enquiries';

export {
  ENQUIRY_KINDS,
  ENQUIRY_STATUSES,
  MAIL_STATUSES as ENQUIRY_MAIL_STATUSES,
  type EnquiryKind,
  type EnquiryStatus,
  type MailStatus as EnquiryMailStatus,
} from 'schemas/enquiries';

/**
 * An enquiry as the inbox holds it: a row of the list, or the detail with its listing, the mail's delivery and the
 * replies (react-admin keeps both under the one resource).
 */
export type Enquiry = EnquiryRow & Partial<Pick<EnquiryDetail, 'listing' | 'mail' | 'assignedUserName' | 'replies' | 'version'>>;
export type EnquiryChange = EnquiryPatch;

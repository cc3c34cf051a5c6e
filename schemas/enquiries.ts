import { z } from 'zod';
import { email, messages, optionalPhone, recordId, text } from './fields';
import { ListingStatusCode } from './codes';

/**
 * Enquiries (docs/enquiries.md): a person on the public site asks about a listing; the listing's broker
 * gets a mail and finds it in the member area's inbox ('Henvendelser') and through the API.
 */

/** What the person wants: a viewing, the prospectus, or to be called. */
export const ENQUIRY_KINDS = ['viewing', 'prospectus', 'callback'] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];
export const ENQUIRY_KIND_NAMES_DA: Record<EnquiryKind, string> = { viewing: 'Fremvisning', prospectus: 'Salgsopstilling', callback: 'Ring mig op' };

/** An enquiry's status in the inbox; `spam` is set when it comes in judged spam, or by a user. */
export const ENQUIRY_STATUSES = ['new', 'read', 'answered', 'archived', 'spam'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export const ENQUIRY_STATUS_NAMES_DA: Record<EnquiryStatus, string> = { new: 'Ny', read: 'Læst', answered: 'Besvaret', archived: 'Arkiveret', spam: 'Spam' };

/**
 * Whether a mail of the outbox has reached the mail server: pending (not tried yet), sent, retrying (failed,
 * tried again later) or failed (given up after the mailer's last attempt).
 */
export const MAIL_STATUSES = ['pending', 'sent', 'retrying', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const ENQUIRY_LIMITS = { name: 200, email: 254, message: 5000, reply: 10_000, honeypot: 1000, sessionId: 64, links: 3 } as const;

/** The Danish field names the messages use. */
export const ENQUIRY_LABELS = {
  listingId: 'Annonce',
  name: 'Navn',
  email: 'E-mail',
  phone: 'Telefon',
  message: 'Besked',
  kind: 'Henvendelsestype',
  consent: 'Samtykke',
  status: 'Status',
  assignedUserId: 'Tildelt',
  body: 'Svar',
} as const;
const L = ENQUIRY_LABELS;

const KIND_MESSAGE = `${L.kind} skal være viewing (fremvisning), prospectus (salgsopstilling) eller callback (ring mig op)`;
const STATUS_MESSAGE = `${L.status} skal være new, read, answered, archived eller spam`;

export const EnquiryKindSchema = z.enum(ENQUIRY_KINDS, { error: KIND_MESSAGE });
export const EnquiryStatusSchema = z.enum(ENQUIRY_STATUSES, { error: STATUS_MESSAGE });

/**
 * POST /api/v2/enquiries, from the public site: no login. `website` is a honeypot, a field the form hides
 * from people: a value in it marks the enquiry as spam. `sessionId` is the public site's tracking session
 * (SessionID), so that the person's contact click and enquiry count as one lead.
 */
export const EnquiryCreateSchema = z.object({
  listingId: recordId(L.listingId),
  name: text(L.name, { max: ENQUIRY_LIMITS.name }),
  email: email(L.email).pipe(z.string().max(ENQUIRY_LIMITS.email, messages.maxLength(L.email, ENQUIRY_LIMITS.email))),
  phone: optionalPhone(L.phone),
  message: text(L.message, { max: ENQUIRY_LIMITS.message }),
  kind: EnquiryKindSchema,
  consent: z.literal(true, { error: `${L.consent} er krævet: du skal give samtykke til at blive kontaktet om henvendelsen` }),
  website: z
    .string()
    .max(ENQUIRY_LIMITS.honeypot)
    .optional()
    .meta({ description: 'A honeypot: leave it out or empty. A value in it marks the enquiry as spam.' }),
  sessionId: z.string().trim().min(1).max(ENQUIRY_LIMITS.sessionId, messages.maxLength('Session', ENQUIRY_LIMITS.sessionId)).optional(),
});
export type EnquiryCreate = z.infer<typeof EnquiryCreateSchema>;

/** The answer to the public site: no more than that it was received. */
export const EnquiryReceivedSchema = z.object({ id: z.number().int(), message: z.string() });

/** PATCH /api/v2/enquiries/{id}: a status, an assignment (null: nobody), or both. */
export const EnquiryPatchSchema = z
  .object({
    status: EnquiryStatusSchema.optional(),
    assignedUserId: recordId(L.assignedUserId).nullable().optional(),
  })
  .refine((patch) => patch.status !== undefined || patch.assignedUserId !== undefined, { message: 'Angiv status eller tildelt', path: ['status'] });
export type EnquiryPatch = z.infer<typeof EnquiryPatchSchema>;

/** POST /api/v2/enquiries/{id}/replies. */
export const EnquiryReplyCreateSchema = z.object({ body: text(L.body, { max: ENQUIRY_LIMITS.reply }) });

export const EnquiryReplySchema = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  /** Null once the enquiry's personal data is erased. */
  body: z.string().nullable(),
  mailStatus: z.enum(MAIL_STATUSES).nullable(),
  createdAt: z.string(),
});

export const EnquiryMailSchema = z
  .object({
    status: z.enum(MAIL_STATUSES),
    to: z.string(),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    sentAt: z.string().nullable(),
  })
  .meta({ description: "The mail that told the account of the enquiry (absent for spam): its outbox row's delivery status." });

/** An enquiry as the inbox lists it and the API answers it; the personal fields are null once erased. */
export const EnquirySchema = z.object({
  id: z.number().int(),
  listingId: z.number().int(),
  accountId: z.number().int(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  message: z.string().nullable(),
  kind: EnquiryKindSchema,
  consent: z.boolean(),
  status: EnquiryStatusSchema,
  spamReason: z.string().nullable(),
  assignedUserId: z.number().int().nullable(),
  mailStatus: z.enum(MAIL_STATUSES).nullable(),
  listingTitle: z.string(),
  listingAddress: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  erasedAt: z.string().nullable(),
});
export type Enquiry = z.infer<typeof EnquirySchema>;

/** One enquiry with its listing, the mail's delivery, the replies and whom it is assigned to. */
export const EnquiryDetailSchema = EnquirySchema.extend({
  listing: z.object({
    id: z.number().int(),
    title: z.string(),
    address: z.string(),
    status: ListingStatusCode,
    caseNumber: z.string().nullable(),
  }),
  mail: EnquiryMailSchema.nullable(),
  assignedUserName: z.string().nullable(),
  replies: z.array(EnquiryReplySchema),
  version: z.number().int(),
});
export type EnquiryDetail = z.infer<typeof EnquiryDetailSchema>;

/** Staff's search for one person's enquiries across accounts. */
export const StaffEnquirySchema = z.object({
  id: z.number().int(),
  accountId: z.number().int(),
  accountName: z.string(),
  listingId: z.number().int(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  status: EnquiryStatusSchema,
  createdAt: z.string(),
  erasedAt: z.string().nullable(),
});

export const StaffEnquiryEraseSchema = z.object({ email: email(L.email) });

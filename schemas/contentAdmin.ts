import { z } from 'zod';
import { emptyToUndefined, MAX_ID, messages, text } from './fields';

/*
 * Staff content admin: site announcements, CMS pages and the mail outbox. The member-facing
 * reads (GET /site-announcements, /content/online-pages) are in schemas/meta.ts.
 */

/** Where an announcement shows: the member area (SPEC 2: zone Member) or the public site. */
export const ANNOUNCEMENT_ZONES = ['Member', 'Public'] as const;
/** How it shows: the colour of its bar. */
export const ANNOUNCEMENT_TYPES = ['info', 'warning', 'error', 'success'] as const;

export const ANNOUNCEMENT_LABELS = {
  zone: 'Zone',
  type: 'Type',
  content: 'Indhold',
  activeFrom: 'Vises fra',
  activeTo: 'Vises til',
} as const;

export const CONTENT_LIMITS = { announcement: 5000, pageTitle: 120, pathNode: 60, page: 100_000 } as const;

const requiredOrInvalid = (label: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? messages.required(label) : messages.invalid(label);

/** An optional instant; empty means none. */
const optionalInstant = (label: string) =>
  z.preprocess(emptyToUndefined, z.iso.datetime({ offset: true, error: messages.invalid(label) }).optional()).meta({ title: label });

export const AnnouncementInputSchema = z
  .object({
    zone: z.enum(ANNOUNCEMENT_ZONES, { error: requiredOrInvalid(ANNOUNCEMENT_LABELS.zone) }).meta({ title: ANNOUNCEMENT_LABELS.zone }),
    type: z.enum(ANNOUNCEMENT_TYPES, { error: requiredOrInvalid(ANNOUNCEMENT_LABELS.type) }).meta({ title: ANNOUNCEMENT_LABELS.type }),
    /** HTML; the SPA sanitises it when it shows it. */
    content: text(ANNOUNCEMENT_LABELS.content, { max: CONTENT_LIMITS.announcement }),
    activeFrom: optionalInstant(ANNOUNCEMENT_LABELS.activeFrom),
    activeTo: optionalInstant(ANNOUNCEMENT_LABELS.activeTo),
  })
  .superRefine((a, ctx) => {
    if (a.activeFrom && a.activeTo && new Date(a.activeTo) <= new Date(a.activeFrom)) {
      ctx.addIssue({
        code: 'custom',
        path: ['activeTo'],
        message: `${ANNOUNCEMENT_LABELS.activeTo} skal være efter ${ANNOUNCEMENT_LABELS.activeFrom.toLowerCase()}`,
      });
    }
  });
export type AnnouncementInput = z.output<typeof AnnouncementInputSchema>;

export const AnnouncementSchema = z.object({
  id: z.number().int(),
  zone: z.string(),
  type: z.string(),
  content: z.string(),
  activeFrom: z.string().nullable(),
  activeTo: z.string().nullable(),
  /** Shown now: inside its active period. */
  current: z.boolean(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Announcement = z.infer<typeof AnnouncementSchema>;

export const CMS_PAGE_LABELS = {
  parentId: 'Overordnet side',
  pathNode: 'Sti',
  title: 'Titel',
  content: 'Indhold',
  online: 'Online',
  position: 'Placering',
} as const;

/** A path segment: lower-case letters, digits, '-' and '_'. */
export const PATH_NODE_PATTERN = /^[a-z0-9][a-z0-9_-]*$/;

export const CmsPageInputSchema = z.object({
  /** The page it sits under; none makes it the root of a tree, like /member_cms-pages. */
  parentId: z
    .preprocess(
      emptyToUndefined,
      z
        .number({ error: messages.invalid(CMS_PAGE_LABELS.parentId) })
        .int(messages.invalid(CMS_PAGE_LABELS.parentId))
        .positive(messages.invalid(CMS_PAGE_LABELS.parentId))
        .max(MAX_ID, messages.invalid(CMS_PAGE_LABELS.parentId))
        .optional(),
    )
    .transform((v) => v ?? null)
    .meta({ title: CMS_PAGE_LABELS.parentId }),
  pathNode: text(CMS_PAGE_LABELS.pathNode, { max: CONTENT_LIMITS.pathNode })
    .regex(PATH_NODE_PATTERN, `${messages.invalid(CMS_PAGE_LABELS.pathNode)} (små bogstaver, tal, - og _)`)
    .meta({ title: CMS_PAGE_LABELS.pathNode }),
  title: text(CMS_PAGE_LABELS.title, { max: CONTENT_LIMITS.pageTitle }),
  /** HTML; the SPA sanitises it when it shows it. */
  content: z
    .string({ error: messages.invalid(CMS_PAGE_LABELS.content) })
    .max(CONTENT_LIMITS.page, messages.maxLength(CMS_PAGE_LABELS.content, CONTENT_LIMITS.page))
    .default('')
    .meta({ title: CMS_PAGE_LABELS.content }),
  online: z
    .boolean({ error: messages.invalid(CMS_PAGE_LABELS.online) })
    .default(true)
    .meta({ title: CMS_PAGE_LABELS.online }),
  position: z
    .number({ error: messages.invalid(CMS_PAGE_LABELS.position) })
    .int(messages.invalid(CMS_PAGE_LABELS.position))
    .min(0, messages.between(CMS_PAGE_LABELS.position, 0, 999))
    .max(999, messages.between(CMS_PAGE_LABELS.position, 0, 999))
    .default(0)
    .meta({ title: CMS_PAGE_LABELS.position }),
});
export type CmsPageInput = z.output<typeof CmsPageInputSchema>;

export const CmsPageRecordSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  path: z.string(),
  pathNode: z.string(),
  title: z.string(),
  content: z.string(),
  online: z.boolean(),
  position: z.number().int(),
  /** Depth below its root: 0 for a root, 1 for its children, ... */
  depth: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CmsPageRecord = z.infer<typeof CmsPageRecordSchema>;

/** A mail in the outbox, as staff read it. */
export const OutboxMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  html: z.string().nullable(),
  sentAt: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMail = z.infer<typeof OutboxMailSchema>;

/** A failed attempt of a background job (search agents, the mail outbox, pruning), as staff read it. */
export const JobFailureSchema = z.object({
  id: z.number().int(),
  job: z.string(),
  attempt: z.number().int(),
  willRetry: z.boolean(),
  error: z.string(),
  createdAt: z.string(),
});
export type JobFailure = z.infer<typeof JobFailureSchema>;

import type { DbOrTx } from '../index';
import { enquiries, enquiryReplies, mailOutbox } from '../schema';
import { LISTING_STATUSES } from '../../../schemas/enums';
import type { EnquiryKind, EnquiryStatus } from '../../../schemas/enquiries';
import { MAX_ATTEMPTS } from '../../services/mailer';
import { ACCOUNT_IDS, SEED_NOW } from './personas';
import type { SeedListingRow } from './listings';

const HOUR_MS = 3_600_000;
/** The broker's colleagues who answer and are assigned (personas.ts). */
const METTE = { id: 2, email: 'maegler.admin@demo.test', name: 'Mette Nordahl' };
const JONAS = { id: 3, email: 'maegler.bruger@demo.test', name: 'Jonas Bech' };

interface SeedEnquiry {
  name: string;
  email: string;
  phone: string | null;
  message: string;
  kind: EnquiryKind;
  status: EnquiryStatus;
  hoursAgo: number;
  spamReason?: string;
  assignedTo?: typeof METTE;
  /** The mail to the broker: sent, or failed for good with this error; absent: not tried yet. */
  mail?: 'sent' | { failed: string };
  reply?: { by: typeof METTE; body: string; hoursAgo: number };
}

/** One of each status, a failed mail among them, on the broker's first active public listings. */
const SEED_ENQUIRIES: SeedEnquiry[] = [
  {
    name: 'Karen Holm',
    email: 'karen.holm@holm-revision.dk',
    phone: '+45 31 22 45 67',
    message: 'Vi er 12 medarbejdere og søger kontor fra 1. februar. Kan vi komme og se lejemålet i næste uge?',
    kind: 'viewing',
    status: 'new',
    hoursAgo: 3,
  },
  {
    name: 'Anders Thygesen',
    email: 'at@thygesen-invest.dk',
    phone: null,
    message: 'Må jeg få tilsendt salgsopstillingen med lejeliste og driftsbudget?',
    kind: 'prospectus',
    status: 'new',
    hoursAgo: 20,
    mail: { failed: '550 5.1.1 <udlejning@nordhavn-erhverv.dk>: Recipient address rejected: mailbox full' },
  },
  {
    name: 'Louise Brandt',
    email: 'louise@brandt-design.dk',
    phone: '+45 22 48 19 03',
    message: 'Ring gerne til mig i morgen mellem 9 og 12 om vilkårene.',
    kind: 'callback',
    status: 'read',
    hoursAgo: 30,
    mail: 'sent',
    assignedTo: JONAS,
  },
  {
    name: 'Peter Møller',
    email: 'peter.moller@moller-logistik.dk',
    phone: '+45 40 11 22 33',
    message: 'Er der mulighed for at leje ekstra lager i kælderen? Vi vil gerne se lokalerne.',
    kind: 'viewing',
    status: 'answered',
    hoursAgo: 72,
    mail: 'sent',
    assignedTo: METTE,
    reply: { by: METTE, body: 'Tak for din henvendelse. Kælderen kan lejes med. Passer det tirsdag kl. 10 at se lokalerne?', hoursAgo: 70 },
  },
  {
    name: 'Sara Lind',
    email: 'sara@lind-arkitekter.dk',
    phone: null,
    message: 'Vi har fundet andet, tak.',
    kind: 'prospectus',
    status: 'archived',
    hoursAgo: 24 * 9,
    mail: 'sent',
  },
  {
    name: 'Cheap Pills',
    email: 'offers@spam.example',
    phone: null,
    message: 'Best offers http://spam.example http://spam.example/a http://spam.example/b http://spam.example/c',
    kind: 'callback',
    status: 'spam',
    hoursAgo: 12,
    spamReason: 'links',
  },
];

/** Demo enquiries on the broker's listings (docs/enquiries.md); runs inside the main seed transaction. */
export async function seedDemoEnquiries(tx: DbOrTx, listingRows: SeedListingRow[]): Promise<void> {
  const targets = listingRows
    .filter((row) => row.accountId === ACCOUNT_IDS.nordhavn && row.status === LISTING_STATUSES.active && !row.offMarket)
    .sort((a, b) => a.id - b.id)
    .slice(0, 3);
  if (targets.length === 0) return;
  for (const [i, seeded] of SEED_ENQUIRIES.entries()) {
    const listing = targets[i % targets.length];
    if (!listing) continue;
    const createdAt = new Date(SEED_NOW.getTime() - seeded.hoursAgo * HOUR_MS);
    const contactEmail = typeof listing.fields?.contactEmail === 'string' ? listing.fields.contactEmail : 'kontakt@nordhavn-erhverv.dk';
    let mailId: number | null = null;
    if (seeded.status !== 'spam') {
      const failed = typeof seeded.mail === 'object' ? seeded.mail.failed : null;
      const [mail] = await tx
        .insert(mailOutbox)
        .values({
          to: contactEmail,
          replyTo: seeded.email,
          subject: `Ny henvendelse: ${listing.title}`.slice(0, 200),
          body: `Der er kommet en henvendelse om annoncen "${listing.title}".\n\nNavn: ${seeded.name}\nE-mail: ${seeded.email}\n\n${seeded.message}`,
          sentAt: seeded.mail === 'sent' ? new Date(createdAt.getTime() + 60_000) : null,
          attempts: failed ? MAX_ATTEMPTS : seeded.mail === 'sent' ? 1 : 0,
          lastError: failed,
          createdAt,
        })
        .returning({ id: mailOutbox.id });
      mailId = mail?.id ?? null;
    }
    const [row] = await tx
      .insert(enquiries)
      .values({
        listingId: listing.id,
        accountId: ACCOUNT_IDS.nordhavn,
        name: seeded.name,
        email: seeded.email,
        phone: seeded.phone,
        message: seeded.message,
        kind: seeded.kind,
        consent: true,
        status: seeded.status,
        spamReason: seeded.spamReason ?? null,
        assignedUserId: seeded.assignedTo?.id ?? null,
        mailId,
        // The seeded activity's contact clicks stand for these people's leads.
        countedAsLead: false,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: enquiries.id });
    if (seeded.reply && row) {
      const at = new Date(SEED_NOW.getTime() - seeded.reply.hoursAgo * HOUR_MS);
      const [replyMail] = await tx
        .insert(mailOutbox)
        .values({
          to: seeded.email,
          replyTo: seeded.reply.by.email,
          subject: `Svar på din henvendelse om ${listing.title}`.slice(0, 200),
          body: `${seeded.reply.body}\n\n${seeded.reply.by.name}\n${seeded.reply.by.email}`,
          sentAt: new Date(at.getTime() + 60_000),
          attempts: 1,
          createdAt: at,
        })
        .returning({ id: mailOutbox.id });
      await tx
        .insert(enquiryReplies)
        .values({ enquiryId: row.id, userId: seeded.reply.by.id, body: seeded.reply.body, mailId: replyMail?.id ?? null, createdAt: at });
    }
  }
}

import { expect, test } from '@playwright/test';
import { signIn } from './pages/session';
import { brokerListings } from './pages/journeys';
import { outboxMails } from './pages/outbox';
import { accessibilityViolations, settle } from './pages/journeys';
import { EnquiryPage, InboxPage, postEnquiry } from './pages/EnquiriesPages';

const stamp = () => Date.now().toString(36).toUpperCase();

/** An active rental of the Broker account that takes enquiries (on the public site, not off-market). */
async function publicRental(request: Parameters<typeof brokerListings>[0]) {
  const [listing] = await brokerListings<{ id: number; title: string }>(request, 'status=2&listingType=1&offMarket=false&perPage=1&sort=id&order=ASC');
  if (!listing) throw new Error('The demo data has no active public rental in the Broker account');
  return listing;
}

test('an enquiry posted on the public site is seen in the inbox with its mail status, opened, answered by mail and archived', async ({ page, request }) => {
  const listing = await publicRental(request);
  const name = `Jens Hansen ${stamp()}`;
  const email = `jens.${stamp().toLowerCase()}@hansen-logistik.dk`;
  await postEnquiry(request, {
    listingId: listing.id,
    name,
    email,
    phone: '+45 20 30 40 50',
    message: 'Vi søger 250 m² kontor fra 1. marts. Kan vi komme og se lejemålet i næste uge?',
    kind: 'viewing',
  });

  await signIn(page, 'maegler.admin@demo.test');
  const inbox = new InboxPage(page);
  await inbox.open();
  // The navigation counts the new ones, at least this one.
  await expect(inbox.navigationLink()).toHaveAccessibleName(/^Henvendelser \(\d+ nye?\)$/);
  const row = inbox.row(name);
  await expect(row).toBeVisible();
  await expect(row.getByText('Ny', { exact: true })).toBeVisible();
  await expect(row.getByText('Fremvisning')).toBeVisible();
  await expect(row.getByRole('link', { name: listing.title })).toBeVisible();
  // Without a mail server the broker's mail waits in the outbox: the inbox says so.
  await expect(row.getByText('Venter', { exact: true })).toBeVisible();

  await inbox.openEnquiry(name);
  const enquiry = new EnquiryPage(page);
  await expect(enquiry.mailNotice()).toContainText('Mailen om henvendelsen venter på at blive sendt til');
  await expect(enquiry.section('Besked')).toContainText('Kan vi komme og se lejemålet i næste uge?');
  await expect(enquiry.section('Kontaktoplysninger').getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  await expect(enquiry.section('Kontaktoplysninger').getByRole('link', { name: '+45 20 30 40 50' })).toHaveAttribute('href', 'tel:+4520304050');
  await expect(enquiry.section('Annonce').getByRole('link', { name: listing.title })).toBeVisible();
  // Opened, it is read.
  await expect(enquiry.status('Læst')).toBeVisible();
  await settle(page);
  expect.soft(await accessibilityViolations(page), 'WCAG 2.2 AA violations').toEqual([]);

  await enquiry.assign('Jonas Bech');
  await enquiry.reply('Tak for din henvendelse. Passer det tirsdag kl. 10?');
  await expect(enquiry.status('Besvaret')).toBeVisible();
  await expect(enquiry.section('Svar')).toContainText('Tak for din henvendelse. Passer det tirsdag kl. 10?');
  await expect(enquiry.section('Svar')).toContainText('Mette Nordahl');
  // The answer went to the enquirer through the outbox.
  expect((await outboxMails(request, email)).length).toBe(1);

  await enquiry.archive();
  await expect(enquiry.status('Arkiveret')).toBeVisible();
  await page.getByRole('link', { name: 'Til indbakken' }).click();
  await inbox.filterByStatus('Arkiveret');
  await expect(inbox.row(name).getByText('Arkiveret', { exact: true })).toBeVisible();
});

test("a listing's page shows its enquiries and leads to the inbox filtered by it", async ({ page, request }) => {
  const listing = await publicRental(request);
  const name = `Karen Lund ${stamp()}`;
  await postEnquiry(request, {
    listingId: listing.id,
    name,
    email: `karen.${stamp().toLowerCase()}@lund.dk`,
    message: 'Må jeg få salgsopstillingen tilsendt?',
    kind: 'prospectus',
  });

  await signIn(page, 'maegler.laeser@demo.test');
  // Its statistics name the enquiries too.
  await page.goto(`/listings/rental/${listing.id}/statistics`);
  await expect(page.getByRole('region', { name: 'Annoncens henvendelser' }).getByRole('link', { name })).toBeVisible();
  await page.goto(`/listings/rental/${listing.id}`);
  const section = page.getByRole('region', { name: 'Annoncens henvendelser' });
  await expect(section.getByRole('link', { name })).toBeVisible();
  await expect(section).toContainText(/\d+ henvendelser? · \d+ nye?/);
  await section.getByRole('link', { name: 'Se annoncens henvendelser i indbakken' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Henvendelser' })).toBeVisible();
  await expect(new InboxPage(page).row(name)).toBeVisible();
  // Only that listing's enquiries.
  for (const link of await page.getByRole('main').getByRole('row').getByRole('link').all()) await expect(link).toHaveText(listing.title);

  // A reader reads an enquiry without changing it.
  await new InboxPage(page).openEnquiry(name);
  await expect(page.getByText('Du kan læse henvendelserne, men ikke svare eller ændre dem.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Svar på e-mail' })).toHaveCount(0);
  await expect(new EnquiryPage(page).status('Ny')).toBeVisible();
});

test('an enquiry whose mail did not reach the broker is found by its mail status and says so plainly', async ({ page }) => {
  // A reader, so the demo's enquiry is left as it is.
  await signIn(page, 'maegler.laeser@demo.test');
  const inbox = new InboxPage(page);
  await inbox.open();
  await inbox.addFilter('Mailstatus', 'Fejlet');
  await expect(page).toHaveURL(/mailStatus/);
  const rows = page
    .getByRole('main')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  await expect(rows.first()).toBeVisible();
  // Once the filtered list is in, every row's mail failed.
  await expect(rows.filter({ hasNot: page.getByText('Fejlet', { exact: true }) })).toHaveCount(0);
  await rows.first().getByRole('cell').nth(2).click();
  const enquiry = new EnquiryPage(page);
  await expect(page.getByRole('heading', { level: 1, name: /^Henvendelse fra / })).toBeVisible();
  await expect(enquiry.mailNotice()).toContainText('Mailen om henvendelsen kunne ikke leveres');
  await expect(enquiry.section('Kontaktoplysninger').getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
});

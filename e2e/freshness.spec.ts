import { expect, test } from '@playwright/test';
import { runJob } from './pages/jobs';
import { outboxMails } from './pages/outbox';
import { apiToken, bearer, signIn } from './pages/session';
import { formatDanishDate } from '../schemas/dates';
import { pinDay, releaseDay } from './pages/clock';

interface Listing {
  id: number;
  title: string;
  addressText: string;
  contactEmail?: string;
  confirmedCurrentAt: string | null;
}

/*
 * The freshness job mails 'Er annoncen stadig aktuel?' about the demo's active listings left unchanged for 60
 * days; the test runs it rather than wait for its daily schedule.
 */
test.afterEach(({ request }) => releaseDay(request));

test('a broker confirms a listing from the link in the mail, and the index says so', async ({ page, browser, request, baseURL }) => {
  // The day the confirmation is dated.
  const today = formatDanishDate(await pinDay(request));
  const broker = await apiToken(request, 'maegler.admin@demo.test');

  // The broker's active listing that has gone longest without a change.
  const index = await request.get('/api/v2/listings?status=2&sort=updatedAt&order=ASC&perPage=1', { headers: bearer(broker) });
  expect(index.status()).toBe(200);
  const [oldest] = ((await index.json()) as { listings: Listing[] }).listings;
  const listing = ((await (await request.get(`/api/v2/listings/${oldest!.id}`, { headers: bearer(broker) })).json()) as { listing: Listing }).listing;
  expect(listing.confirmedCurrentAt).toBeNull();

  // Staff read the outbox: the reminder to the listing's contact person, with its two links.
  await runJob(request, 'listing-freshness');
  const mails = await outboxMails(request, listing.contactEmail ?? '', 'Er annoncen stadig aktuel?');
  const mail = mails.find((m) => m.body.includes(`annonce-ID ${listing.id})`));
  expect(mail, `a reminder about listing ${listing.id}`).toBeDefined();
  expect(mail!.subject).toBe('Er annoncen stadig aktuel?');
  const link = /Ja, stadig ledig: (\S+)/.exec(mail!.body)?.[1];
  expect(link).toContain(`/aktuel/${listing.id}/`);

  // Opened from the mail in a browser that is not signed in.
  const reader = await browser.newContext({ baseURL, locale: 'da-DK' });
  const fromMail = await reader.newPage();
  await fromMail.goto(link!);
  await expect(fromMail.getByRole('heading', { name: 'Er annoncen stadig aktuel?' })).toBeVisible();
  await fromMail.getByRole('button', { name: 'Ja, stadig ledig' }).click();
  await expect(fromMail.getByRole('heading', { name: 'Tak for svaret' })).toBeVisible();
  await expect(fromMail.getByText(`er bekræftet aktuel ${today}`)).toBeVisible();
  // The link acts once.
  await fromMail.goto(link!);
  await fromMail.getByRole('button', { name: 'Ja, stadig ledig' }).click();
  await expect(fromMail.getByText('Linket er allerede brugt')).toBeVisible();
  await reader.close();

  // The broker sees the confirmation on the index, under the listing's status.
  await signIn(page, 'maegler.admin@demo.test');
  await page.goto(`/listings?filter=${encodeURIComponent(JSON.stringify({ address: listing.addressText }))}`);
  const row = page.getByRole('row').filter({ hasText: listing.title }).first();
  await expect(row.getByText(`Bekræftet aktuel ${today}`)).toBeVisible();
});

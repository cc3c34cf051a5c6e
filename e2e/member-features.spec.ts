import { expect, test } from '@playwright/test';
import { acceptConsent, ALL_CONSENT, ConsentDialog } from './pages/consent';
import { AnnouncementsBar, mainNavigation, SearchAgentsPage } from './pages/MemberFeaturesPages';
import { LoginPage } from './pages/LoginPage';
import { runJob } from './pages/jobs';
import { outboxMails } from './pages/outbox';
import { apiToken, bearer, pageAs, signIn } from './pages/session';

const stamp = () => Date.now().toString(36).toUpperCase();

test.describe('cookie consent', () => {
  test('the dialog appears on the first visit, and not after accepting', async ({ page }) => {
    await page.goto('/login');
    const consent = new ConsentDialog(page);
    await expect(consent.dialog()).toBeVisible();
    await expect(consent.dialog()).toContainText('Vi bruger nødvendige cookies');
    await consent.acceptAll();
    expect(await consent.storedCategories()).toEqual([...ALL_CONSENT]);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Log ind' })).toBeVisible();
    await expect(page.locator('html[data-consent="ready"]')).toHaveCount(1);
    await expect(consent.dialog()).toHaveCount(0);

    // Logged in, on another page: still not asked again.
    await new LoginPage(page).login('privat@demo.test');
    await expect(page.getByRole('link', { name: 'Logget på som privat@demo.test' })).toBeVisible();
    await expect(page.locator('html[data-consent="ready"]')).toHaveCount(1);
    await expect(consent.dialog()).toHaveCount(0);
  });

  test('closing the dialog keeps only the necessary cookies', async ({ page }) => {
    await page.goto('/login');
    const consent = new ConsentDialog(page);
    await consent.dialog().getByRole('button', { name: 'Luk og afvis valgfrie cookies' }).click();
    await expect(consent.dialog()).toBeHidden();
    expect(await consent.storedCategories()).toEqual(['necessary']);
  });
});

test.describe('with consent given', () => {
  test.beforeEach(async ({ context, baseURL }) => acceptConsent(context, baseURL));

  test('an announcement is closed, stays closed after a reload, and comes back with Vis alle meddelelser', async ({ page }) => {
    await signIn(page, 'privat@demo.test');
    await page.goto('/');
    const bar = new AnnouncementsBar(page);
    const news = /Nyhed: Du kan nu se statistik/;
    await expect(bar.announcement(news)).toBeVisible();
    await expect(bar.announcement(/Vi opdaterer systemet/)).toBeVisible();

    await bar.close(news);
    await page.reload();
    await expect(bar.announcement(/Vi opdaterer systemet/)).toBeVisible();
    await expect(bar.announcement(news)).toHaveCount(0);

    await bar.showAll();
    await expect(bar.announcement(news)).toBeVisible();
    await page.reload();
    await expect(bar.announcement(news)).toBeVisible();
  });

  test('a CMS page appears in the navigation and opens', async ({ page }) => {
    await signIn(page, 'maegler.admin@demo.test');
    await page.goto('/');
    await mainNavigation(page).getByRole('link', { name: 'Vilkår for annoncering' }).click();
    await expect(page).toHaveURL(/\/member_cms-pages\/vilkaar$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vilkår for annoncering' })).toBeVisible();
    await expect(page.getByText(/Annoncer skal beskrive et konkret ledigt erhvervslejemål/)).toBeVisible();
    // A real path: a reload lands on the page again.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Vilkår for annoncering' })).toBeVisible();
  });

  test('an announcement containing a script tag does not run it', async ({ page, browser, request }) => {
    const marker = `E2E-varsel ${stamp()}`;
    await signIn(page, 'staff@demo.test');
    await page.goto('/announcements/create');
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Advarsel' }).click();
    await page
      .getByRole('textbox', { name: 'Indhold' })
      .fill(`<p><strong>${marker}</strong></p><script>window.__pwned = 'script'</script><img src="x" onerror="window.__pwned = 'onerror'">`);
    await page.getByRole('button', { name: 'Gem' }).click();
    await expect(page).toHaveURL(/\/announcements$/);

    const member = await pageAs(browser, 'privat@demo.test');
    await member.goto('/');
    const bar = new AnnouncementsBar(member);
    await expect(bar.announcement(marker)).toBeVisible();
    await expect(bar.announcement(marker).locator('strong')).toHaveText(marker);
    await expect(bar.announcement(marker).locator('script')).toHaveCount(0);
    await expect(bar.announcement(marker).locator('img')).not.toHaveAttribute('onerror', /.*/);
    expect(await member.evaluate(() => (window as Window & { __pwned?: string }).__pwned)).toBeUndefined();
    await member.context().close();

    // Tidy up, so the journeys after this one see the demo announcements only.
    const token = await apiToken(request, 'staff@demo.test');
    const list = (await (await request.get('/api/v2/announcements?sort=id&order=DESC', { headers: bearer(token) })).json()) as {
      announcements: { id: number; content: string; version: number }[];
    };
    const created = list.announcements.find((a) => a.content.includes(marker))!;
    const removed = await request.delete(`/api/v2/announcements/${created.id}`, { headers: { ...bearer(token), 'if-match': `W/"${created.version}"` } });
    expect(removed.status()).toBe(200);
  });

  test('privat@ adds a search agent and sees it listed; a new listing that matches it produces one mail in the outbox', async ({ page, browser, request }) => {
    // An active rental listing to copy into a new one, of an account no other journey looks at (the copy
    // has the same title as the original). Staff may act in every account.
    const staffToken = await apiToken(request, 'staff@demo.test');
    const account = (await (await request.get('/api/v2/accounts?q=Trekant', { headers: bearer(staffToken) })).json()) as { accounts: { id: number }[] };
    expect(account.accounts).toHaveLength(1);
    const found = await request.get(`/api/v2/listings?accountId=${account.accounts[0]!.id}&status=2&listingType=1&offMarket=false&perPage=100`, {
      headers: bearer(staffToken),
    });
    expect(found.ok()).toBe(true);
    const { listings } = (await found.json()) as { listings: { id: number; title: string; zipCode: string | null }[] };
    const original = listings.find((l) => l.zipCode !== null);
    expect(original).toBeDefined();
    const zipCode = original!.zipCode!;
    const name = `E2E-agent ${stamp()}`;

    await signIn(page, 'privat@demo.test');
    const agents = new SearchAgentsPage(page);
    await agents.open();
    await agents.create({ name, types: ['Lejemål'], zipCode, interval: 'Straks' });
    await expect(agents.row(name)).toBeVisible();
    await expect(agents.row(name)).toContainText('Straks');
    await expect(agents.row(name)).toContainText(zipCode);

    // A new listing (a copy, pending) is activated: it matches the agent.
    const copied = await request.post(`/api/v2/listings/${original!.id}/copy`, { headers: bearer(staffToken), data: { keepCaseNumber: false } });
    expect(copied.status()).toBe(201);
    const { listing } = (await copied.json()) as { listing: { id: number; title: string; status: number } };
    expect(listing.status).toBe(1);
    const activated = await request.post(`/api/v2/listings/${listing.id}/activate`, {
      headers: { ...bearer(staffToken), 'if-match': copied.headers()['etag']! },
    });
    expect(activated.status()).toBe(200);

    // Staff read the outbox: exactly one mail for the agent, with the new listing's link.
    const mailsFor = () => outboxMails(request, 'privat@demo.test', name);
    await runJob(request, 'search-agents');
    expect(await mailsFor()).toHaveLength(1);
    const [mail] = await mailsFor();
    expect(mail!.subject).toBe(`Søgeagent "${name}": 1 ny annonce`);
    expect(mail!.body).toContain(`/annonce/${listing.id}`);

    // Taken down and published again, it is not mailed a second time.
    const down = await request.post(`/api/v2/listings/${listing.id}/deactivate`, {
      headers: { ...bearer(staffToken), 'if-match': activated.headers()['etag']! },
    });
    expect(down.status()).toBe(200);
    const up = await request.post(`/api/v2/listings/${listing.id}/activate`, { headers: { ...bearer(staffToken), 'if-match': down.headers()['etag']! } });
    expect(up.status()).toBe(200);

    const staff = await pageAs(browser, 'staff@demo.test');
    await staff.goto('/outbox-mails');
    await staff.getByRole('row').filter({ hasText: name }).click();
    await expect(staff.getByText(listing.title).first()).toBeVisible();
    await staff.context().close();
    // A run after that, still one mail.
    await runJob(request, 'search-agents');
    expect(await mailsFor()).toHaveLength(1);

    // The agent's list shows the listing it sent.
    await agents.open();
    await expect(agents.row(name)).toContainText('1 annonce sendt');
  });
});

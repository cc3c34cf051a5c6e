import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { bearer, signIn } from './pages/session';
import { settle } from './pages/journeys';
import { PHONE, sidewaysScrolling, widerThanWindow } from './pages/layout';

/**
 * API keys as a broker's case system meets them: the account's administrator makes one on the account
 * page, copies it from the dialog (the only time it is shown), the case system calls the API with it over
 * HTTP, and once the administrator revokes it, the next call is refused.
 */

const keysTable = (page: Page) => page.getByRole('table', { name: 'API-nøgler' });

test('an administrator creates a key, copies it, the API takes it; revoked, the API refuses it', async ({ page, context, request, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await signIn(page, 'maegler.admin@demo.test');
  await page.goto('/account');
  const name = `Sagssystem ${Date.now()}`;

  await page.getByRole('button', { name: 'Opret API-nøgle' }).click();
  const create = page.getByRole('dialog', { name: 'Opret API-nøgle' });
  await create.getByRole('textbox', { name: 'Navn' }).fill(name);
  await expect(create.getByRole('combobox', { name: 'Rolle' })).toHaveText('Bruger');
  await create.getByRole('button', { name: 'Opret API-nøgle' }).click();

  const shown = page.getByRole('dialog', { name: 'Din nye API-nøgle' });
  await expect(shown.getByText('Kopiér nøglen nu, og gem den et sikkert sted. Den vises ikke igen.')).toBeVisible();
  await shown.getByRole('button', { name: 'Kopiér nøgle' }).click();
  await expect(shown.getByText('Nøglen er kopieret.')).toBeVisible();
  const key = await page.evaluate(() => navigator.clipboard.readText());
  expect(key).toMatch(/^ma_live_[A-Za-z0-9_-]{43}$/);
  await expect(shown.getByRole('textbox', { name: 'API-nøgle' })).toHaveValue(key);
  await shown.getByRole('button', { name: 'Færdig' }).click();
  await expect(shown).toBeHidden();

  // The case system's call, over real HTTP with the key alone.
  const listings = () => request.get('/api/v2/listings', { headers: bearer(key) });
  const answer = await listings();
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { listings: { accountName: string }[] };
  expect(body.listings.length).toBeGreaterThan(0);
  expect(new Set(body.listings.map((l) => l.accountName))).toEqual(new Set(['Nordhavn Erhvervsmægler ApS']));

  // The list shows the key (never the key itself), and, loaded again, that it was used.
  await page.reload();
  const row = keysTable(page).getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('Aktiv')).toBeVisible();
  await expect(row.getByText(/^\d{1,2}\.\d{1,2}\.\d{4} kl\. \d{2}\.\d{2}$/)).toBeVisible();
  await expect(page.getByText(key)).toHaveCount(0);
  // The API log shows the case system's call with the key's name.
  const log = page.getByRole('table', { name: 'API-log' });
  await expect(log.getByRole('row', { name: new RegExp(`${name}.*GET /api/v2/listings.*200`) }).first()).toBeVisible();

  await row.getByRole('button', { name: `Tilbagekald ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Tilbagekald API-nøglen ${name}?` });
  await confirm.getByRole('button', { name: 'Tilbagekald' }).click();
  await expect(row.getByText(/^Tilbagekaldt /)).toBeVisible();
  expect((await listings()).status()).toBe(401);
});

test('the API keys section and its dialog fit a phone', async ({ page }) => {
  await signIn(page, 'maegler.admin@demo.test');
  await page.setViewportSize(PHONE);
  await page.goto('/account');
  // A key with a long name, so the stacked rows have something to wrap.
  await page.getByRole('button', { name: 'Opret API-nøgle' }).click();
  const create = page.getByRole('dialog', { name: 'Opret API-nøgle' });
  await create.getByRole('textbox', { name: 'Navn' }).fill('Mæglersystemets natlige synkronisering af alle annoncer');
  await create.getByRole('combobox', { name: 'Rolle' }).click();
  await page.getByRole('option', { name: 'Kun læse' }).click();
  expect(await widerThanWindow(page), 'the create dialog wider than the phone').toEqual([]);
  await create.getByRole('button', { name: 'Opret API-nøgle' }).click();
  const shown = page.getByRole('dialog', { name: 'Din nye API-nøgle' });
  await expect(shown.getByRole('button', { name: 'Kopiér nøgle' })).toBeInViewport();
  await page.screenshot({ path: join(test.info().project.testDir, 'output', 'phone', 'api-key-dialog.png') });
  expect(await widerThanWindow(page), 'the key dialog wider than the phone').toEqual([]);
  await shown.getByRole('button', { name: 'Færdig' }).click();

  const table = keysTable(page);
  await table.scrollIntoViewIfNeeded();
  await settle(page);
  await expect(table.getByText('Kun læse').first()).toBeVisible();
  expect(await widerThanWindow(page), 'wider than the phone').toEqual([]);
  expect(await sidewaysScrolling(page.locator('body')), 'to be scrolled sideways').toEqual([]);
  await expect(page.getByRole('button', { name: 'Opret API-nøgle' })).toBeVisible();
  await table.screenshot({ path: join(test.info().project.testDir, 'output', 'phone', 'api-keys.png') });
});

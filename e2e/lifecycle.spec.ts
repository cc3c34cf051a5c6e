import { expect, test } from '@playwright/test';
import { signIn } from './pages/session';
import { CLOSING_REASONS_IN_ORDER, ListingShowPage } from './pages/LifecyclePages';
import { ListingsPage } from './pages/ListingsPage';

const ACTIVE = 2;

test('copy keeps the case number when asked (yes) and leaves it out (no)', async ({ page }) => {
  await signIn(page, 'maegler.bruger@demo.test');
  const show = new ListingShowPage(page);
  const title = await show.openFirstWithStatus(ACTIVE);
  const caseText = page.getByText(/^Sagsnummer: /).first();
  const caseNumber = (await caseText.count()) > 0 ? await caseText.textContent() : null;

  for (const answer of ['Ja, behold sagsnummeret', 'Nej, uden sagsnummer']) {
    await show.actionLink('Kopier').click();
    await expect(page.getByRole('heading', { name: 'Skal kopien beholde sagsnummeret?' })).toBeVisible();
    await expect(page.getByText(/Nogle sagssystemer kræver, at hvert sagsnummer er unikt/)).toBeVisible();
    await page.screenshot({ path: 'e2e/output/lifecycle-copy.png' });
    await page.getByRole('button', { name: answer }).click();
    await expect(page).toHaveURL(/\/listings\/[a-z]+\/\d+\/update$/);
    await expect(page.getByText(`Annoncen "${title}" er kopieret`)).toBeVisible();
    const copyId = /\/(\d+)\/update$/.exec(page.url())![1];
    await page.goto(page.url().replace(/\/update$/, ''));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Afventer', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('img', { name: /Billede 1/ }).or(page.locator('section img').first())).toBeVisible();
    if (answer.startsWith('Ja') && caseNumber) await expect(page.getByText(caseNumber)).toBeVisible();
    if (answer.startsWith('Nej')) await expect(page.getByText(/^Sagsnummer: /)).toHaveCount(0);
    await expect(show.history().getByText(/Oprettet som kopi/)).toBeVisible();
    expect(Number(copyId)).toBeGreaterThan(0);
    // Back to the original for the second answer.
    await page.goBack();
    await page.goBack();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
});

test('close with each reason in the order 1, 3, 4, 2, reclose, reopen, then delete after confirmation', async ({ page }) => {
  await signIn(page, 'maegler.admin@demo.test');
  const show = new ListingShowPage(page);
  const title = await show.openFirstWithStatus(ACTIVE, 1);
  const showUrl = page.url();

  for (const reason of CLOSING_REASONS_IN_ORDER) {
    await show.actionLink('Afmeld').click();
    await expect(page).toHaveURL(/\/close$/);
    const radios = page.getByRole('radiogroup', { name: /Årsag til afmelding/ }).getByRole('radio');
    await expect(radios).toHaveCount(4);
    const labels = await Promise.all(
      (await radios.all()).map(async (r) => (await r.getAttribute('aria-label')) ?? (await r.locator('xpath=ancestor::label').textContent())),
    );
    expect(labels).toEqual(CLOSING_REASONS_IN_ORDER);
    await page.getByRole('radio', { name: reason }).check();
    await page.getByRole('textbox', { name: 'Bemærkning (valgfri)' }).fill(`Afmeldt: ${reason}`);
    if (reason === CLOSING_REASONS_IN_ORDER[0]) await page.screenshot({ path: 'e2e/output/lifecycle-close.png' });
    await page.getByRole('button', { name: 'Afmeld annoncen' }).click();
    await expect(page).toHaveURL(showUrl);
    await expect(page.getByText(`Annoncen "${title}" er afmeldt`)).toBeVisible();
    await expect(page.getByText(new RegExp(`Afmeldt siden .*${reason.replace('/', '\\/')}`))).toBeVisible();
    await show.action('Genaktiver').click();
    await expect(page.getByText(`Annoncen "${title}" er genaktiveret`)).toBeVisible();
    await expect(page.getByText(/^Afmeldt siden/)).toHaveCount(0);
  }

  // Close, then fix the closing reason (reclose).
  await show.actionLink('Afmeld').click();
  await page.getByRole('radio', { name: 'Udlejet/solgt' }).check();
  await page.getByRole('button', { name: 'Afmeld annoncen' }).click();
  await expect(page.getByText(/Afmeldt siden .*Udlejet\/solgt/)).toBeVisible();
  await show.actionLink('Ret afmelding').click();
  await expect(page.getByRole('heading', { name: new RegExp(`^Ret afmelding`) })).toBeVisible();
  await page.getByRole('radio', { name: 'Formidlingsaftalen er ophørt' }).check();
  await page.getByRole('button', { name: 'Gem ny årsag' }).click();
  await expect(page.getByText(/Afmeldt siden .*Formidlingsaftalen er ophørt/)).toBeVisible();
  await expect(show.history().getByText('Afmelding rettet')).toBeVisible();
  await page.screenshot({ path: 'e2e/output/lifecycle-show.png', fullPage: true });

  // Delete after confirmation: it leaves the index.
  await show.action('Slet').click();
  await expect(page.getByRole('dialog')).toContainText('Det kan ikke fortrydes');
  await page.getByRole('dialog').getByRole('button', { name: 'Slet' }).click();
  await expect(page.getByText(`Annoncen "${title}" er slettet`)).toBeVisible();
  await expect(page.getByText('Slettet', { exact: true }).first()).toBeVisible();
  await expect(show.action('Genaktiver')).toHaveCount(0);
});

test('bulk close of several listings with one reason answers each row; the CSV export has every matching row', async ({ page }) => {
  await signIn(page, 'maegler.admin@demo.test');
  const listings = new ListingsPage(page);
  await listings.openFiltered({ status: ACTIVE }, { sort: 'id', order: 'DESC' });
  const rows = listings.rows();
  const titles: string[] = [];
  for (const i of [0, 1, 2]) {
    const row = rows.nth(i);
    titles.push((await row.getByRole('cell').nth(3).textContent()) ?? '');
    await row.getByRole('checkbox').check();
  }
  await page.getByRole('button', { name: 'Afmeld', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Afmeld 3 annoncer' });
  const radios = dialog.getByRole('radio');
  await expect(radios).toHaveCount(4);
  await dialog.getByRole('radio', { name: 'Afmeldt af anden årsag' }).check();
  await dialog.getByRole('button', { name: 'Afmeld annoncen' }).click();
  const results = page.getByRole('dialog', { name: 'Resultat' });
  await expect(results.getByRole('listitem')).toHaveCount(3);
  for (const title of titles) await expect(results.getByRole('listitem').filter({ hasText: title })).toContainText('Udført: Afmeldt');
  await expect(page.getByText('Annoncerne er afmeldt')).toBeVisible();
  await results.getByRole('button', { name: 'Luk' }).click();

  // The export: every closed listing (not only a page), with the BOM and Danish headers.
  await listings.openFiltered({ status: 5 });
  const lines = await listings.exportCsv();
  expect(lines[0]).toMatch(/^ID;Status;Annoncetype;Off-market;Titel;Adresse;Postnr\.;By;Sagsnummer/);
  for (const title of titles) expect(lines.some((line) => line.includes(title) && line.includes(';Afmeldt;'))).toBe(true);
  expect(lines.slice(1).every((line) => line.split(';')[1] === 'Afmeldt')).toBe(true);
});

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { apiToken, bearer, signIn } from './pages/session';
import { settle } from './pages/journeys';
import { PHONE, sidewaysScrolling, widerThanWindow } from './pages/layout';

/**
 * A broker's case system feed as a file (docs/import.md): the broker opens the import page from
 * the index, picks a CSV with one bad row, sees the preview, imports it, sees the counts, downloads the
 * error report with the bad row's field and Danish message, and finds the new listings on the index.
 */

const BROKER = 'maegler.admin@demo.test';
const HEADER =
  'accountOwnerListingIdentifierID;listingType;title;flashline;description;address.id;listingtypeSubcategory;floorArea;yearlyRent;contactName;contactPhone;contactEmail';
const DESCRIPTION = 'Lyse og velindrettede lokaler med udsigt over havnen, egen indgang, tekøkken og adgang til fælles mødelokaler.';

async function addressId(request: APIRequestContext): Promise<string> {
  const token = await apiToken(request, BROKER);
  const res = await request.get('/api/v2/addresses?q=Sundkrogsgade%2021&limit=1', { headers: bearer(token) });
  return ((await res.json()) as { addresses: { id: string }[] }).addresses[0]!.id;
}

/** Three listings; the second has a floor area that is no number. */
function feed(stamp: string, address: string) {
  const line = (n: number, floorArea: string) =>
    [
      `CSV-${stamp}-${n}`,
      '1',
      `Importeret kontor ${stamp} nr. ${n}`,
      'Havudsigt og egen indgang',
      DESCRIPTION,
      address,
      'kontor',
      floorArea,
      '450.000',
      'Mette Nordahl',
      '+45 33 12 34 56',
      'mette@nordhavn-erhverv.dk',
    ].join(';');
  const csv = `\uFEFF${[HEADER, line(1, '1.250,5'), line(2, 'stort'), line(3, '980')].join('\r\n')}\r\n`;
  return { name: 'sagssystem.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') };
}

const pickFile = (page: Page, file: ReturnType<typeof feed>) => page.locator('input[type="file"]').setInputFiles(file);

test('a broker imports a CSV feed from the index, sees the preview and the counts, and downloads the refused row as a Danish report', async ({
  page,
  request,
}) => {
  const stamp = String(Date.now());
  const file = feed(stamp, await addressId(request));
  await signIn(page, BROKER);
  await page.goto('/listings');
  await page.getByRole('link', { name: 'Importér' }).click();
  await expect(page).toHaveURL(/\/listings\/import$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Importér annoncer' })).toBeVisible();

  await pickFile(page, file);
  const preview = page.getByRole('region', { name: 'De første annoncer' });
  await expect(preview.getByText('3 annoncer i filen')).toBeVisible();
  const table = preview.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('row').nth(2)).toContainText(`CSV-${stamp}-2`);
  // Seen before sending, with the message the server gives below: the same schemas check the row.
  await expect(table.getByRole('row').nth(2)).toContainText('Etageareal skal være korrekt (floorArea)');
  await expect(preview.getByText('1 række har et problem, som afvises ved importen')).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText('Lejemål');
  await expect(preview.getByRole('radio', { name: 'Kun disse annoncer' })).toBeChecked();

  await preview.getByRole('button', { name: 'Start import' }).click();
  const summary = page.getByRole('region', { name: 'Resultat' });
  await expect(summary).toBeVisible();
  await expect(summary.locator('[data-outcome="created"]')).toHaveText('2');
  await expect(summary.locator('[data-outcome="refused"]')).toHaveText('1');
  await expect(summary.locator('[data-outcome="closed"]')).toHaveText('0');
  await expect(summary.getByRole('region', { name: 'Afviste rækker' }).getByRole('row').nth(1)).toHaveText(
    `2CSV-${stamp}-2floorAreaEtageareal skal være korrekt`,
  );

  const download = page.waitForEvent('download');
  await summary.getByRole('button', { name: 'Hent fejlrapport' }).click();
  const report = await download;
  expect(report.suggestedFilename()).toMatch(/^importfejl-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile(await report.path(), 'utf8');
  expect(text.replace(/^\uFEFF/, '')).toBe(`række;sagsnummer;felt;fejl\r\n2;CSV-${stamp}-2;floorArea;Etageareal skal være korrekt\r\n`);

  await summary.getByRole('link', { name: 'Til annoncerne' }).click();
  await expect(page).toHaveURL(/\/listings(\?|$)/);
  await expect(page.getByText(`Importeret kontor ${stamp} nr. 1`).first()).toBeVisible();
  await expect(page.getByText(`Importeret kontor ${stamp} nr. 3`).first()).toBeVisible();
  await expect(page.getByText(`Importeret kontor ${stamp} nr. 2`)).toHaveCount(0);
});

test('the import page fits a phone, with the preview, the warning of a full feed and the result', async ({ page, request }) => {
  const stamp = `${Date.now()}-tlf`;
  const file = feed(stamp, await addressId(request));
  await signIn(page, BROKER);
  await page.setViewportSize(PHONE);
  await page.goto('/listings/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Importér annoncer' })).toBeVisible();
  await pickFile(page, file);
  const preview = page.getByRole('region', { name: 'De første annoncer' });
  // One block per row on a phone, in place of the table.
  await expect(preview.getByRole('table')).toBeHidden();
  await expect(preview.getByRole('listitem')).toHaveCount(3);
  await expect(preview.getByRole('listitem').nth(1)).toContainText(`Række 2 · CSV-${stamp}-2 · Lejemål`);
  await preview.getByRole('radio', { name: 'Hele porteføljen (afmelder annoncer, der ikke er med)' }).check();
  await expect(preview.getByText(/^Advarsel: Kontoens aktive og inaktive annoncer/)).toBeVisible();
  await settle(page);
  expect(await widerThanWindow(page), 'wider than the phone').toEqual([]);
  expect(await sidewaysScrolling(page.locator('body')), 'to be scrolled sideways').toEqual([]);
  await page.screenshot({ path: join(test.info().project.testDir, 'output', 'phone', 'listing-import.png'), fullPage: true });
  // Only these listings: a full feed here would close the demo account's other listings.
  await preview.getByRole('radio', { name: 'Kun disse annoncer' }).check();
  await preview.getByRole('button', { name: 'Start import' }).click();
  const summary = page.getByRole('region', { name: 'Resultat' });
  await expect(summary.getByRole('button', { name: 'Hent fejlrapport' })).toBeVisible();
  expect(await widerThanWindow(page), 'the result wider than the phone').toEqual([]);
});

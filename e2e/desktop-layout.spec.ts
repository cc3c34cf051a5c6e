import { expect, test } from '@playwright/test';
import { signIn } from './pages/session';
import { settle } from './pages/journeys';
import { LAPTOP, obstructions, sidewaysScrolling, widerThanWindow } from './pages/layout';
import { mainNavigation } from './pages/MemberFeaturesPages';

/** The layout on a laptop screen, 1366 × 900: nothing covers, cuts or hides what a broker uses. */
test.use({ viewport: LAPTOP });

test('selecting listings leaves the filters and the buttons above the table free', async ({ page }) => {
  await signIn(page, 'maegler.admin@demo.test');
  await page.goto('/listings');
  await settle(page);
  const main = page.getByRole('main');
  // The default columns, visits, leads and quality among them, fit the screen: nothing to scroll sideways to.
  for (const column of ['Besøg', 'Henvendelser', 'Kvalitet']) {
    const header = main.getByRole('columnheader', { name: column });
    await expect(header).toBeInViewport({ ratio: 1 });
    expect(await obstructions(header), column).toEqual([]);
  }
  expect(await sidewaysScrolling(main)).toEqual([]);
  await main.getByRole('row').nth(1).getByRole('checkbox').check();
  await expect(main.getByText('1 annonce valgt')).toBeVisible();
  for (const control of [
    main.getByRole('combobox', { name: 'Type' }),
    main.getByRole('combobox', { name: 'Status' }),
    main.getByRole('button', { name: 'Eksportér til CSV' }),
    main.getByRole('link', { name: 'Opret annonce' }),
    main.getByRole('button', { name: 'Aktivér', exact: true }),
  ]) {
    await expect(control).toBeVisible();
    expect(await obstructions(control), control.toString()).toEqual([]);
  }
  // The bulk toolbar still works from where it is.
  await main.getByRole('button', { name: 'Afmeld' }).click();
  await expect(page.getByRole('dialog', { name: /Afmeld 1 annonce/ })).toBeVisible();
});

test("a broker's sections fit the navigation row; a narrower window scrolls to those it cannot show at once", async ({ page }) => {
  await signIn(page, 'maegler.admin@demo.test');
  await page.goto('/listings');
  const nav = mainNavigation(page);
  const last = nav.getByRole('link', { name: 'Cookie-tabeller' });
  await expect(last).toBeInViewport({ ratio: 1 });
  await expect(nav.getByRole('button', { name: 'Vis flere menupunkter' })).toBeHidden();
  expect(await obstructions(last)).toEqual([]);

  await page.setViewportSize({ width: 1024, height: LAPTOP.height });
  await expect(last).not.toBeInViewport({ ratio: 1 });
  await expect(nav.getByRole('button', { name: 'Vis forrige menupunkter' })).toBeHidden();
  const next = nav.getByRole('button', { name: 'Vis flere menupunkter' });
  await next.click();
  // Scrolling stops at a whole pixel; the row's width may not be one.
  await expect(last).toBeInViewport({ ratio: 0.99 });
  await expect(next).toBeHidden();
  await nav.getByRole('button', { name: 'Vis forrige menupunkter' }).click();
  await expect(nav.getByRole('link', { name: 'Annoncer', exact: true })).toBeInViewport({ ratio: 1 });
  expect(await widerThanWindow(page)).toEqual([]);
});

test('the account statistics table shows its last column', async ({ page }) => {
  await signIn(page, 'maegler.admin@demo.test');
  await page.goto('/account/statistics');
  await settle(page);
  const table = page.getByRole('table', { name: 'Besøg, henvendelser og konvertering pr. annonce i perioden' });
  const headers = table.getByRole('columnheader');
  await expect(headers.last()).toHaveText('Klik som fremhævet');
  expect(await obstructions(headers.last())).toEqual([]);
  expect(await obstructions(table.getByRole('row').nth(1).getByRole('cell').last())).toEqual([]);
  expect(await widerThanWindow(page)).toEqual([]);
  expect(await sidewaysScrolling(page.getByRole('main'))).toEqual([]);
});

import { expect, test } from '@playwright/test';
import { signIn } from './pages/session';
import { accessibilityViolations } from './pages/journeys';
import { PHONE, sidewaysScrolling, widerThanWindow } from './pages/layout';

/**
 * The account's webhooks on a phone, as its administrator meets them in the demo: the broker's CRM endpoint with
 * its delivery log, a failed delivery's attempts, and a new endpoint whose secret is shown once.
 */

test('the webhooks section, its delivery log and a new endpoint fit a phone', async ({ page }) => {
  await signIn(page, 'maegler.admin@demo.test');
  await page.setViewportSize(PHONE);
  await page.goto('/account');

  const table = page.getByRole('table', { name: 'Webhooks' });
  const demo = table.getByRole('row', { name: /crm\.nordhavn-erhverv\.dk/ });
  await expect(demo.getByText('Ny henvendelse')).toBeVisible();
  expect(await widerThanWindow(page), 'the section wider than the phone').toEqual([]);
  expect(await sidewaysScrolling(page.getByRole('main')), 'sideways scrolling in the page').toEqual([]);

  await demo.getByRole('button', { name: 'Leveringer' }).click();
  const log = page.getByRole('dialog', { name: /^Leveringer til / });
  await log.getByRole('button', { name: /Fejlet/ }).click();
  const attempts = log.getByRole('table', { name: 'Forsøg' });
  await expect(attempts.getByText('HTTP 503').first()).toBeVisible();
  await expect(attempts.getByText('Intet svar: timeout').first()).toBeVisible();
  expect(await widerThanWindow(page), 'the delivery log wider than the phone').toEqual([]);
  expect(await accessibilityViolations(page)).toEqual([]);
  await log.getByRole('button', { name: 'Luk' }).click();
  await expect(log).toBeHidden();

  await page.getByRole('button', { name: 'Tilføj webhook' }).click();
  const create = page.getByRole('dialog', { name: 'Tilføj webhook' });
  await create.getByRole('textbox', { name: 'URL' }).fill(`https://crm.example.dk/hooks/${String(Date.now())}`);
  expect(await widerThanWindow(page), 'the create dialog wider than the phone').toEqual([]);
  await create.getByRole('button', { name: 'Tilføj webhook' }).click();
  const shown = page.getByRole('dialog', { name: 'Webhookens hemmelighed' });
  await expect(shown.getByRole('textbox', { name: 'Hemmelighed' })).toHaveValue(/^whsec_/);
  await expect(shown.getByRole('button', { name: 'Kopiér hemmelighed' })).toBeInViewport();
  expect(await widerThanWindow(page), 'the secret dialog wider than the phone').toEqual([]);
  await shown.getByRole('button', { name: 'Færdig' }).click();
  await expect(table.getByRole('row', { name: /crm\.example\.dk/ })).toBeVisible();

  // Removed again, so the demo's account keeps its one endpoint for the other specs.
  await table
    .getByRole('row', { name: /crm\.example\.dk/ })
    .getByRole('button', { name: 'Slet' })
    .click();
  await page
    .getByRole('dialog', { name: /^Slet webhooken/ })
    .getByRole('button', { name: 'Slet' })
    .click();
  await expect(table.getByRole('row', { name: /crm\.example\.dk/ })).toHaveCount(0);
});

import { expect, test } from '@playwright/test';
import { LoginPage, loginAs } from './pages/LoginPage';
import { signIn } from './pages/session';

/**
 * One persona for each way a login continues: staff (every account), a user of one account, a user of several
 * (chooses one first) and a user of none. The other personas log in through the API in the other specs.
 */
const PERSONAS = ['staff@demo.test', 'maegler.admin@demo.test', 'flere@demo.test', 'privat@demo.test'];

for (const email of PERSONAS) {
  test(`${email} logs in, sees the app bar and logs out`, async ({ page }) => {
    await loginAs(page, email);
    await page.getByRole('button', { name: 'Log ud' }).click();
    await expect(page.getByRole('heading', { name: 'Log ind' })).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    // Logged out means logged out: a protected page sends back to the login page.
    await page.goto('/accounts');
    await expect(page.getByRole('heading', { name: 'Log ind' })).toBeVisible();
  });
}

test('a wrong password shows the Danish error', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.login('maegler.admin@demo.test', 'forkert-kode');
  await expect(login.error()).toHaveText('Forkert e-mail eller adgangskode');
  await expect(page).toHaveURL(/\/login/);
});

test('a reload keeps the user on the real path they were on', async ({ page }) => {
  await signIn(page, 'maegler.admin@demo.test');
  await page.goto('/listings');
  await expect(page.getByRole('columnheader', { name: 'Titel' })).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/listings(\?.*)?$/);
  await expect(page.getByRole('columnheader', { name: 'Titel' })).toBeVisible();
});

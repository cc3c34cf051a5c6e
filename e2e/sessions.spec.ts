import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './pages/LoginPage';
import { bearer, tokenOf } from './pages/session';

const EMAIL = 'maegler.laeser@demo.test';

const loginHeading = (page: Page) => page.getByRole('heading', { name: 'Log ind' });

test("'Log ud alle steder' in one browser sends the others to the login page on their next call", async ({ browser }) => {
  const newPage = async () => (await browser.newContext()).newPage();
  const here = await newPage();
  const open = await newPage();
  const reopened = await newPage();
  for (const page of [here, open, reopened]) await loginAs(page, EMAIL);

  await here.goto('/user');
  await here.getByRole('button', { name: 'Log ud alle steder' }).click();
  const dialog = here.getByRole('dialog');
  await expect(dialog).toContainText('Log ud alle steder?');
  await dialog.getByRole('button', { name: 'Log ud alle steder' }).click();
  await expect(loginHeading(here)).toBeVisible();

  // A page left open: its next call to the API is refused.
  await open.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name: 'Favoritter' }).click();
  await expect(loginHeading(open)).toBeVisible();
  // A page opened again later.
  await reopened.goto('/listings');
  await expect(loginHeading(reopened)).toBeVisible();
  await expect(reopened).toHaveURL(/\/login/);

  for (const page of [here, open, reopened]) await page.context().close();
});

test("'Log ud' ends the session on the server: the token it had is refused", async ({ page, request }) => {
  await loginAs(page, EMAIL);
  const token = await tokenOf(page.context());
  const me = () => request.get('/api/v2/users/me', { headers: bearer(token) });
  expect((await me()).status()).toBe(200);

  await page.getByRole('button', { name: 'Log ud' }).click();
  await expect(loginHeading(page)).toBeVisible();
  await expect.poll(async () => (await me()).status()).toBe(401);
});

import { expect, test, type Page } from '@playwright/test';
import { signIn } from './pages/session';
import { accessibilityViolations, lookUpDemoIds, settle, type DemoIds } from './pages/journeys';
import { obstructions, PHONE, sidewaysScrolling, widerThanWindow, wordsBrokenInside } from './pages/layout';
import { ShellPage } from './pages/ShellPage';
import { AnnouncementsBar, mainNavigation } from './pages/MemberFeaturesPages';
import { expectArrival, keepScreenshot, openAs, PERSONAS, PHONE_VISITS, type Persona } from './pages/screens';

/**
 * Every screen of the journey suite (e2e/pages/screens.ts) on a phone, 360 × 780, as the first persona who
 * reaches it, each kind of refusal and each persona at least once (PHONE_VISITS): nothing is wider than the window, nothing needs sideways
 * scrolling, the heading shows on the first screen, and axe finds no WCAG 2.2 AA violation in what a phone builds
 * differently: each persona's shell and the compact screens (Visit.scan). With E2E_SCREENSHOTS set, each visit leaves a screenshot in e2e/output/phone/<screen>-<persona>.png.
 */

let ids: DemoIds;
test.beforeAll(async ({ request }) => {
  ids = await lookUpDemoIds(request);
});

/** How far down the phone's first screen a page's heading may start. */
const HEADING_WITHIN = 300;

for (const persona of Object.keys(PERSONAS) as Persona[]) {
  const visits = PHONE_VISITS.filter((v) => v.persona === persona);
  test.describe(`at 360 px as ${persona}`, () => {
    let page: Page;
    test.beforeAll(async ({ browser, baseURL }) => {
      page = await openAs(browser, persona, baseURL);
      await page.setViewportSize(PHONE);
      await settle(page);
    });
    test.afterAll(() => page.context().close());

    for (const visit of visits) {
      const { screen } = visit;
      test(`${screen.name}${visit.refusal ? ' (refused)' : ''}`, async () => {
        const path = screen.path(ids);
        const undo = await screen.arrange?.(page);
        try {
          await page.goto(path);
          await expectArrival(page, visit, path);
          await settle(page);
          await keepScreenshot(page, 'phone', `${screen.name}-${persona}`);
          expect(await widerThanWindow(page), 'wider than the phone').toEqual([]);
          expect(await sidewaysScrolling(page.locator('body')), 'to be scrolled sideways').toEqual([]);
          const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
          expect(heading?.y, 'the heading on the first screen').toBeLessThan(HEADING_WITHIN);
          if (visit.scan) expect.soft(await accessibilityViolations(page), 'WCAG 2.2 AA violations').toEqual([]);
        } finally {
          await undo?.();
        }
      });
    }
  });
}

/** Logs in and turns the window into a phone. */
async function loginOnPhone(page: Page, email: string) {
  await signIn(page, email);
  await page.setViewportSize(PHONE);
}

test.describe('on a phone', () => {
  test('the listing index shows its first listing on the first screen, as a card', async ({ page }) => {
    await loginOnPhone(page, 'maegler.admin@demo.test');
    await page.goto('/listings');
    await settle(page);
    const cards = page.getByRole('main').getByRole('list', { name: 'Annoncer', exact: true }).getByRole('listitem');
    await expect(cards).toHaveCount(25);
    const first = cards.first();
    // The card names what a row of the table says: the title (a link to the listing), status and type.
    await expect(first.getByRole('link')).toBeInViewport({ ratio: 1 });
    await expect(first.getByText(/^(Afventer|Aktiv|Inaktiv|Karantæne|Afmeldt|Arkiveret)$/)).toBeInViewport({ ratio: 1 });
    expect(await wordsBrokenInside(first, 'dt'), 'labels broken inside a word').toEqual([]);
    // The filters and actions are folded behind one button above the cards, which opens them.
    const main = page.getByRole('main');
    const tools = main.getByRole('button', { name: 'Filtre og handlinger' });
    await expect(tools).toHaveAttribute('aria-expanded', 'false');
    await expect(main.getByRole('textbox', { name: 'Sagsnummer' })).toBeHidden();
    await tools.click();
    await expect(main.getByRole('textbox', { name: 'Sagsnummer' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Opret annonce' })).toBeVisible();
    expect(await widerThanWindow(page)).toEqual([]);
    await first.getByRole('link').click();
    await expect(page).toHaveURL(/\/listings\/(rental|investment|sales|officespace)\/\d+$/);
  });

  test('the listing form keeps its save button in reach, and breaks no label inside a word', async ({ page }) => {
    await loginOnPhone(page, 'maegler.admin@demo.test');
    await page.goto('/listings');
    await page.getByRole('main').getByRole('list', { name: 'Annoncer', exact: true }).getByRole('link').first().click();
    await page.getByRole('link', { name: 'Rediger' }).click();
    const save = page.getByRole('button', { name: 'Gem ændringer' });
    await expect(save).toBeInViewport({ ratio: 1 });
    expect(await obstructions(save)).toEqual([]);
    await page.getByRole('region', { name: 'Vilkår og forhold' }).scrollIntoViewIfNeeded();
    await expect(save).toBeInViewport({ ratio: 1 });
    expect(await wordsBrokenInside(page.getByRole('main'), 'label, h2, legend'), 'labels broken inside a word').toEqual([]);
  });

  test('the staff banner takes at most two lines', async ({ page }) => {
    await signIn(page, 'staff@demo.test');
    await page.goto('/');
    const shell = new ShellPage(page);
    await shell.actAs('Nordhavn Erhvervsmægler ApS', ['Administrator', 'Bruger', 'Læser']);
    await page.setViewportSize(PHONE);
    const banner = shell.staffBanner();
    // The short form, once the page has taken the phone's width.
    await expect(banner).toHaveText('Du agerer som Nordhavn Erhvervsmægler ApS: Administrator, Bruger, Læser');
    const message = await banner.locator('.MuiAlert-message').evaluate((box) => {
      const style = getComputedStyle(box);
      const lines = (box.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)) / parseFloat(style.lineHeight);
      return { lines: Math.round(lines), cut: box.scrollHeight > box.clientHeight + 1 };
    });
    // Whole, the account and every role, in two lines.
    expect(message).toEqual({ lines: 2, cut: false });
    await expect(banner.getByRole('button', { name: 'Stop med at agere' })).toBeInViewport({ ratio: 1 });
  });

  test('the navigation is a menu behind one button', async ({ page }) => {
    await loginOnPhone(page, 'maegler.admin@demo.test');
    await page.goto('/listings');
    await expect(mainNavigation(page)).toBeHidden();
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    // Once it has slid in.
    await expect(drawer).toBeInViewport({ ratio: 1 });
    await expect(mainNavigation(page)).toBeVisible();
    await expect(mainNavigation(page).getByRole('link', { name: 'Annoncer', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(drawer.getByRole('link', { name: 'Logget på som maegler.admin@demo.test' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Log ud' })).toBeVisible();
    await expect(drawer.getByRole('navigation', { name: 'Ejendomsportalen' }).getByRole('link', { name: 'Søg ejendom' })).toBeVisible();
    await expect(drawer.getByTestId('active-account')).toContainText('Nordhavn Erhvervsmægler ApS');
    expect(await widerThanWindow(page)).toEqual([]);
    expect(await sidewaysScrolling(page.locator('body'))).toEqual([]);

    await mainNavigation(page).getByRole('link', { name: 'Konto', exact: true }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(drawer).toBeHidden();
    // The call to action stays in the bar.
    await expect(page.getByRole('link', { name: 'Ny annonce' })).toBeVisible();
  });

  test('announcements fold into one line that opens, closes one and shows all again', async ({ page }) => {
    await loginOnPhone(page, 'privat@demo.test');
    await page.goto('/');
    const bar = new AnnouncementsBar(page);
    const news = /Nyhed: Du kan nu se statistik/;
    await expect(bar.region()).toBeVisible();
    expect((await bar.region().boundingBox())?.height).toBeLessThanOrEqual(56);
    await expect(bar.announcement(news)).toHaveCount(0);

    const open = bar.region().getByRole('button', { name: 'Vis 2 meddelelser' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await open.click();
    await expect(bar.announcement(news)).toBeVisible();
    await expect(bar.announcement(/Vi opdaterer systemet/)).toBeVisible();
    expect(await widerThanWindow(page)).toEqual([]);

    await bar.close(news);
    await page.reload();
    await bar.region().getByRole('button', { name: 'Vis 1 meddelelse' }).click();
    await expect(bar.announcement(news)).toHaveCount(0);
    await bar.showAll();
    await expect(bar.announcement(news)).toBeVisible();
  });
});

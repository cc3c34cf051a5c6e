import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** A listing's or the account's statistics page: the period controls, the totals and the charts. */
export class StatisticsPage {
  constructor(private readonly page: Page) {}

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  /** A total's card (Besøg, Henvendelser, ...). */
  metric(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  /**
   * The number a total's card shows, as a number (Danish thousands separators removed), once the answer
   * for the period asked is in: until then the cards show the last period's figures, marked busy.
   */
  async metricValue(name: string): Promise<number> {
    await expect(this.page.getByTestId('statistics-results')).toHaveAttribute('aria-busy', 'false');
    const text = await this.metric(name).getByRole('paragraph').first().innerText();
    return Number(text.replace(/\./g, '').replace(',', '.'));
  }

  chart(name: string): Locator {
    return this.page.getByRole('figure', { name });
  }

  /** The period the page shows, as it says it ("17. nov. 2026 – 23. nov. 2026 · Forrige periode: ..."). */
  periodShown(): Locator {
    return this.page.getByRole('region', { name: 'Vælg periode' }).getByRole('paragraph');
  }

  /**
   * Picks a period preset and waits until the page shows that period: the URL changes as the option is
   * clicked, and until the page has rendered the new period its cards show the last one's figures, not yet
   * marked busy.
   */
  async choosePreset(name: string): Promise<void> {
    const shown = await this.periodShown().innerText();
    await this.page.getByRole('combobox', { name: 'Periode' }).click();
    await this.page.getByRole('option', { name }).click();
    await expect(this.periodShown()).not.toHaveText(shown);
  }
}

/** /market-statistics: filters, and a section each for supply, supply by area, turnover and demand. */
export class MarketStatisticsPage {
  constructor(private readonly page: Page) {}

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Markedsstatistik' });
  }

  section(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  chart(name: string): Locator {
    return this.page.getByRole('figure', { name });
  }

  /** The bars a bar chart draws. */
  bars(chart: Locator): Locator {
    return chart.locator('.MuiBar-element');
  }
}

/** A listing event as the public site posts it: {rawData: base64 of the event JSON}, without login. */
export async function postListingEvent(request: APIRequestContext, listingId: number, action: number) {
  const event = { event: 'listing', action, target_listing_id: listingId, SessionID: 'e2e-session-0001', SessionAcquisition: 'direct', UserToken: '' };
  const response = await request.post('/api/v2/tracking', { data: { rawData: Buffer.from(JSON.stringify(event)).toString('base64') } });
  expect(response.status()).toBe(202);
}

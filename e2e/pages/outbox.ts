import { expect, type APIRequestContext } from '@playwright/test';
import { apiToken, bearer } from './session';

export interface OutboxMail {
  id: number;
  subject: string;
  body: string;
}

/** The mails the server has put in its outbox for an address (and with a text, when `q` is given), as staff read them. */
export async function outboxMails(request: APIRequestContext, to: string, q?: string): Promise<OutboxMail[]> {
  const token = await apiToken(request, 'staff@demo.test');
  const search = q === undefined ? '' : `&q=${encodeURIComponent(q)}`;
  const res = await request.get(`/api/v2/outbox-mails?to=${encodeURIComponent(to)}${search}&perPage=100`, { headers: bearer(token) });
  expect(res.ok(), `the outbox: ${res.status()}`).toBe(true);
  return ((await res.json()) as { outboxMails: OutboxMail[] }).outboxMails;
}

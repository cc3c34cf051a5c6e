import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { outboxMails } from './outbox';
import { apiToken, bearer } from './session';

/** /invitation?token=…: the invitee's page. */
export class InvitationPage {
  constructor(private readonly page: Page) {}

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Invitation' });
  }

  async accept({ name, password, repeat = password }: { name: string; password: string; repeat?: string }) {
    await this.page.getByRole('textbox', { name: 'Navn' }).fill(name);
    await this.page.getByLabel('Adgangskode', { exact: true }).fill(password);
    await this.page.getByLabel('Gentag adgangskode').fill(repeat);
    await this.page.getByRole('button', { name: 'Opret profil og accepter' }).click();
  }
}

/** The link in the last invitation mailed to the address, as staff read it in the outbox. */
export async function mailedInvitationLink(request: APIRequestContext, to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const newest = (await outboxMails(request, to)).sort((a, b) => b.id - a.id)[0];
      link = newest ? /(https?:\/\/\S+\/invitation\?token=[\w-]+)/.exec(newest.body)?.[1] : undefined;
      return link;
    })
    .toBeTruthy();
  return link!;
}

/**
 * A user with a password and no account, made as a newcomer would be: invited to the Broker account,
 * accepted, then taken off it again by its administrator.
 */
export async function userWithoutAccount(request: APIRequestContext, email: string, password: string): Promise<void> {
  const admin = bearer(await apiToken(request, 'maegler.admin@demo.test'));
  const invited = await request.post('/api/v2/accounts/1/invitations', { headers: admin, data: { email, accountRole: 3 } });
  expect(invited.status()).toBe(201);
  const token = new URL(await mailedInvitationLink(request, email)).searchParams.get('token');
  const accepted = await request.post('/auth/invitation/accept', { data: { token, password } });
  expect(accepted.status()).toBe(200);
  const { users } = (await (await request.get('/api/v2/accounts/1/users', { headers: admin })).json()) as { users: { userId: number; email: string }[] };
  const user = users.find((u) => u.email === email);
  expect(user).toBeDefined();
  expect((await request.delete(`/api/v2/accounts/1/users/${user!.userId}`, { headers: admin })).status()).toBe(200);
}

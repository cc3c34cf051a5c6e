import { currentApiBase, type ApiBase } from './apiBase';
import { httpClient } from './httpClient';

/**
 * Asks the auth service to mail a reset link. It answers the same whether or not the
 * address exists, so that nobody can probe for accounts; so does the login page.
 */
export async function requestPasswordReset(email: string, base: ApiBase = currentApiBase()): Promise<void> {
  await httpClient(`${base.auth}/reset-password`, { method: 'POST', body: { email }, token: null });
}

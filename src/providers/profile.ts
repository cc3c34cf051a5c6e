import { currentApiBase, type ApiBase } from './apiBase';
import { httpClient } from './httpClient';

/** DELETE /api/v2/users/me: the server refuses (409) while the user is an account's last administrator. */
export async function deleteProfile(base: ApiBase = currentApiBase()): Promise<void> {
  await httpClient(`${base.api}/users/me`, { method: 'DELETE' });
}

import { forbidden } from '../../errors';
import type { AuthContext } from '../../plugins/auth';

/** Staff content admin (site announcements, CMS pages, the mail outbox): 403 for anyone else. */
export function requireStaff(auth: AuthContext): void {
  if (!auth.isStaff) throw forbidden('Kun interne medarbejdere har adgang til dette');
}

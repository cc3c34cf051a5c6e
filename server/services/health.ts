import { newestKnownMigration, type Db } from '../db';
import { newestAppliedMigration } from '../repositories/health';

/** A database that does not answer in this time counts as unreachable, so a load balancer hears back in time. */
const ANSWER_WITHIN_MS = 3000;

export type Readiness = { ready: true } | { ready: false; reason: string };

let newestMigration: number | undefined;

/** Whether this server can serve: its database answers and has every migration this build knows applied. */
export async function readiness(db: Db): Promise<Readiness> {
  newestMigration ??= newestKnownMigration();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ANSWER_WITHIN_MS)));
  try {
    const applied = await Promise.race([newestAppliedMigration(db), late]);
    if (applied === 'late') return { ready: false, reason: 'Databasen svarer ikke' };
    if (applied < newestMigration) return { ready: false, reason: 'Databasen mangler migreringer' };
    return { ready: true };
  } catch {
    return { ready: false, reason: 'Databasen kan ikke nås' };
  } finally {
    clearTimeout(timer);
  }
}

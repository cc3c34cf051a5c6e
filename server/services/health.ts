import { newestKnownMigration, type Db } from '../db';
import { databaseAnswers, newestAppliedMigration } from '../repositories/health';

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

/**
 * Resolves once the database answers at all, trying again after each failure (told to `failed`): after half a
 * second, then twice as long each time, at most 10 s.
 */
export async function untilDatabaseAnswers(db: Db, failed: (error: unknown, retryInMs: number) => void): Promise<void> {
  for (let wait = 500; ; wait = Math.min(2 * wait, 10_000)) {
    try {
      await databaseAnswers(db);
      return;
    } catch (error) {
      failed(error, wait);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

import { fromPglite, PgBoss } from 'pg-boss';
import type { Config } from './config';
import type { Database } from './db';
import { runSearchAgents } from './services/searchAgents';
import { drainOutbox, smtpTransport, type MailTransport } from './services/mailer';
import { pruneApiLog } from './services/apiLogs';
import { pruneJobFailures, recordJobFailure } from './services/jobFailures';
import { closeUnconfirmedListings, sendFreshnessReminders } from './services/freshness';
import { sweepRateLimits } from './services/rateLimits';
import { readAwaitingTexts } from './services/imageChecks';
import { stopTextReader } from './services/imageContent';
import type { ImageStore } from './services/images';
import { eraseExpiredEnquiries } from './services/enquiries';
import { announceExpiredPromotions, drainWebhookDeliveries, pruneWebhookDeliveries, setWakeDeliveries } from './services/webhooks';

/*
 * Background work runs on pg-boss, a job queue in the database itself: each job is taken by one worker of one
 * server process however many run (its fetch skips rows another holds locked), a failed run is tried again
 * with a growing delay, and a run whose process died is taken up again once it has expired. The schedules are
 * cron expressions kept in the database, so they fire once whichever processes are up. On PGlite the same
 * queue runs in the one process on its one connection.
 */

export const JOB_NAMES = [
  'search-agents',
  'scheduled-search-agents',
  'mail-outbox',
  'prune',
  'listing-freshness',
  'rate-limit-sweep',
  'webhook-deliveries',
  'enquiry-retention',
  'listing-image-text',
] as const;
export type JobName = (typeof JOB_NAMES)[number];

/**
 * At most one run waiting per job: a run catches up on whatever the ones it skipped would have done. Runs may
 * overlap (every job is safe beside itself: a mail is claimed before it is sent, a search agent's match and a
 * freshness reminder are recorded once), so a run whose process died does not hold up the next one until it expires.
 */
const QUEUE_OPTIONS = {
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
} as const;

/** The enquirers' data past ENQUIRY_RETENTION_MONTHS is erased once a day, in the night (Danish time). */
const ENQUIRY_RETENTION_CRON = '45 3 * * *';
/** The database's rate-limit counters whose window has passed are cleared every minute. */
const RATE_LIMIT_SWEEP_CRON = '* * * * *';
/** Pictures saved since the last run have their text read every minute. */
const IMAGE_TEXT_CRON = '* * * * *';
/** Besides the runs an event or a retry queues: deliveries whose sender died, promotions past their end. */
const WEBHOOK_CRON = '* * * * *';

interface JobLog {
  info(message: string): void;
  error(error: unknown, message?: string): void;
}

export interface BackgroundJobs {
  /**
   * Queues the job to run now and answers once a run of it that this process started after the call has
   * ended, or throws that run's error.
   */
  runNow(name: JobName): Promise<void>;
  /** Stops taking jobs, lets the running ones finish, and lets go of the queue's connections. */
  stop(): Promise<void>;
}

export interface JobOptions {
  /** Where mail goes; by default SMTP_URL's, and without one the outbox is not drained. */
  transport?: MailTransport;
  /** false: no cron schedules fire in this process (tests run jobs with runNow). */
  schedule?: boolean;
  /** Where listing pictures are read from for OCR; without it, no picture's text is read in this process. */
  images?: Pick<ImageStore, 'readText'>;
}

export async function startBackgroundJobs(database: Database, config: Config, log: JobLog, options: JobOptions = {}): Promise<BackgroundJobs> {
  const { db } = database;
  const transport = options.transport ?? (config.mail.smtpUrl ? smtpTransport(config.mail.smtpUrl) : undefined);
  const work: Partial<Record<JobName, () => Promise<string | undefined>>> = {
    'search-agents': async () => {
      const result = await runSearchAgents(db, { publicSiteUrl: config.publicSiteUrl, intervals: ['immediately'] });
      return result.mails > 0 ? `${result.mails} mails, ${result.matches} listings` : undefined;
    },
    'scheduled-search-agents': async () => {
      const result = await runSearchAgents(db, { publicSiteUrl: config.publicSiteUrl, intervals: ['daily', 'weekly'] });
      return result.mails > 0 ? `${result.mails} mails, ${result.matches} listings` : undefined;
    },
    ...(transport && {
      'mail-outbox': async () => {
        const { sent, failed } = await drainOutbox(db, transport, { from: config.mail.from, leaseMs: config.mail.leaseSeconds * 1000 });
        return sent > 0 || failed > 0 ? `${sent} sent, ${failed} failed` : undefined;
      },
    }),
    prune: async () =>
      `${await pruneApiLog(db)} API log entries, ${await pruneJobFailures(db)} job failures, ${await pruneWebhookDeliveries(db)} webhook deliveries deleted`,
    'listing-freshness': async () => {
      const now = new Date();
      const closed = await closeUnconfirmedListings(db, { now });
      const reminded = await sendFreshnessReminders(db, { now, settings: config.freshness, memberSiteUrl: config.memberSiteUrl });
      return closed > 0 || reminded > 0 ? `${reminded} reminded, ${closed} closed unconfirmed` : undefined;
    },
    'webhook-deliveries': async () => {
      const now = new Date();
      const announced = await announceExpiredPromotions(db, now);
      const { delivered, failed } = await drainWebhookDeliveries(db, {
        allowPrivateHosts: config.images.allowPrivateHosts,
        memberSiteUrl: config.memberSiteUrl,
        leaseMs: config.webhooks.leaseSeconds * 1000,
        timeoutMs: config.webhooks.timeoutSeconds * 1000,
        // One run waiting per second a retry falls due in (the queue keeps one per key).
        onRetryScheduled: (at) =>
          void boss
            .send('webhook-deliveries', {}, { startAfter: at, singletonKey: `retry-${at.toISOString().slice(0, 19)}` })
            .catch((error: unknown) => log.error(error, 'webhook-deliveries')),
      });
      return delivered > 0 || failed > 0 || announced > 0 ? `${delivered} delivered, ${failed} failed, ${announced} promotion ends` : undefined;
    },
    'enquiry-retention': async () => {
      const erased = await eraseExpiredEnquiries(db, { months: config.enquiryRetentionMonths });
      return erased > 0 ? `${erased} enquiries erased` : undefined;
    },
    ...(options.images && {
      'listing-image-text': async () => {
        const { read, failed } = await readAwaitingTexts(db, options.images as Pick<ImageStore, 'readText'>);
        return read > 0 || failed > 0 ? `${read} pictures read, ${failed} could not be read` : undefined;
      },
    }),
    // With Redis too: the limits count in the database while Redis is away.
    'rate-limit-sweep': async () => {
      await sweepRateLimits(db);
      return undefined;
    },
  };
  const crons: Record<JobName, string> = {
    'search-agents': config.jobs.searchAgentsCron,
    'scheduled-search-agents': config.jobs.scheduledSearchAgentsCron,
    'mail-outbox': config.jobs.mailCron,
    prune: config.jobs.pruneCron,
    'listing-freshness': config.jobs.freshnessCron,
    'rate-limit-sweep': RATE_LIMIT_SWEEP_CRON,
    'webhook-deliveries': WEBHOOK_CRON,
    'enquiry-retention': ENQUIRY_RETENTION_CRON,
    'listing-image-text': IMAGE_TEXT_CRON,
  };

  const connection =
    'pglite' in database.jobQueue
      ? { db: fromPglite(database.jobQueue.pglite), backend: 'pglite' as const }
      : { connectionString: database.jobQueue.connectionString, max: config.jobs.poolMax };
  const boss = new PgBoss({ ...connection, schedule: options.schedule ?? true });
  boss.on('error', (error) => log.error(error, 'job queue'));

  /** runNow's callers, by job: settled when the next run that starts after them ends. */
  const waiting = new Map<JobName, { resolve: () => void; reject: (error: unknown) => void }[]>();
  const workers = new Map<JobName, string>();
  // Instances starting together would deadlock creating the same queues, pg-boss's own among them (its
  // scheduler makes one as it starts): one at a time starts pg-boss and sets them up.
  await database.exclusively(async () => {
    await boss.start();
    for (const name of JOB_NAMES) {
      // createQueue leaves an existing queue as it is; updateQueue brings it to these options.
      await boss.createQueue(name, { policy: 'short', ...QUEUE_OPTIONS });
      await boss.updateQueue(name, QUEUE_OPTIONS);
      if (work[name]) await boss.schedule(name, crons[name], {}, { tz: 'Europe/Copenhagen' });
      else await boss.unschedule(name);
    }
  });
  for (const name of JOB_NAMES) {
    const run = work[name];
    if (!run) continue;
    const workerId = await boss.work(name, { pollingIntervalSeconds: config.jobs.pollSeconds, includeMetadata: true }, async ([job]) => {
      const waiters = waiting.get(name) ?? [];
      waiting.delete(name);
      try {
        const summary = await run();
        if (summary) log.info(`${name}: ${summary}`);
        for (const waiter of waiters) waiter.resolve();
      } catch (error) {
        for (const waiter of waiters) waiter.reject(error);
        if (job) {
          await recordJobFailure(db, { job: name, attempt: job.retryCount + 1, willRetry: job.retryCount < job.retryLimit, error }).catch(
            (recording: unknown) => log.error(recording, `${name}: its failure could not be recorded`),
          );
        }
        throw error;
      }
    });
    workers.set(name, workerId);
  }
  // An event's transaction queues a run of the sender in itself (pg-boss's insert on that transaction); one run
  // waits at a time for events, beside the one running, which may have begun before the event committed.
  setWakeDeliveries((executor) => boss.send('webhook-deliveries', {}, { db: executor, singletonKey: 'events' }));

  return {
    async runNow(name) {
      const workerId = workers.get(name);
      if (!workerId) throw new Error(`${name} does not run in this process`);
      const ended = new Promise<void>((resolve, reject) => {
        waiting.set(name, [...(waiting.get(name) ?? []), { resolve, reject }]);
      });
      await boss.send(name, {});
      boss.notifyWorker(workerId);
      return ended;
    },
    async stop() {
      setWakeDeliveries(undefined);
      await boss.stop({ graceful: true });
      await stopTextReader();
      transport?.close?.();
    },
  };
}

import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { freePort, startServerProcess } from './serverProcess';

describe('the environment', () => {
  it('takes the defaults, and empty values as unset', () => {
    const config = readConfig({ PORT: '', MAIL_CRON: '' });
    expect(config.port).toBe(8000);
    expect(config.jobs).toMatchObject({ mailCron: '* * * * *', freshnessCron: '0 7 * * *', pollSeconds: 2 });
  });

  it('refuses a port that is not a number, naming the variable', () => {
    expect(() => readConfig({ PORT: 'abc' })).toThrow("PORT: 'abc' is not a whole number from 0 to 65535");
    expect(() => readConfig({ PORT: '70000' })).toThrow('PORT');
    expect(readConfig({ PORT: '8123' }).port).toBe(8123);
  });

  it('refuses a cron expression the job queue could not schedule, naming the variable, and names every bad value at once', () => {
    expect(() => readConfig({ FRESHNESS_CRON: '0 25 * * *' })).toThrow("FRESHNESS_CRON: '0 25 * * *' is not a cron expression");
    expect(() => readConfig({ SEARCH_AGENT_CRON: 'every minute', MAIL_CRON: '* * * * * * *', JOB_POLL_SECONDS: '0' })).toThrow(
      /SEARCH_AGENT_CRON: 'every minute'[\s\S]*MAIL_CRON: '(\* ){6}\*'[\s\S]*JOB_POLL_SECONDS: '0'/,
    );
    expect(readConfig({ MAIL_CRON: '*/5 * * * *' }).jobs.mailCron).toBe('*/5 * * * *');
  });

  it('refuses a token secret shorter than 32 bytes without echoing it, and takes one of 32', () => {
    expect(() => readConfig({ JWT_SECRET: 'a' })).toThrow(/JWT_SECRET: it is 1 bytes; it must be at least 32/);
    expect(() => readConfig({ JWT_SECRET: 'æ'.repeat(15) })).toThrow('JWT_SECRET: it is 30 bytes');
    expect(() => readConfig({ JWT_SECRET: 'hemmelig' })).toThrow(expect.objectContaining({ message: expect.not.stringContaining('hemmelig') }));
    expect(readConfig({ JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe('x'.repeat(32));
    expect(readConfig({ JWT_SECRET: '' }).jwtSecret).toBeUndefined();
  });

  it('stops the server at start with the message and no stack', async () => {
    const failed = startServerProcess(await freePort(), { PORT: 'abc', MAIL_CRON: 'hver time', JWT_SECRET: 'a' });
    const error = await failed.then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    expect(error?.message).toMatch(/server exited \(1\)/);
    expect(error?.message).toContain("PORT: 'abc' is not a whole number");
    expect(error?.message).toContain("MAIL_CRON: 'hver time' is not a cron expression");
    expect(error?.message).toContain('JWT_SECRET: it is 1 bytes');
    expect(error?.message).not.toMatch(/\n\s+at /);
  }, 120_000);
});

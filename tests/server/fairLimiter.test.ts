import { describe, expect, it } from 'vitest';
import { createFairLimiter } from '../../server/services/fairLimiter';
import { TryLaterError } from '../../server/errors';

const messages = { tooMany: 'For mange forsøg fra din adresse', busy: 'Der er travlt' };

/** A limiter whose tasks run until the test ends them, and the order they started in. */
function harness() {
  const limiter = createFairLimiter({ concurrency: 2, perClient: 3, queue: 4, taskSeconds: 1, messages });
  const started: string[] = [];
  const finishers = new Map<string, (fail?: boolean) => void>();
  const run = (client: string, name: string) =>
    limiter.run(client, () => {
      started.push(name);
      return new Promise<string>((resolve, reject) => finishers.set(name, (fail) => (fail ? reject(new Error(`${name} failed`)) : resolve(name))));
    });
  const finish = async (name: string, fail = false) => {
    finishers.get(name)!(fail);
    // Let the limiter hand the turn on.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { run, finish, started };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => (error instanceof TryLaterError ? { status: error.statusCode, message: error.message, retryAfter: error.retryAfterSeconds } : error),
  );

describe('the fair limiter', () => {
  it('runs at most `concurrency` tasks; the rest wait for a turn', async () => {
    const { run, finish, started } = harness();
    const a = run('10.0.0.1', 'a1');
    void run('10.0.0.2', 'b1');
    void run('10.0.0.3', 'c1');
    expect(started).toEqual(['a1', 'b1']);
    await finish('b1');
    expect(started).toEqual(['a1', 'b1', 'c1']);
    await finish('a1');
    expect(await a).toBe('a1');
  });

  it('refuses a client past its share at once with 429 and Retry-After, and keeps a place for others', async () => {
    const { run, started } = harness();
    for (let i = 1; i <= 3; i++) void run('flood', `f${i}`);
    const beyond = await refusal(run('flood', 'f4'));
    expect(beyond).toEqual({ status: 429, message: messages.tooMany, retryAfter: expect.any(Number) });
    expect((beyond as { retryAfter: number }).retryAfter).toBeGreaterThanOrEqual(1);
    void run('someone', 's1');
    expect(started).toEqual(['f1', 'f2']);
  });

  it('refuses everyone with 503 when the queue is full', async () => {
    const { run } = harness();
    // Two running, four waiting, from clients within their share.
    for (const name of ['a1', 'a2', 'b1', 'b2', 'c1', 'c2']) void run(name[0]!, name);
    expect(await refusal(run('d', 'd1'))).toEqual({ status: 503, message: messages.busy, retryAfter: 3 });
  });

  it('gives a free turn to the waiting client that runs fewest tasks, not to the flood that came first', async () => {
    const { run, finish, started } = harness();
    for (let i = 1; i <= 3; i++) void run('flood', `f${i}`);
    const real = run('user', 'u1');
    await finish('f1');
    expect(started).toEqual(['f1', 'f2', 'u1']);
    await finish('u1');
    expect(await real).toBe('u1');
    expect(started).toEqual(['f1', 'f2', 'u1', 'f3']);
  });

  it('frees the place of a task that fails', async () => {
    const { run, finish, started } = harness();
    for (let i = 1; i <= 3; i++) void run('x', `x${i}`).catch(() => undefined);
    await finish('x1', true);
    expect(started).toEqual(['x1', 'x2', 'x3']);
    const fourth = run('x', 'x4');
    expect(started).toEqual(['x1', 'x2', 'x3']);
    await finish('x2');
    expect(started).toEqual(['x1', 'x2', 'x3', 'x4']);
    await finish('x4');
    expect(await fourth).toBe('x4');
  });
});

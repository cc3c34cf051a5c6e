import { TryLaterError } from '../errors';

export interface FairLimiterOptions {
  /** Tasks that run at once. */
  concurrency: number;
  /** Places, running or waiting, that one client may hold; past them the client gets 429. */
  perClient: number;
  /** Tasks that may wait for a turn; past them everyone gets 503. */
  queue: number;
  /** About how long a task takes, to say when to try again (Retry-After). */
  taskSeconds: number;
  messages: { tooMany: string; busy: string };
}

export interface FairLimiter {
  /** Runs `task` for `client` when a turn is free, or refuses at once with a TryLaterError. */
  run<T>(client: string, task: () => Promise<T>): Promise<T>;
  /**
   * Runs `task` at once in one of `client`'s places, without taking a turn: work that costs nothing to run but
   * counts against the client's share all the same (refused past it with a TryLaterError).
   */
  hold<T>(client: string, task: () => Promise<T>): Promise<T>;
}

/**
 * A bounded queue in front of costly work, fair between clients: each client holds at most `perClient`
 * places, and a free turn goes to the waiting client that runs fewest tasks, so that a flood from one client
 * waits on its own share while everyone else still gets a turn.
 */
export function createFairLimiter({ concurrency, perClient, queue, taskSeconds, messages }: FairLimiterOptions): FairLimiter {
  const held = new Map<string, number>();
  const runningBy = new Map<string, number>();
  const waiting: { client: string; start: () => void }[] = [];
  let running = 0;

  const count = (map: Map<string, number>, client: string) => map.get(client) ?? 0;
  const change = (map: Map<string, number>, client: string, by: number) => {
    const value = count(map, client) + by;
    if (value === 0) map.delete(client);
    else map.set(client, value);
  };
  const begin = (client: string) => {
    running++;
    change(runningBy, client, 1);
  };
  const retryAfter = () => Math.max(1, Math.ceil(((running + waiting.length) / concurrency) * taskSeconds));

  function startNext() {
    while (running < concurrency) {
      let turn = waiting[0];
      if (!turn) return;
      for (const candidate of waiting) {
        if (count(runningBy, candidate.client) < count(runningBy, turn.client)) turn = candidate;
      }
      waiting.splice(waiting.indexOf(turn), 1);
      begin(turn.client);
      turn.start();
    }
  }

  async function inPlace<T>(client: string, task: () => Promise<T>): Promise<T> {
    change(held, client, 1);
    try {
      return await task();
    } finally {
      change(held, client, -1);
    }
  }

  return {
    async run(client, task) {
      if (count(held, client) >= perClient) throw new TryLaterError(429, messages.tooMany, retryAfter());
      if (running >= concurrency && waiting.length >= queue) throw new TryLaterError(503, messages.busy, retryAfter());
      return await inPlace(client, async () => {
        // A free turn means nobody waits: turns are handed on as soon as they come free.
        if (running < concurrency) begin(client);
        else await new Promise<void>((start) => waiting.push({ client, start }));
        try {
          return await task();
        } finally {
          running--;
          change(runningBy, client, -1);
          startNext();
        }
      });
    },
    async hold(client, task) {
      if (count(held, client) >= perClient) throw new TryLaterError(429, messages.tooMany, retryAfter());
      return await inPlace(client, task);
    },
  };
}

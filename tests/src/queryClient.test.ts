import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { createQueryClient, mayPass } from 'src/providers/queryClient';

const failing = (status: number) => new HttpError('Noget gik galt', status);

describe('the retry rule of every read', () => {
  it('takes a 4xx as the answer, and tries again only what may pass', () => {
    for (const status of [400, 401, 403, 404, 409, 412]) expect(mayPass(failing(status)), String(status)).toBe(false);
    for (const status of [0, 408, 429, 500, 502, 503]) expect(mayPass(failing(status)), String(status)).toBe(true);
  });

  it('asks once for a 404, and three times in all, briefly, for a server error', async () => {
    const client = createQueryClient();
    let asked = 0;
    const read = (status: number) => () => {
      asked += 1;
      return Promise.reject(failing(status));
    };
    await expect(client.query({ queryKey: ['missing'], queryFn: read(404) })).rejects.toMatchObject({ status: 404 });
    expect(asked).toBe(1);

    asked = 0;
    const started = Date.now();
    await expect(client.query({ queryKey: ['broken'], queryFn: read(500) })).rejects.toMatchObject({ status: 500 });
    expect(asked).toBe(3);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { CoreAdminContext, HttpError, useAuthState, type AuthProvider } from 'react-admin';
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

    // The waits between the tries on the test's own clock, which a busy machine does not slow: under a second in all.
    vi.useFakeTimers();
    try {
      asked = 0;
      const broken = client.query({ queryKey: ['broken'], queryFn: read(500) }).catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(999);
      expect(asked).toBe(3);
      await expect(broken).resolves.toMatchObject({ status: 500 });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("react-admin's session check", () => {
  // The freshness is set on react-admin's own query key, which its public hooks do not name: this holds it to it.
  it('is made once as the first page mounts, not again by the next page within minutes', async () => {
    let checks = 0;
    const authProvider: AuthProvider = {
      checkAuth: () => {
        checks += 1;
        return Promise.resolve();
      },
      login: () => Promise.resolve(),
      logout: () => Promise.resolve(),
      checkError: () => Promise.resolve(),
    };
    const Page = ({ name }: { name: string }) => {
      const { isPending } = useAuthState();
      return <p>{isPending ? 'venter' : name}</p>;
    };
    const Pages = () => {
      const [second, setSecond] = useState(false);
      return second ? (
        <Page name="side 2" />
      ) : (
        <button onClick={() => setSecond(true)}>
          <Page name="side 1" />
        </button>
      );
    };
    render(
      <CoreAdminContext authProvider={authProvider} queryClient={createQueryClient()}>
        <Pages />
      </CoreAdminContext>,
    );
    await screen.findByText('side 1');
    fireEvent.click(screen.getByRole('button'));
    await screen.findByText('side 2');
    // A second check would have begun as the page mounted; let it settle before counting.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(checks).toBe(1);
  });
});

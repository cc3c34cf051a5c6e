import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { FirstContentWatch } from 'src/layout/FirstContentWatch';
import { afterFirstContent, resetFirstContent } from 'src/lib/afterFirstContent';

describe("the watch over a page's first calls", () => {
  it('lets what waits for the first content run once no call is on its way, and then stops listening to the calls', async () => {
    resetFirstContent();
    const client = new QueryClient();
    let answer: (value: string) => void = () => undefined;
    void client.query({ queryKey: ['first'], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });
    let ran = false;
    afterFirstContent(() => (ran = true));
    render(
      <QueryClientProvider client={client}>
        <FirstContentWatch />
      </QueryClientProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ran).toBe(false);
    expect(client.getQueryCache().hasListeners()).toBe(true);
    answer('svar');
    await waitFor(() => expect(ran).toBe(true));
    expect(client.getQueryCache().hasListeners()).toBe(false);
  });
});

import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { DEMO_PASSWORD } from '../server/db/seed/personas';

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The server's sources, run through tsx (as the tests run them), or the built server `npm start` runs. */
export const SERVER_SOURCES = ['--import', 'tsx', 'server/main.ts'];
export const BUILT_SERVER = ['dist-server/main.mjs'];

/**
 * The real server, with `npm start`'s Node flags and `env` over this process's environment, on 127.0.0.1:`port`;
 * resolves once `isUp` says it answers.
 */
export async function startServer(
  port: number,
  env: NodeJS.ProcessEnv,
  isUp: (base: string) => Promise<boolean>,
  timeoutMs = 120_000,
  entry = SERVER_SOURCES,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--max-semi-space-size=32', ...entry], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped with ${child.exitCode}`);
    if (await isUp(`http://127.0.0.1:${port}`).catch(() => false)) return child;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill();
  throw new Error(`the server did not start within ${timeoutMs / 1000} s`);
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** A demo user's bearer token from POST /auth/login. */
export async function logInAs(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`login as ${email}: ${res.status} ${await res.text()}`);
  return res.text();
}

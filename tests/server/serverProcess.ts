import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A server process started as `npm start` starts it (server/main.ts), on its own port. */
export interface ServerProcess {
  port: number;
  url: string;
  child: ChildProcess;
  exited: Promise<unknown>;
}

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Starts the server on `port` with `env` over the tests' own, and answers once it listens. */
export function startServerProcess(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', STATIC_DIR: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('kører på')) resolve({ port, url: `http://127.0.0.1:${String(port)}`, child, exited });
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`server exited (${String(code)}) before it was ready:\n${output}`)));
  });
}

import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';

// Every end-to-end run starts from a fresh embedded database with the demo data.
const dataDir = resolve(process.env.E2E_DATA_DIR ?? '.tmp/e2e-data');
await rm(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;
process.env.LOGIN_RATE_LIMIT_MAX ??= '100';
await import('../server/main');

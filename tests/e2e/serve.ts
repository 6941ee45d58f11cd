import { rmSync } from 'node:fs';

// Starts the real server on a brand-new PGlite database (seeded demo) for one Playwright run.
// Usage: node --import tsx tests/e2e/serve.ts <port> <data-dir> [access-token-ttl-seconds]
const [port = '4180', dataDir = '/tmp/backoffice-e2e', ttl] = process.argv.slice(2);
rmSync(dataDir, { recursive: true, force: true });
process.env.PORT = port;
process.env.HOST = '127.0.0.1';
process.env.DATA_DIR = dataDir;
process.env.SEED_DEMO = '1';
process.env.STATIC_DIR = process.env.STATIC_DIR ?? 'dist';
if (ttl) process.env.ACCESS_TOKEN_TTL = ttl;
await import('../../src/server/index');

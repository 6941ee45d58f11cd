// Starts the real server, as `npm start` runs it (the bundle in dist-server/), for one Playwright
// run, with the test services serve-setup.ts starts beside it in the same process.
// Usage: node tests/e2e/serve.mjs <port> <data-dir> [access-token-ttl-seconds]
//
// tsx loads only the TypeScript setup and is unregistered before the bundle loads: under its
// hooks Node would have tsx transform the whole bundle and parse its source map, which more than
// doubled each server's start (decision 0039).
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

const unregister = register();
await import('./serve-setup.ts');
await unregister();
await import(pathToFileURL(resolve('dist-server/index.mjs')).href);

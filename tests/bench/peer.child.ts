import { readdirSync } from 'node:fs';
import { createServer, type RequestListener } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import type * as PostGraphile from 'postgraphile';

// The peer of the bench's comparison (peer.ts): PostGraphile 4 in library mode over the app's
// database, on loopback, in a process of its own as the app's server is. Its pool holds as many
// connections as the app's. Read-only schema (no mutations), no GraphiQL, no query log.
// Env: PEER_DATABASE_URL and PEER_PORT. Prints `listening` once it answers.

const databaseUrl = process.env.PEER_DATABASE_URL;
const port = Number(process.env.PEER_PORT);
if (!databaseUrl || !port) throw new Error('PEER_DATABASE_URL and PEER_PORT are required');

const require = createRequire(import.meta.url);
const packageDir = (name: string, from: string) =>
  dirname(require.resolve(`${name}/package.json`, { paths: [from] }));

/** Every .js file under `dir`, relative to it. */
function scripts(dir: string, under = dir): string[] {
  return readdirSync(under, { withFileTypes: true }).flatMap((entry) => {
    const path = join(under, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : scripts(dir, path);
    return entry.name.endsWith('.js') ? [relative(dir, path)] : [];
  });
}

/**
 * Makes `require` of every file of the `copies` answer the same file of `canonical` (through
 * require.cache, which Node documents as writable).
 */
function alias(canonical: string, copies: Iterable<string>) {
  for (const copy of new Set(copies)) {
    if (copy === canonical) continue;
    const shared = new Set(scripts(canonical));
    for (const file of scripts(copy)) {
      if (!shared.has(file)) continue;
      const target = require.resolve(join(canonical, file));
      require(target);
      const loaded = require.cache[target];
      if (loaded) require.cache[require.resolve(join(copy, file))] = loaded;
    }
  }
}

// The app's graphql 16 sits at the top of node_modules, so npm gives PostGraphile's packages
// copies of graphql 15 (and of graphile-build) of their own, and graphql-parse-resolve-info the
// app's graphql 16. graphql refuses types built by another copy: in this process (PostGraphile
// alone) every copy is made the one PostGraphile itself loads.
const postgraphileDir = dirname(require.resolve('postgraphile/package.json'));
const coreDir = packageDir('postgraphile-core', postgraphileDir);
const buildDir = packageDir('graphile-build', coreDir);
const buildPgDir = packageDir('graphile-build-pg', coreDir);
const users = [
  postgraphileDir,
  coreDir,
  buildDir,
  buildPgDir,
  packageDir('graphile-build', buildPgDir),
  packageDir('graphile-utils', postgraphileDir),
  packageDir('graphql-parse-resolve-info', buildPgDir),
];
// graphql first: loading graphile-build loads graphql-parse-resolve-info, and with it a graphql.
alias(
  packageDir('graphql', postgraphileDir),
  users.map((dir) => packageDir('graphql', dir)),
);
alias(buildDir, [packageDir('graphile-build', buildPgDir)]);

const { postgraphile } = require('postgraphile') as typeof PostGraphile;

const handler: RequestListener = postgraphile(
  { connectionString: databaseUrl, max: 10 },
  'public',
  {
    disableDefaultMutations: true,
    disableQueryLog: true,
    graphiql: false,
    retryOnInitFail: false,
    setofFunctionsContainNulls: false,
  },
);

const server = createServer(handler);
server.keepAliveTimeout = 60_000;
server.listen(port, '127.0.0.1', () => console.log('listening'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));

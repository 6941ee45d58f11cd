// Bundles the API server into dist-server/index.mjs (part of `npm run build`): one file loads in
// about half the time of hundreds of modules through tsx, which is most of the start-up time.
// Packages with native code or WebAssembly beside them stay external.
import { build } from 'esbuild';

// graphql-js must be one module instance, or `instanceof` checks fail across the copies (in
// production they are plain instanceof): graphql-jit's ES build imports deep files such as
// 'graphql/execution/execute.js', which are the CommonJS copies; their '.mjs' twins are the
// ES copies every other import of 'graphql' gets here.
const oneGraphql = {
  name: 'one-graphql',
  setup(build) {
    build.onResolve({ filter: /^graphql\/.+\.js$/ }, (args) =>
      build.resolve(args.path.replace(/\.js$/, '.mjs'), {
        kind: args.kind,
        resolveDir: args.resolveDir,
      }),
    );
  },
};

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  external: ['@electric-sql/pglite', '@electric-sql/pglite-tools', '@node-rs/argon2', 'postgres'],
  // ES module builds first: esbuild then inlines calls between modules, where CommonJS ones go
  // through an interop getter on every call (graphql-js's executor paid it on every field).
  mainFields: ['module', 'main'],
  plugins: [oneGraphql],
  // The bundle is the production server: libraries skip their development checks (graphql-js
  // checks every instanceof across realms otherwise), and introspection is off by default
  // (GRAPHQL_INTROSPECTION, config.ts).
  define: { 'process.env.NODE_ENV': '"production"' },
  // CommonJS dependencies inside an ES module bundle still call require().
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
  },
};

// The live PGlite backup's worker thread (src/server/backup/dump.ts starts it from beside the
// server's bundle).
await Promise.all([
  build({ ...common, entryPoints: ['src/server/index.ts'], outfile: 'dist-server/index.mjs' }),
  build({
    ...common,
    entryPoints: ['src/server/backup/dump-worker.ts'],
    outfile: 'dist-server/dump-worker.mjs',
  }),
]);
console.log('dist-server/index.mjs y dist-server/dump-worker.mjs listos');

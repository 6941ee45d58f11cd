// Bundles the API server into dist-server/index.mjs (part of `npm run build`): one file loads in
// about half the time of hundreds of modules through tsx, which is most of the start-up time.
// Packages with native code or WebAssembly beside them stay external.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/index.ts'],
  outfile: 'dist-server/index.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  external: ['@electric-sql/pglite', '@node-rs/argon2', 'postgres'],
  // CommonJS dependencies inside an ES module bundle still call require().
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
  },
});
console.log('dist-server/index.mjs listo');

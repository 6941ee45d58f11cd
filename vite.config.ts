import { dirname, join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { configDefaults } from 'vitest/config';
import react from '@vitejs/plugin-react';

const CLIENT_DIRS = ['app', 'features', 'components', 'lib', 'stores', 'theme'];
const CLIENT_TESTS = `src/{${CLIENT_DIRS.join(',')}}/**/*.test.{ts,tsx}`;
// A test file that mocks modules needs a module graph of its own: it says so by its name,
// `*.isolated.test.ts(x)` (tests/server/shape/test-names.unit.test.ts checks it).
const ISOLATED = '**/*.isolated.test.{ts,tsx}';
const SERVER_DIRS = '{src/server,src/shared,tests/server}';
const SERVER_TESTS = [`${SERVER_DIRS}/**/*.test.ts`];
const SERVER_UNIT_TESTS = `${SERVER_DIRS}/**/*.unit.test.ts`;
const SERVER_ISOLATED_TESTS = `${SERVER_DIRS}/${ISOLATED}`;
const CLIENT_ISOLATED_TESTS = `src/{${CLIENT_DIRS.join(',')}}/${ISOLATED}`;

/**
 * Parts of ECharts that its core imports but the dashboard never reaches, left out of /home's
 * route budget (issue 8, about 5 kB gzipped): the dark theme (charts start with init(element,
 * null) and take their colours from chart-theme.ts), the Chinese locale (<html lang="es-CL"> picks
 * the English one), decal patterns (no option sets `decal` or `aria.decal`), the rich-text tooltip
 * (only for `renderMode: 'richText'`; a browser gets the HTML one) and showLoading's spinner (the
 * cards show a skeleton). A chart that does ask for one of the last three fails loudly, naming
 * this file, instead of drawing something else.
 */
const ECHARTS_STUBS: Record<string, string> = {
  '\0echarts-empty-theme': 'export default {};',
  '\0echarts-no-decal':
    "export function createOrUpdatePatternFromDecal() { throw new Error('ECharts decal patterns are left out of this build (vite.config.ts)'); }",
  '\0echarts-no-loading':
    "export default function defaultLoading() { throw new Error('ECharts showLoading is left out of this build (vite.config.ts)'); }",
  '\0echarts-no-rich-tooltip':
    "export default class TooltipRichContent { constructor() { throw new Error('The rich-text ECharts tooltip is left out of this build (vite.config.ts)'); } }",
};

function echartsWithoutUnusedParts(): Plugin {
  return {
    name: 'echarts-without-unused-parts',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer?.includes('/echarts/lib/')) return null;
      if (source === '../theme/dark.js') return '\0echarts-empty-theme';
      if (source === '../i18n/langZH.js') return join(dirname(importer), '../i18n/langEN.js');
      if (source.endsWith('/util/decal.js')) return '\0echarts-no-decal';
      if (source === './TooltipRichContent.js') return '\0echarts-no-rich-tooltip';
      if (source === '../loading/default.js') return '\0echarts-no-loading';
      return null;
    },
    load(id) {
      return ECHARTS_STUBS[id] ?? null;
    },
  };
}

/** A server test project: Node, the test database templates, generous limits. */
function server(
  test: { name: string; include: string[]; exclude?: string[]; isolate?: boolean },
  withDatabase = true,
) {
  return {
    extends: true as const,
    // graphql must be one module instance: yoga loads the CommonJS build, so our code must
    // too, or yoga won't recognise our GraphQLErrors and masks them.
    resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
    test: {
      environment: 'node' as const,
      globalSetup: withDatabase ? ['tests/harness/global-setup.ts'] : [],
      // The authorization passes and the hostile-sheet checks run hundreds of requests in one
      // test; beside a second worker they need more than a quiet machine would.
      testTimeout: 90_000,
      hookTimeout: 120_000,
      ...test,
    },
  };
}

// Every package the client code, its stories and its tests import, bundled once into a few files
// by Vite's dependency optimizer (cached in node_modules/.vite). client-isolated imports them all
// again for each file: from a handful of bundles instead of the thousands of files of Chakra, Ark
// UI, Zag and Storybook's test helpers, that takes about a quarter less time. The client project
// imports them once per worker and gains nothing from it. A package left out of the list still
// works, only slower; the subpaths the code imports must be listed as well.
const CLIENT_DEPS = [
  '@chakra-ui/react',
  '@chakra-ui/react/anatomy',
  '@chakra-ui/react/theme',
  '@emotion/react',
  '@hookform/resolvers/zod',
  '@storybook/react-vite',
  '@tanstack/react-query',
  '@tanstack/react-table',
  '@tanstack/react-virtual',
  '@testing-library/react',
  '@testing-library/user-event',
  '@tiptap/react',
  '@tiptap/starter-kit',
  '@xstate/react',
  'echarts/charts',
  'echarts/components',
  'echarts/core',
  'echarts/renderers',
  'graphql',
  'graphql-ws',
  'lucide-react',
  'react',
  'react-dom',
  'react-dom/client',
  'react-hook-form',
  'react/jsx-dev-runtime',
  'react/jsx-runtime',
  'storybook/test',
  'wouter',
  'wouter/memory-location',
  'wouter/use-browser-location',
  'xstate',
  'zod',
  'zod/mini',
  'zustand',
  'zustand/middleware',
];

const client = {
  environment: 'jsdom' as const,
  setupFiles: ['tests/setup/client.ts', 'src/app/test/setup-stories.ts'],
  // Client tests share two cores with the server suites: generous limits keep a slow machine
  // from failing a correct test (a wrong one still fails, only later).
  testTimeout: 60_000,
};

// The SPA build. Every route is code-split; echarts and exceljs must never reach the login chunk
// (tests/bench checks the login route's gzipped size).
export default defineConfig({
  plugins: [react(), echartsWithoutUnusedParts()],
  server: {
    port: 5173,
    proxy: {
      // The endpoint only: the prefix '/graphql' also caught the generated modules the SPA
      // imports from graphql/ (/graphql/generated/…). Host stays the dev server's (no
      // changeOrigin), which is what the API's WebSocket origin check compares Origin with.
      '^/graphql(\\?.*)?$': { target: 'http://127.0.0.1:8080', ws: true },
      '/oauth': 'http://127.0.0.1:8080',
      '/api': 'http://127.0.0.1:8080',
      '/logout': 'http://127.0.0.1:8080',
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      // Chakra's theme entry builds its whole default config (every recipe) at module level with
      // defineConfig; marking it pure lets unused recipes fall out of the bundle.
      treeshake: { manualPureFunctions: ['defineConfig'] },
    },
  },
  test: {
    // Vitest's default on two cores is a single worker (cores − 1): half the machine idles while
    // the server suites wait on PGlite and the client suites on jsdom. Two workers cut the run
    // nearly in half on a CI machine of two cores.
    maxWorkers: 2,
    // Stubbed globals, environment variables and spies are undone after every test: a file that
    // stubs fetch or spies on a method leaves nothing behind for the files after it in a shared
    // module graph, so only module mocks need a graph of their own.
    unstubGlobals: true,
    unstubEnvs: true,
    restoreMocks: true,
    // Transformed modules are kept on disk (node_modules/.experimental-vitest-cache) between runs:
    // a run after a small change transforms only what changed. A fresh install starts it empty.
    experimental: { fsModuleCache: true },
    projects: [
      {
        extends: true,
        test: { name: 'machines', environment: 'node', include: ['machines/**/*.test.ts'] },
      },
      server({
        name: 'server',
        include: SERVER_TESTS,
        exclude: [...configDefaults.exclude, SERVER_ISOLATED_TESTS, SERVER_UNIT_TESTS],
        // Without isolation a worker imports Fastify, yoga and the schema once, not once per
        // file. Each file still opens its own database and app; files that mock modules run
        // isolated below.
        isolate: false,
      }),
      server({ name: 'server-isolated', include: [SERVER_ISOLATED_TESTS] }),
      // Pure server code (no database, no app), and the stories check's image comparison: part
      // of the fast tier.
      server(
        {
          name: 'server-units',
          include: [SERVER_UNIT_TESTS, 'tests/stories/*.unit.test.ts'],
          isolate: false,
        },
        false,
      ),
      {
        extends: true,
        test: {
          ...client,
          name: 'client',
          include: [CLIENT_TESTS],
          exclude: [...configDefaults.exclude, CLIENT_ISOLATED_TESTS],
          // Without isolation a worker imports Chakra (slow on its own), Storybook's annotations and
          // the app once, not once per file: that import was most of the client project's time.
          // The setup files still run before every file (tests/setup/client.ts resets storage,
          // URL and document); files that mock modules run isolated below.
          isolate: false,
          // Rendering Chakra in jsdom allocates fast: a larger young generation than V8's default
          // spends markedly less of the run collecting garbage.
          execArgv: ['--max-semi-space-size=64'],
        },
      },
      {
        extends: true,
        test: {
          ...client,
          name: 'client-isolated',
          include: [CLIENT_ISOLATED_TESTS],
          // Each file still gets a module graph and a jsdom of its own, in a fresh VM context of a
          // long-lived worker: no new process per file to start and fill again.
          pool: 'vmThreads' as const,
          deps: { optimizer: { client: { enabled: true, include: CLIENT_DEPS } } },
        },
      },
    ],
  },
});

import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../harness/chromium';

// The stories check (docs/testing.md): every story of the built storybook, opened in Chromium,
// checked with axe and compared with its committed baseline image. `npm run test:stories` builds
// the storybook first; `npm run stories:update` rewrites the baselines on purpose.
// E2E_PORT_BASE moves this port too, so two checkouts can run side by side.
const PORT = Number(process.env.E2E_PORT_BASE ?? 4180) + 10;

export const STORYBOOK_URL = `http://127.0.0.1:${PORT}`;
/** Where the server also serves axe-core's script (see serve.ts). */
export const AXE_PATH = '/__stories-check/axe.min.js';

export default defineConfig({
  testDir: '.',
  testMatch: 'stories.check.ts',
  outputDir: './artifacts/results',
  // One baseline per story and skin, the same on every platform.
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: {
    timeout: 15_000,
    // Anti-aliasing may move a few pixels between runs; a changed story moves far more.
    toHaveScreenshot: { maxDiffPixelRatio: 0.002, threshold: 0.2, animations: 'disabled' },
  },
  reporter: [['dot'], ['html', { outputFolder: './artifacts/report', open: 'never' }]],
  use: {
    baseURL: STORYBOOK_URL,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: `node --import tsx tests/stories/serve.ts ${PORT} storybook-static ${AXE_PATH}`,
    url: `${STORYBOOK_URL}/index.json`,
    cwd: '../..',
    timeout: 60_000,
    reuseExistingServer: false,
  },
});

import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/harness/chromium';
import { ARTIFACTS, compareStoryScreenshot } from './tests/stories/screenshot-command';

// The stories check (docs/testing.md): every story rendered in one Chromium page through
// Storybook's portable stories, checked with axe and compared with its baseline.
// `npm run test:stories` runs it; `npm run stories:update` rewrites the baselines on purpose.
// STORIES_CHECK=axe (`npm run test:stories:axe`) runs axe alone, without screenshots or baselines.

/** What the check does: `all` (screenshots and axe, the default) or `axe` alone. */
function storiesCheck(value: string | undefined): 'all' | 'axe' {
  if (value === undefined || value === '' || value === 'all') return 'all';
  if (value === 'axe') return 'axe';
  throw new Error(`STORIES_CHECK must be "all" or "axe", not "${value}"`);
}

declare module 'vitest' {
  interface ProvidedContext {
    /** Set from STORIES_CHECK; read by tests/stories/check.tsx. */
    storiesCheck: 'all' | 'axe';
  }
}

export default defineConfig({
  plugins: [react()],
  // A cache of its own: the optimized dependencies of this page differ from the unit tests'.
  cacheDir: 'node_modules/.vite-stories',
  optimizeDeps: {
    // Every dependency the stories import, found before the run: a dependency discovered while
    // the page runs would make Vite reload it in the middle of the check.
    entries: ['src/**/*.stories.tsx', '.storybook/preview.tsx', 'tests/stories/*.tsx'],
  },
  test: {
    name: 'stories',
    provide: { storiesCheck: storiesCheck(process.env.STORIES_CHECK) },
    include: ['tests/stories/*.browser.test.tsx'],
    // Empties tests/stories/artifacts: what a run saves is about that run only.
    globalSetup: ['tests/stories/screenshot-command.ts'],
    // One page per share of the stories, side by side: one for each core.
    maxWorkers: 2,
    testTimeout: 60_000,
    attachmentsDir: `${ARTIFACTS}/attachments`,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
        contextOptions: {
          locale: 'es-CL',
          timezoneId: 'America/Santiago',
          reducedMotion: 'reduce',
          deviceScaleFactor: 1,
          // Room for the stories' viewport below at its own size: in a smaller window Vitest
          // scales the page down, and the screenshot would be a resampled, blurred copy.
          viewport: { width: 1280, height: 1024 },
        },
      }),
      instances: [{ browser: 'chromium' }],
      viewport: { width: 1024, height: 768 },
      screenshotFailures: false,
      commands: { compareStoryScreenshot },
    },
  },
});

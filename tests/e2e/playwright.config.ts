import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../harness/chromium';

export const MAIN_URL = 'http://127.0.0.1:4180';
/** A second server whose access tokens last 5 seconds, for the silent-refresh flow. */
export const SHORT_TOKEN_URL = 'http://127.0.0.1:4181';
/** The main server's mail inbox (see mail-inbox.ts). */
export const MAIL_INBOX_URL = 'http://127.0.0.1:4183';
/** The main server's test-only SQL window (see sql-window.ts). */
export const SQL_WINDOW_URL = 'http://127.0.0.1:4184';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  outputDir: './artifacts/results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // CI machines are slower than a workstation and run two servers, two browsers and the build's
  // leftovers on two cores: a page that shows in 2 s here took over 10 s there. Generous limits
  // keep a slow machine from failing a correct flow; a broken one still fails, only later.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: {
    baseURL: MAIN_URL,
    locale: 'es-CL',
    timezoneId: 'America/Santiago',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: [
    {
      command: 'node --import tsx tests/e2e/serve.ts 4180 /tmp/backoffice-e2e-main',
      env: { E2E_MAIL_PORT: '4183', E2E_SQL_PORT: '4184' },
      url: `${MAIN_URL}/healthz`,
      cwd: '../..',
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      command: 'node --import tsx tests/e2e/serve.ts 4181 /tmp/backoffice-e2e-short 5',
      url: `${SHORT_TOKEN_URL}/healthz`,
      cwd: '../..',
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
  ],
});

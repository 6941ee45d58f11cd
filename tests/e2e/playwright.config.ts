import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, E2E_CHROMIUM_PATH } from '../harness/chromium';

// E2E_PORT_BASE moves the ports (and the servers' data directories) so that two checkouts can
// run their flows side by side on one machine; CI uses the default, 4180.
const BASE = Number(process.env.E2E_PORT_BASE ?? 4180);
const DATA = `/tmp/backoffice-e2e${BASE === 4180 ? '' : `-${BASE}`}`;

export const MAIN_URL = `http://127.0.0.1:${BASE}`;
/** A second server whose access tokens last 5 seconds, for the silent-refresh flow. */
export const SHORT_TOKEN_URL = `http://127.0.0.1:${BASE + 1}`;
/** The main server's mail inbox (see mail-inbox.ts). */
export const MAIL_INBOX_URL = `http://127.0.0.1:${BASE + 3}`;
/** The main server's test-only SQL window (see sql-window.ts). */
export const SQL_WINDOW_URL = `http://127.0.0.1:${BASE + 4}`;
/** The main server's webhook receiver (see webhook-inbox.ts). */
export const WEBHOOK_INBOX_URL = `http://127.0.0.1:${BASE + 7}`;
/** The main server's fake Flow (tests/support/fake-flow.ts), its FLOW_API_URL's host. */
export const FAKE_FLOW_URL = `http://127.0.0.1:${BASE + 5}`;

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
    // No trace: recording one costs a flow more CPU than the flow itself (decision 0039). A
    // failure still leaves a screenshot and the page's accessibility tree; to trace one, run it
    // again with `--trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: E2E_CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: [
    {
      command: `node tests/e2e/serve.mjs ${BASE} ${DATA}-main`,
      // The request log would fill the run's output; warnings and errors still show.
      env: {
        LOG_LEVEL: 'warn',
        E2E_MAIL_PORT: String(BASE + 3),
        E2E_SQL_PORT: String(BASE + 4),
        E2E_WEBHOOK_PORT: String(BASE + 7),
        // The expiry sweep (issue 31) runs this often, so sales-expiry.e2e.ts need not wait long.
        SALES_EXPIRY_EVERY_MS: '2000',
        E2E_FLOW_PORT: String(BASE + 5),
      },
      url: `${MAIN_URL}/healthz`,
      cwd: '../..',
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      command: `node tests/e2e/serve.mjs ${BASE + 1} ${DATA}-short 5`,
      env: { LOG_LEVEL: 'warn' },
      url: `${SHORT_TOKEN_URL}/healthz`,
      cwd: '../..',
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
  ],
});

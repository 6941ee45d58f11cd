import { existsSync } from 'node:fs';

/**
 * The system Chromium and the flags it needs here (no sandbox as root, no GPU, and nothing that
 * phones home: the machine's closed network refuses those connections). Shared by Playwright and
 * the benchmarks.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's chromium-headless-shell: the same Chromium version as a separate headless build
 * (the old headless mode, without the desktop browser's user interface), the build Playwright
 * itself runs headless. The e2e flows use it when it is installed (.ci/run installs it): it
 * spends less CPU per flow than the full browser (decision 0037). The stories check and the
 * benches keep the full browser.
 */
const HEADLESS_SHELL_PATH =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

export const E2E_CHROMIUM_PATH = existsSync(HEADLESS_SHELL_PATH)
  ? HEADLESS_SHELL_PATH
  : CHROMIUM_PATH;

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

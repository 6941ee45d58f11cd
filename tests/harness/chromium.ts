/**
 * The system Chromium and the flags it needs here (no sandbox as root, no GPU, and nothing that
 * phones home: the machine's closed network refuses those connections). Shared by Playwright and
 * the benchmarks.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

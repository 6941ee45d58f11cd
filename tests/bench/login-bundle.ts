import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../harness/chromium';

export interface BundleReport {
  gzipBytes: number;
  files: { url: string; gzipBytes: number }[];
  forbidden: string[];
}

const FORBIDDEN = /echarts|exceljs|zrender/i;

/** Loads the login route in Chromium and sums the gzipped size of every script it fetched. */
export async function measureLoginBundle(baseUrl: string): Promise<BundleReport> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  const files: BundleReport['files'] = [];
  const forbidden: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    files.push({ url: response.url(), gzipBytes: gzipSync(body, { level: 9 }).length });
    if (FORBIDDEN.test(response.url()) || FORBIDDEN.test(body.toString('utf8', 0, 4000))) {
      forbidden.push(response.url());
    }
  });
  await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
  await page
    .getByLabel(/correo/i)
    .first()
    .waitFor();
  await browser.close();
  return { gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0), files, forbidden };
}

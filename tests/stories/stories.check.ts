import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { EXCEPTIONS } from './exceptions';
import { AXE_PATH } from './playwright.config';

// Every story of the built storybook: axe (no serious or critical violations) and a screenshot
// compared with its committed baseline (docs/testing.md). The list comes from the build's
// index.json, so a new story is checked without touching this file.

interface IndexEntry {
  type: 'story' | 'docs';
  id: string;
  title: string;
  importPath: string;
}

const index = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../storybook-static/index.json'), 'utf8'),
) as { entries: Record<string, IndexEntry> };
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

/** The instant every story sees as "now" (a Monday afternoon in Santiago). */
const NOW = new Date('2026-06-15T15:30:00-04:00');
const VIEWPORT = { width: 1024, height: 768 };

/**
 * Component stories are checked in the light skin; layouts and pages (everything outside
 * src/components) also in the dark one. The bordered skin changes only card borders and the
 * semi-dark one only the vertical menu, so axe runs in semi-dark on the App stories (the shell).
 */
type Skin = 'light' | 'dark' | 'semi-dark';
const isComponent = (story: IndexEntry) => story.importPath.startsWith('./src/components/');
const isShell = (story: IndexEntry) => story.title.startsWith('App/');

// Colour is all a skin changes, so in the other skins axe runs only its colour rules.
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** One page per worker, reused by its stories: the storybook's scripts stay in its cache. */
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        viewport: VIEWPORT,
        deviceScaleFactor: 1,
        locale: 'es-CL',
        timezoneId: 'America/Santiago',
        reducedMotion: 'reduce',
        baseURL: test.info().project.use.baseURL,
      });
      // Random data repeats: every page load gets the same sequence.
      await context.addInitScript(() => {
        let seed = 20260615;
        Math.random = () => {
          seed = (seed + 0x6d2b79f5) | 0;
          let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
          t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
          return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
        };
      });
      const page = await context.newPage();
      await page.clock.setFixedTime(NOW);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/**
 * The story's URL. The a11y panel's own automatic axe run is turned off (`a11y.manual`): the
 * check runs axe itself, once, after the screenshot.
 */
function storyUrl(id: string, skin: Skin): string {
  const globals = ['a11y.manual:!true'];
  if (skin !== 'light') globals.push(`skin:${skin}`);
  if (skin === 'semi-dark') globals.push('layout:vertical');
  return `/iframe.html?id=${id}&viewMode=story&globals=${globals.join(';')}`;
}

async function open(page: Page, id: string, skin: Skin) {
  await page.goto(storyUrl(id, skin));
  const shown = page.locator('body.sb-show-main, body.sb-show-errordisplay');
  await shown.waitFor({ state: 'attached' });
  if (await page.locator('body.sb-show-errordisplay').count()) {
    throw new Error(
      `the story failed to render: ${await page.locator('#error-message').innerText()}`,
    );
  }
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Charts mark their canvas data-drawn="true" once the last option is drawn (chart-canvas.tsx).
  await page.locator('[data-drawn="false"]').first().waitFor({ state: 'detached' });
}

declare global {
  interface Window {
    axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
  }
}

/**
 * axe-core on the whole document (dialogs and toasts render outside the story's root). The
 * script comes from the check's server (see serve.ts) rather than @axe-core/playwright, whose
 * builder evaluates the whole source again on every call.
 */
async function seriousViolations(page: Page, rules?: string[]) {
  await page.addScriptTag({ url: AXE_PATH });
  const options: RunOptions = { resultTypes: ['violations'] };
  if (rules) options.runOnly = { type: 'rule', values: rules };
  const results = await page.evaluate((o) => window.axe.run(document, o), options);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Baseline names in plain ASCII: ids keep the titles' accents, which file systems may recompose. */
const fileName = (id: string) => id.normalize('NFD').replace(/[^a-z0-9-]/g, '');

for (const story of stories) {
  const exception = EXCEPTIONS[story.id];
  const skins: Skin[] = isComponent(story) ? ['light'] : ['light', 'dark'];
  for (const skin of skins) {
    test(`${story.id} (${skin})`, async ({ storyPage: page }) => {
      await open(page, story.id, skin);
      if (exception?.skip !== 'screenshot') {
        const name =
          skin === 'light' ? `${fileName(story.id)}.png` : `${fileName(story.id)}--${skin}.png`;
        await expect(page).toHaveScreenshot(name);
      }
      if (exception?.skip !== 'axe') {
        expect(await seriousViolations(page, skin === 'light' ? undefined : COLOUR_RULES)).toEqual(
          [],
        );
      }
    });
  }
  if (isShell(story) && exception?.skip !== 'axe') {
    test(`${story.id} (semi-dark)`, async ({ storyPage: page }) => {
      await open(page, story.id, 'semi-dark');
      expect(await seriousViolations(page, COLOUR_RULES)).toEqual([]);
    });
  }
}

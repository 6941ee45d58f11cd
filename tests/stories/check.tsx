import type { composeStory } from '@storybook/react-vite';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import axe from 'axe-core';
import type { RunOptions } from 'axe-core';
import { beforeAll, beforeEach, expect, inject, test, vi } from 'vitest';
import { commands } from 'vitest/browser';
import preview from '../../.storybook/preview';
import { toaster } from '../../src/components/toaster';
import { createRng } from '../../src/server/db/seed/random';
import { EXCEPTIONS } from './exceptions';
import type { ScreenshotResult } from './screenshot-command';

declare module 'vitest/browser' {
  interface BrowserCommands {
    compareStoryScreenshot: (name: string, last: boolean) => Promise<ScreenshotResult>;
  }
}

// Every story, rendered one after another in one Chromium page through Storybook's portable
// stories (no page load per story): axe (no serious or critical violations) and a screenshot
// compared with its committed baseline (screenshot-command.ts, docs/testing.md).
// The stories come from the story files themselves, so a new story is checked without touching
// this file.

setProjectAnnotations(preview);

type StoryModule = Parameters<typeof composeStories>[0];
type Composed = ReturnType<typeof composeStory>;

/** `axe` (STORIES_CHECK=axe, vitest.stories.config.ts) skips the screenshots. */
const SCREENSHOTS = inject('storiesCheck') !== 'axe';

const modules = import.meta.glob<StoryModule>('../../src/**/*.stories.tsx');

/** The instant every story sees as "now" (a Monday afternoon in Santiago). */
const NOW = new Date('2026-06-15T15:30:00-04:00');

/**
 * Component stories are checked in the light skin; layouts and pages (everything outside
 * src/components) also in the dark one. The bordered skin changes only card borders and the
 * semi-dark one only the vertical menu, so axe runs in semi-dark on the App stories (the shell).
 */
type Skin = 'light' | 'dark' | 'semi-dark';

// Colour is all a skin changes, so in the other skins axe runs only its colour rules.
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * A story's baseline, `<skin>/<component>/<story>`, in plain ASCII: ids keep the titles' accents,
 * which file systems may recompose.
 */
function baseline(id: string, skin: Skin) {
  const [component = '', story = ''] = id
    .normalize('NFD')
    .replace(/[^a-z0-9-]/g, '')
    .split('--');
  return `${skin}/${component}/${story}`;
}

/** How often a story whose screenshot differs is rendered again, and the pause before each. */
const RERENDERS = 2;
const RERENDER_PAUSE_MS = 250;

/** A seeded Math.random (the demo seed's generator), started again for every story. */
function seedRandom() {
  Math.random = createRng(20260615).next;
}

beforeAll(() => {
  // The storybook's fullscreen layout: no margin, and the page is the viewport, as in the
  // storybook's iframe. A focused field's caret blinks, so it is transparent in screenshots.
  const style = document.createElement('style');
  style.textContent =
    'html, body { margin: 0; padding: 0; width: 100%; height: 100%; overflow: hidden; }\n' +
    '* { caret-color: transparent !important; }';
  document.head.append(style);
});

beforeEach(() => {
  seedRandom();
  // A closing dialog or menu of the previous story may leave its marks on <html> and <body>;
  // the page keeps only its language, as the storybook's iframe has it.
  for (const element of [document.documentElement, document.body]) {
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  }
  document.documentElement.lang = 'es-CL';
});

/**
 * Waits until a frame starts no animation, and for the animations started before. Chakra's dialogs
 * hide the page behind them and trap focus in the frame after they open, and enter with an
 * animation: reduced motion makes it near instant (src/theme/system.ts), but until its first
 * frame the dialog is still transparent, and axe would skip its text. A backdrop may mount a frame
 * later than its dialog: axe does not see it, and the screenshot command captures again when its
 * first capture differs.
 */
async function settleAnimations() {
  for (let quiet = false; !quiet;) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const running = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState !== 'finished' &&
          animation.effect?.getComputedTiming().endTime !== Infinity,
      );
    quiet = running.length === 0;
    await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
  }
}

async function show(story: Composed, skin: Skin) {
  const globals: Record<string, unknown> = { ...story.globals };
  if (skin !== 'light') globals.skin = skin;
  if (skin === 'semi-dark') globals.layout = 'vertical';
  // The toaster is one store for the whole page: a toast an earlier render left open (of this
  // story or the one before) would show in this one.
  toaster.remove();
  await story.run({ globals });
  await document.fonts.ready;
  await settleAnimations();
  // Charts mark their canvas data-drawn="true" once the last option is drawn (chart-canvas.tsx).
  await vi.waitFor(
    () => {
      if (document.querySelector('[data-drawn="false"]'))
        throw new Error('a chart is still drawing');
    },
    { timeout: 15_000, interval: 20 },
  );
}

/** axe-core on the whole document (dialogs and toasts render outside the story's root). */
async function seriousViolations(rules?: string[]) {
  const options: RunOptions = { resultTypes: ['violations'] };
  if (rules) options.runOnly = { type: 'rule', values: rules };
  const results = await axe.run(document, options);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    .join('\n');
}

/**
 * Declares the checks of one share of the story files: the check runs in `count` pages side by
 * side (one test file each, see stories-*.browser.test.tsx), each taking every `count`-th file.
 */
export async function checkStories(share: number, count: number) {
  // Before the story files load: fixtures compute dates relative to today when they are imported.
  // Date only: timers keep running, and "now" stays fixed as the stories render.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  const paths = Object.keys(modules)
    .sort()
    .filter((_, i) => i % count === share);
  const loaded = await Promise.all(
    paths.map(async (path) => [path, await modules[path]!()] as const),
  );
  for (const [path, module] of loaded) declareChecks(path, module);
}

function declareChecks(path: string, module: StoryModule) {
  const isComponent = path.startsWith('../../src/components/');
  for (const story of Object.values(composeStories(module)) as Composed[]) {
    const exception = EXCEPTIONS[story.id];
    const isShell = String(module.default?.title ?? '').startsWith('App/');
    const skins: Skin[] = isComponent ? ['light'] : ['light', 'dark'];
    for (const skin of skins) {
      test(`${story.id} (${skin})`, async () => {
        await show(story, skin);
        if (SCREENSHOTS && exception?.skip !== 'screenshot') {
          const name = baseline(story.id, skin);
          // Now and then a story's dialog is not open when it is captured (a drawer with
          // defaultOpen found closed, once in a run, a different story each run): it is rendered
          // again after a pause, twice at most, and a story that really changed fails each time.
          let failure = '';
          for (let render = 0; render <= RERENDERS; render++) {
            if (render > 0) {
              await new Promise((resolve) => setTimeout(resolve, RERENDER_PAUSE_MS));
              await show(story, skin);
            }
            ({ failure } = await commands.compareStoryScreenshot(name, render === RERENDERS));
            if (!failure) break;
          }
          expect(failure).toBe('');
        }
        if (exception?.skip !== 'axe') {
          expect(await seriousViolations(skin === 'light' ? undefined : COLOUR_RULES)).toBe('');
        }
      });
    }
    if (isShell && exception?.skip !== 'axe') {
      test(`${story.id} (semi-dark)`, async () => {
        await show(story, 'semi-dark');
        expect(await seriousViolations(COLOUR_RULES)).toBe('');
      });
    }
  }
}

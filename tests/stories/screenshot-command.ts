import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import pixelmatch from 'pixelmatch';
import type { CDPSession, Page } from 'playwright';
import { PNG } from 'pngjs';
import type { BrowserCommand, BrowserCommandContext, TestProject } from 'vitest/node';

// The stories check's screenshot, taken and compared on the Vitest server (docs/testing.md): one
// capture of the story's page, compared byte for byte with its baseline, and decoded only when the
// bytes differ. Vitest's own toMatchScreenshot captures until two shots agree, and Playwright's
// element screenshot first checks the element is stable: each cost more than the rest of the
// check. The page has settled before (check.tsx), and its caret is transparent.

export const BASELINES = 'tests/stories/baselines';
export const ARTIFACTS = 'tests/stories/artifacts';
/** The Chromium that rendered the baselines: another one may draw text a little differently. */
export const RENDERER_FILE = `${BASELINES}/chromium.txt`;

/**
 * Pixels that may differ beyond pixelmatch's own anti-aliasing detection. One Chromium draws a
 * settled story the same every time; a changed letter already moves more pixels than this.
 */
const ALLOWED_CHANGED_PIXELS = 8;
/** How often a capture that differs from its baseline is taken again, and the pause before each. */
const RECAPTURES = 3;
const RECAPTURE_DELAY_MS = 100;
/** How long to let a story settle between two captures when writing its baseline. */
const SETTLE_DELAY_MS = 200;

export interface ScreenshotResult {
  /** Empty when the screenshot matches its baseline (or was written on purpose). */
  failure: string;
}

/** Pixels that differ beyond the anti-aliasing tolerance, and the image that shows them. */
export function comparePngs(baseline: Buffer, actual: Buffer) {
  const a = PNG.sync.read(baseline);
  const b = PNG.sync.read(actual);
  if (a.width !== b.width || a.height !== b.height) {
    return {
      changed: Infinity,
      detail: `size ${b.width}×${b.height}, baseline ${a.width}×${a.height}`,
    };
  }
  const diff = new PNG({ width: a.width, height: a.height });
  const changed = pixelmatch(a.data, b.data, diff.data, a.width, a.height);
  return { changed, detail: `${changed} pixels differ`, diff: PNG.sync.write(diff) };
}

/** With `--update`: a changed story's capture, until a second render confirms it. */
const confirming = new Map<string, Buffer>();

/** One DevTools session per Vitest page, opened on its first screenshot. */
const sessions = new WeakMap<Page, Promise<CDPSession>>();

/** The story frame's viewport, as PNG, through the DevTools protocol. */
async function capture(context: BrowserCommandContext) {
  const { page } = context;
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  const frame = await (await context.frame()).frameElement();
  const box = await frame.boundingBox();
  if (!box) throw new Error('The stories frame is not displayed.');
  const { data } = await (
    await session
  ).send('Page.captureScreenshot', {
    format: 'png',
    clip: { ...box, scale: 1 },
  });
  return Buffer.from(data, 'base64');
}

/** Captures again, a moment apart, until two captures agree (or a few attempts are spent). */
async function settledCapture(context: BrowserCommandContext, first: Buffer) {
  let previous = first;
  for (let attempt = 0; attempt < 5; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_DELAY_MS));
    const next = await capture(context);
    if (next.equals(previous)) return next;
    previous = next;
  }
  return previous;
}

async function readIfExists(path: string) {
  try {
    return await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * `compareStoryScreenshot(name, last)`: the story page's viewport against `<BASELINES>/<name>.png`.
 * A capture that differs is taken again, a moment apart, a few times: a story may still be
 * settling (a backdrop that mounts a frame after its dialog). When none matches, the caller may
 * render the story again; on its `last` try the screenshot and the difference are saved.
 * With `--update` (npm run stories:update) a missing or changed baseline is written from a capture
 * that two in a row agree on, once a second render of the story draws the same; a baseline that
 * differs only within the tolerance is kept, so that baselines change only on purpose.
 */
export const compareStoryScreenshot: BrowserCommand<
  [name: string, last: boolean],
  ScreenshotResult
> = async (context, name, last) => {
  const root = context.project.config.root;
  const update = context.project.config.snapshotOptions.updateSnapshot === 'all';
  const baselinePath = join(root, BASELINES, `${name}.png`);
  const baseline = await readIfExists(baselinePath);
  const matches = (png: Buffer) => {
    if (!baseline) return { ok: false };
    if (baseline.equals(png)) return { ok: true };
    const compared = comparePngs(baseline, png);
    return { ok: compared.changed <= ALLOWED_CHANGED_PIXELS, compared };
  };
  let actual: Buffer = await capture(context);
  let result = matches(actual);
  if (update) {
    if (result.ok) return { failure: '' };
    actual = await settledCapture(context, actual);
    if (matches(actual).ok) {
      confirming.delete(name);
      return { failure: '' };
    }
    // A story now and then renders once without its dialog open (check.tsx): a changed baseline
    // is written only when two renders of the story draw the same.
    if (!confirming.get(name)?.equals(actual)) {
      confirming.set(name, actual);
      return {
        failure: last
          ? `${name}: no two renders of the story drew the same; its baseline is unchanged.`
          : `${name} changed: it is rendered again to confirm.`,
      };
    }
    confirming.delete(name);
    await mkdir(dirname(baselinePath), { recursive: true });
    await writeFile(baselinePath, actual);
    const browser = context.page.context().browser()?.version() ?? 'unknown';
    await writeFile(join(root, RENDERER_FILE), `${browser}\n`);
    return { failure: '' };
  }
  for (let attempt = 0; !result.ok && attempt < RECAPTURES; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, RECAPTURE_DELAY_MS));
    actual = await capture(context);
    result = matches(actual);
  }
  if (result.ok) return { failure: '' };
  if (!last) return { failure: `${name} differs from its baseline` };
  return { failure: await saveFailure(context, name, actual, result.compared) };
};

/** Saves a failing story's screenshot and its difference, and says where they are. */
async function saveFailure(
  context: BrowserCommandContext,
  name: string,
  actual: Buffer,
  compared: ReturnType<typeof comparePngs> | undefined,
) {
  const root = context.project.config.root;
  const actualPath = join(root, ARTIFACTS, 'actual', `${name}.png`);
  const diffPath = join(root, ARTIFACTS, 'diffs', `${name}.png`);
  await mkdir(dirname(actualPath), { recursive: true });
  await writeFile(actualPath, actual);
  if (compared?.diff) {
    await mkdir(dirname(diffPath), { recursive: true });
    await writeFile(diffPath, compared.diff);
  }
  const browser = context.page.context().browser()?.version() ?? 'unknown';
  const renderer = (await readIfExists(join(root, RENDERER_FILE)))?.toString().trim();
  const other =
    renderer && renderer !== browser
      ? ` The baselines were rendered by Chromium ${renderer}; this is ${browser}.`
      : '';
  const what = compared
    ? `differs from its baseline (${compared.detail}); the difference is in ${diffPath}`
    : `has no baseline`;
  return (
    `${name} ${what}; the screenshot is in ${actualPath}.${other} ` +
    'If the change is intended, run npm run stories:update (docs/testing.md).'
  );
}

/** Empties the artifacts of the last run (Vitest's globalSetup, vitest.stories.config.ts). */
export async function setup(project: TestProject) {
  await rm(join(project.config.root, ARTIFACTS), { recursive: true, force: true });
}

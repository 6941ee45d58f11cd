/**
 * The stories the check treats differently, each with its reason (docs/testing.md). Keep this
 * list short: a story that does not settle is made deterministic, not listed here.
 */
export interface StoryException {
  /** Why the story is treated differently. */
  reason: string;
  /** What is not checked: its screenshot or axe. */
  skip: 'screenshot' | 'axe';
}

export const EXCEPTIONS: Record<string, StoryException> = {};

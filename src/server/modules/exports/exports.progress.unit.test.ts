import { describe, expect, it } from 'vitest';
import { ProgressReporter } from './exports.progress.service';

describe('export progress reports', () => {
  it('sends at most one per 5 points and 250 ms, in order, and never 100', async () => {
    const sent: number[] = [];
    let clock = 1_000;
    const reporter = new ProgressReporter(
      async (p) => void sent.push(p),
      () => clock,
    );
    reporter.update(0.03); // under 5 points
    reporter.update(0.12);
    clock += 100;
    reporter.update(0.3); // too soon
    clock += 300;
    reporter.update(0.31);
    clock += 300;
    reporter.update(1);
    await reporter.settled();
    expect(sent).toEqual([12, 31, 99]);
  });
});

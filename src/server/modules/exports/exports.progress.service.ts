/**
 * Turns "how far" (0 to 1) into progress reports that are worth sending: at most one per 5 points
 * and per 250 ms, each sent after the previous one settled (so they arrive in order), never 100
 * (the final state says that). `settled()` waits for the last report before the job is closed.
 */
export class ProgressReporter {
  private last = 0;
  private lastAt = 0;
  private pending: Promise<void> = Promise.resolve();

  constructor(
    private readonly report: (progress: number) => Promise<void>,
    private readonly now: () => number = Date.now,
  ) {}

  update(done: number): void {
    const progress = Math.max(0, Math.min(99, Math.floor(done * 100)));
    const at = this.now();
    if (progress - this.last < 5 || at - this.lastAt < 250) return;
    this.last = progress;
    this.lastAt = at;
    this.pending = this.pending.then(() => this.report(progress));
  }

  settled(): Promise<void> {
    return this.pending;
  }
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ForegroundActivity } from './foreground';

describe('ForegroundActivity', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());
  const quiet = { idleMs: 20, maxWaitMs: 1_000 };

  it('lets background work go at once when no request came lately', async () => {
    const activity = new ForegroundActivity(() => Date.now());
    let done = false;
    void activity.quiet(quiet).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it('waits while a request is in flight, then for the idle time after it ends', async () => {
    const activity = new ForegroundActivity(() => Date.now());
    activity.begin();
    let done = false;
    void activity.quiet(quiet).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(300);
    expect(done).toBe(false);
    activity.end();
    await vi.advanceTimersByTimeAsync(10);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(15);
    expect(done).toBe(true);
  });

  it('goes on after the longest wait however busy the server is', async () => {
    const activity = new ForegroundActivity(() => Date.now());
    activity.begin();
    let done = false;
    void activity.quiet(quiet).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(990);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(15);
    expect(done).toBe(true);
  });
});

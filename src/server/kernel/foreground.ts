import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's requests in flight, for background work to give way to. */
    foreground: ForegroundActivity;
  }
}

// Background work (the expiry sweep) and staff's requests share one database, and on PGlite one
// engine that runs a statement at a time: a batch that starts while a request is under way makes
// that request wait for the whole batch. Background work therefore asks `quiet()` before each
// batch: it waits while requests are in flight or came in just now, and goes on anyway after
// `maxWaitMs`, so it always progresses, slower when the server is busy.

export interface QuietOptions {
  /** How long no request must have been in flight. */
  idleMs: number;
  /** The longest wait: after it the batch runs whatever the traffic. */
  maxWaitMs: number;
}

export class ForegroundActivity {
  private inFlight = 0;
  private lastActive = 0;

  constructor(private readonly clock: () => number = () => performance.now()) {}

  begin(): void {
    this.inFlight += 1;
    this.lastActive = this.clock();
  }

  end(): void {
    this.inFlight = Math.max(0, this.inFlight - 1);
    this.lastActive = this.clock();
  }

  /** Whether no request is in flight and none ended within `idleMs`. */
  isQuiet(idleMs: number): boolean {
    return this.inFlight === 0 && this.clock() - this.lastActive >= idleMs;
  }

  /** Resolves once the server has been quiet for `idleMs`, or after `maxWaitMs` at most. */
  async quiet({ idleMs, maxWaitMs }: QuietOptions): Promise<void> {
    const until = this.clock() + maxWaitMs;
    while (!this.isQuiet(idleMs) && this.clock() < until) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(1, Math.min(idleMs, 5))));
    }
  }
}

/** Counts the app's HTTP requests as foreground activity (a WebSocket upgrade is not one). */
export function trackForeground(app: FastifyInstance): ForegroundActivity {
  const activity = new ForegroundActivity();
  app.decorate('foreground', activity);
  const counted = new WeakSet<object>();
  app.addHook('onRequest', async (request) => {
    if (request.headers.upgrade) return;
    counted.add(request);
    activity.begin();
  });
  const done = async (request: object) => {
    if (!counted.delete(request)) return;
    activity.end();
  };
  app.addHook('onResponse', done);
  app.addHook('onRequestAbort', done);
  return activity;
}

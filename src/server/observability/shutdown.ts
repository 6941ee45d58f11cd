import type { FastifyInstance } from 'fastify';

export interface GracefulOptions {
  /** The longest wait for requests in flight before their connections are cut. */
  graceMs?: number;
  /** How often connections left idle by an answered request are closed meanwhile. */
  idleCheckMs?: number;
}

/**
 * Closes the app the way a deploy needs: Fastify stops accepting connections (a request arriving
 * on a kept-alive one gets a 503 and `Connection: close`), the WebSockets close with 1001 Going
 * Away (the SPA's graphql-ws client reconnects on it, to another instance or to this one
 * restarted), requests in flight finish, for `graceMs` at most, and then the runners give their
 * job leases back (an export in progress returns to the queue at once, a webhook attempt under
 * way is settled) and the app's own resources close. The database is the caller's to close.
 */
export async function closeGracefully(
  app: FastifyInstance,
  { graceMs = 30_000, idleCheckMs = 50 }: GracefulOptions = {},
): Promise<void> {
  const cut = setTimeout(() => app.server.closeAllConnections(), graceMs);
  // The server closes idle kept-alive connections when it stops listening, but a connection whose
  // request was in flight then stays open after its answer, until the client lets it go: each is
  // closed as soon as it goes idle, or the close would wait for the whole grace period.
  const idle = setInterval(() => app.server.closeIdleConnections(), idleCheckMs);
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
    clearInterval(idle);
  }
}

/** On SIGTERM or SIGINT: runs `stop` once, then exits; a second signal exits at once. */
export function onStopSignals(
  stop: () => Promise<void>,
  exit = (code: number) => process.exit(code),
) {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return exit(1);
      stopping = true;
      stop().then(
        () => exit(0),
        () => exit(1),
      );
    });
  }
}

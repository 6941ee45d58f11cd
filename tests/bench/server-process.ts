import { spawn, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';

export interface Started {
  child: ChildProcess;
  url: string;
  /** Milliseconds from spawning the process to the first successful answer. */
  firstAnswerMs: number;
}

/**
 * Spawns `npm start`'s server process (the bundle, without the build) and waits for its first
 * answer. `cwd`: the build's directory (another checkout's bundle, for side-by-side benches);
 * this process's own by default.
 */
export async function startServer(
  port: number,
  env: Record<string, string>,
  cwd?: string,
): Promise<Started> {
  const url = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  const child = spawn(process.execPath, ['dist-server/index.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
    ...(cwd ? { cwd } : {}),
  });
  // The server logs a line per request: an unread pipe would fill and stall it.
  child.stdout?.resume();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return { child, url, firstAnswerMs: performance.now() - t0 };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
}

export function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** An access token by the password grant (the demo's password and client secret by default). */
export async function demoToken(url: string, username: string, password = 'Demo1234!') {
  const res = await fetch(`${url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'password',
      client_id: 2,
      client_secret: 'dev-secret',
      username,
      password,
      scope: 'all',
    }),
  });
  const body = (await res.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`login ${username}: ${JSON.stringify(body)}`);
  return body.access_token;
}

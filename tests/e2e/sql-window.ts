import { createServer } from 'node:http';
import { PGlite } from '@electric-sql/pglite';

/**
 * TEST-ONLY (e2e harness, never part of the server): a loopback HTTP window onto the e2e
 * server's PGlite database, so a flow can insert rows "the way the public site does" (straight
 * into the database, bypassing the API) — e.g. a contact form whose insert trigger notifies.
 * PGlite is embedded in the server process, so serve-setup.ts starts this window in that process
 * when E2E_SQL_PORT is set: the bundle loads @electric-sql/pglite as an external package, i.e. the
 * same module as here, and the first PGlite that LISTENs (the server's realtime bus) is the
 * server's.
 * `POST /sql` with a SQL text body runs it (several statements allowed) and answers 204.
 */
export async function startSqlWindow(httpPort: number): Promise<void> {
  let database: PGlite | null = null;
  const listen = PGlite.prototype.listen;
  const remember = (client: PGlite) => (database ??= client);
  PGlite.prototype.listen = function (this: PGlite, ...args: Parameters<PGlite['listen']>) {
    remember(this);
    return listen.apply(this, args);
  };
  const server = createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== '/sql') {
      response.writeHead(400).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (!database) {
        response.writeHead(503).end('database not open yet');
        return;
      }
      database.exec(Buffer.concat(chunks).toString('utf8')).then(
        () => response.writeHead(204).end(),
        (error: unknown) => response.writeHead(500).end(String(error)),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(httpPort, '127.0.0.1', resolve));
}

import { createConnection, createServer, type Server, type Socket } from 'node:net';

// A statement logger between the app's server and PostgreSQL, for the bench's floor (peer.ts): a
// loopback relay that passes every byte through unchanged and reads, from what the client sends
// (the frontend half of the wire protocol), each statement it runs and the parameters it binds.
// Only for capturing; the measured runs connect to PostgreSQL directly.

/** A statement as a client ran it: its text and its parameters as sent (text format). */
export interface Statement {
  text: string;
  params: (string | null)[];
  /** Bound to a named prepared statement (kept by the connection), not the unnamed one. */
  named: boolean;
  /** Its text was parsed (sent in a Parse message) on this run, not only bound. */
  parsed: boolean;
}

/** The StartupMessage's protocol version (3.0); other untyped first messages are SSL/GSS probes. */
const PROTOCOL_3 = 196_608;

/** Reads the frontend messages of one connection and reports each statement run. */
function frontendReader(onStatement: (statement: Statement) => void) {
  let pending: Buffer = Buffer.alloc(0);
  let started = false;
  /** Prepared statements of this connection by name ('' is the unnamed one). */
  const prepared = new Map<string, string>();
  /** Names parsed since their last bind. */
  const fresh = new Set<string>();

  const cString = (body: Buffer, at: number): [string, number] => {
    const end = body.indexOf(0, at);
    return [body.toString('utf8', at, end), end + 1];
  };

  const onMessage = (type: number, body: Buffer) => {
    if (type === 0x50) {
      // Parse: name, text, parameter types.
      const [name, at] = cString(body, 0);
      const [text] = cString(body, at);
      prepared.set(name, text);
      fresh.add(name);
    } else if (type === 0x42) {
      // Bind: portal, statement, format codes, values.
      const [name, after] = cString(body, cString(body, 0)[1]);
      let at = after;
      const formats = body.readInt16BE(at);
      const binary = Array.from({ length: formats }, (_, i) => body.readInt16BE(at + 2 + i * 2));
      at += 2 + formats * 2;
      const count = body.readInt16BE(at);
      at += 2;
      const params: (string | null)[] = [];
      for (let i = 0; i < count; i++) {
        const length = body.readInt32BE(at);
        at += 4;
        if (length < 0) {
          params.push(null);
          continue;
        }
        const format = formats === 1 ? binary[0] : binary[i];
        if (format === 1) throw new Error('a binary parameter: the capture reads text ones only');
        params.push(body.toString('utf8', at, at + length));
        at += length;
      }
      onStatement({ text: prepared.get(name) ?? '', params, named: name !== '', parsed: fresh.delete(name) }); // prettier-ignore
    } else if (type === 0x51) {
      // Query (the simple protocol): one or more statements, no parameters.
      onStatement({ text: cString(body, 0)[0], params: [], named: false, parsed: true });
    }
  };

  return (chunk: Buffer) => {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    for (;;) {
      if (!started) {
        if (pending.length < 8) return;
        const length = pending.readInt32BE(0);
        if (pending.length < length) return;
        started = pending.readInt32BE(4) === PROTOCOL_3;
        pending = pending.subarray(length);
        continue;
      }
      if (pending.length < 5) return;
      const length = pending.readInt32BE(1);
      if (pending.length < 1 + length) return;
      onMessage(pending[0] ?? 0, pending.subarray(5, 1 + length));
      pending = pending.subarray(1 + length);
    }
  };
}

export interface WireLog {
  /** postgres:// URL through the relay (the same database, user and password). */
  url: string;
  /** Every statement run since the last `take`, in order; clears the log. */
  take(): Statement[];
  close(): Promise<void>;
}

/** Starts the relay on `port` (loopback) in front of the server `databaseUrl` names. */
export async function startWireLog(databaseUrl: string, port: number): Promise<WireLog> {
  const target = new URL(databaseUrl);
  let log: Statement[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = createConnection(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    const read = frontendReader((statement) => log.push(statement));
    client.on('data', (chunk: Buffer) => {
      upstream.write(chunk);
      read(chunk);
    });
    upstream.pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.href,
    take: () => {
      const taken = log;
      log = [];
      return taken;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

import { SMTPServer } from 'smtp-server';

// A real SMTP server on an ephemeral loopback port that keeps every message it receives, for
// tests of the mail the server sends (password reset). The MIME decoding covers what nodemailer
// writes: multipart/alternative with quoted-printable or base64 UTF-8 parts.

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The first /reset-password/… link of the text part, or null. */
  link: string | null;
  raw: string;
}

export interface MailCatcher {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** The next message to `to` not yet returned by this call (waits up to `timeoutMs`). */
  waitForMail(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function parsePart(raw: string): Part {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return part.body;
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) of a header. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, _charset, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function leaves(part: Part): Part[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => leaves(parsePart(chunk.replace(/^\r?\n/, ''))));
}

export function parseMail(raw: string, to: string[], from: string): ReceivedMail {
  const message = parsePart(raw);
  const parts = leaves(message);
  const bodyOf = (mime: string) =>
    parts
      .filter((p) => (p.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(mime))
      .map(decodeBody)
      .join('\n');
  const text = bodyOf('text/plain');
  return {
    from,
    to,
    subject: decodeHeader(message.headers.get('subject') ?? ''),
    text,
    html: bodyOf('text/html'),
    link: /https?:\/\/\S+\/reset-password\/\S+/.exec(text)?.[0] ?? null,
    raw,
  };
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const messages: ReceivedMail[] = [];
  const returned = new Set<ReceivedMail>();
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    // Lets close() finish quickly even if a client left a connection open.
    closeTimeout: 500,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const mailFrom = session.envelope.mailFrom;
        const from = mailFrom ? mailFrom.address : '';
        messages.push(parseMail(Buffer.concat(chunks).toString('utf8'), to, from));
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('SMTP sin puerto');

  const next = (to: string) =>
    messages.find((m) => !returned.has(m) && m.to.includes(to.trim().toLowerCase()));

  return {
    url: `smtp://127.0.0.1:${address.port}`,
    port: address.port,
    messages,
    waitForMail: (to, timeoutMs = 5000) =>
      new Promise<ReceivedMail>((resolve, reject) => {
        const check = () => {
          const found = next(to);
          if (!found) return false;
          returned.add(found);
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`Ningún correo para ${to} en ${timeoutMs} ms`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

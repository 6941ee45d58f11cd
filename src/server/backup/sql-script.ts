import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';

/**
 * A plain SQL dump read back in batches of whole statements, so a large dump runs without being
 * held in memory as one string. The scan knows what pg_dump writes: quoted strings and names,
 * dollar-quoted bodies, comments. Two things are left out:
 * - psql's meta-commands (`\restrict`, `\unrestrict` of recent pg_dump builds): not SQL;
 * - settings a PostgreSQL 18 dump carries (PGlite is 18) that older servers reject, and which
 *   only bound the restoring session's own timeouts.
 */
const SKIPPED = [/^set\s+transaction_timeout\b/i];

type State = 'code' | 'quote' | 'name' | 'dollar' | 'block';

/** The statement text without its leading comments and blank lines. */
function head(statement: string): string {
  return statement.replace(/^(?:\s+|--[^\n]*\n)*/, '');
}

export function isSkipped(statement: string): boolean {
  const text = head(statement);
  return SKIPPED.some((pattern) => pattern.test(text));
}

export async function* statementBatches(
  lines: AsyncIterable<string>,
  batchChars = 4_000_000,
): AsyncGenerator<string> {
  let state: State = 'code';
  let tag = '';
  let depth = 0;
  let current = '';
  // Whether the statement read so far is only blank lines and comments: kept as lines come, since
  // looking at the whole statement on every line costs its length each time.
  let blank = true;
  let batch: string[] = [];
  let batchSize = 0;
  const finish = (statement: string) => {
    if (isSkipped(statement) || !head(statement).trim()) return;
    batch.push(statement);
    batchSize += statement.length;
  };
  for await (const line of lines) {
    if (state === 'code' && blank && line.startsWith('\\')) continue;
    let start = 0;
    for (let i = 0; i < line.length; i++) {
      const c = line[i];
      if (state === 'code') {
        if (c === '-' && line[i + 1] === '-') break;
        if (c === '/' && line[i + 1] === '*') {
          state = 'block';
          depth = 1;
          i++;
        } else if (c === "'") state = 'quote';
        else if (c === '"') state = 'name';
        else if (c === '$' && !/[\w$]/.test(line[i - 1] ?? '')) {
          const match = /^\$([A-Za-z_]\w*)?\$/.exec(line.slice(i));
          if (match) {
            state = 'dollar';
            tag = match[0];
            i += tag.length - 1;
          }
        } else if (c === ';') {
          finish(current + line.slice(start, i + 1));
          current = '';
          blank = true;
          start = i + 1;
        }
      } else if (state === 'quote') {
        if (c === "'") state = 'code';
      } else if (state === 'name') {
        if (c === '"') state = 'code';
      } else if (state === 'dollar') {
        if (c === '$' && line.startsWith(tag, i)) {
          state = 'code';
          i += tag.length - 1;
        }
      } else if (c === '*' && line[i + 1] === '/') {
        depth--;
        i++;
        if (depth === 0) state = 'code';
      } else if (c === '/' && line[i + 1] === '*') {
        depth++;
        i++;
      }
    }
    const rest = line.slice(start) + '\n';
    current += rest;
    if (blank && head(rest).trim()) blank = false;
    if (batchSize >= batchChars) {
      yield batch.join('\n');
      batch = [];
      batchSize = 0;
    }
  }
  finish(current);
  if (batch.length) yield batch.join('\n');
}

export function fileLines(file: string): AsyncIterable<string> {
  return createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
}

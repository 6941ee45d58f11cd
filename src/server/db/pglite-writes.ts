import type { PGlite } from '@electric-sql/pglite';

// PGlite runs inside this process: every change to its data passes through its client here. This
// counts those changes (a write generation), so that a read of rarely written rows (the access
// epoch, the pipeline stages, the project list) can be reused until the next write, of whatever
// row, by whoever: exact, with nothing to invalidate by hand (read-cache.ts). A PostgreSQL
// server is shared with other processes, so there every read still goes to the database.

/** Functions that change data when a SELECT calls them (the rest are trigger functions). */
export const WRITING_FUNCTIONS = [
  'nextval',
  'setval',
  'dashboard_block_counts_fill',
  'dashboard_rollups_rebuild',
  'notification_deliver',
] as const;

const SELECT = /^\s*select\b/i;
const WRITING_CALL = new RegExp(
  `\\b(?:${WRITING_FUNCTIONS.join('|')}|pg_advisory\\w*)\\s*\\(`,
  'i',
);

/** A statement that cannot change data: a SELECT calling no writing function. */
export const isReadOnly = (text: string): boolean => SELECT.test(text) && !WRITING_CALL.test(text);

/**
 * Counts writes through `client` (queries, exec, transactions): the counter moves before and after
 * every statement that may write, and at the end of every transaction, before its COMMIT or
 * ROLLBACK, so that a read made inside it (which may see its uncommitted rows) is never reused
 * after it. Returns the counter's reader. Install after keepStatements (it wraps the same calls).
 */
export function trackWrites(client: PGlite): () => number {
  let generation = 0;
  const bump = () => void generation++;
  const query = client.query.bind(client);
  client.query = async (text, params, options) => {
    if (isReadOnly(text)) return query(text, params, options);
    bump();
    try {
      return await query(text, params, options);
    } finally {
      bump();
    }
  };
  const exec = client.exec.bind(client);
  client.exec = async (text, options) => {
    bump();
    try {
      return await exec(text, options);
    } finally {
      bump();
    }
  };
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction(async (tx) => {
      const txQuery = tx.query.bind(tx);
      const txExec = tx.exec.bind(tx);
      const wrapped = Object.create(tx) as typeof tx;
      wrapped.query = (text, params, options) => {
        if (!isReadOnly(text)) bump();
        return txQuery(text, params, options);
      };
      wrapped.exec = (text, options) => {
        bump();
        return txExec(text, options);
      };
      try {
        return await callback(wrapped);
      } finally {
        bump();
      }
    }).finally(bump);
  return () => generation;
}

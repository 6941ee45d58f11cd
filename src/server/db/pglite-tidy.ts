import type { PGlite } from '@electric-sql/pglite';

// PGlite runs no autovacuum: nothing refreshes the planner's statistics or marks pages
// all-visible, so as tables grow the plans drift and every index-only scan (the quotations list,
// the board, the units page) visits the heap for each entry. The server does the same work itself,
// between requests: every few minutes the tables that grew since they were last vacuumed
// (by 20 % and 16 pages) get VACUUM (ANALYZE). A vacuum skips the pages it already marked, so
// after the first one it reads only what changed.

/** Pages a table may grow past its last vacuum (relpages) before it is vacuumed again. */
const GROWTH =
  "pg_relation_size(c.oid) / current_setting('block_size')::int > c.relpages * 1.2 + 16";

/** Vacuums and analyzes the grown tables of the public schema; answers their names. */
export async function tidyTables(client: Pick<PGlite, 'query' | 'exec'>): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select quote_ident(c.relname) as name from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and ${GROWTH}
      order by c.relname`,
  );
  for (const { name } of rows) await client.exec(`vacuum (analyze) public.${name}`);
  return rows.map((row) => row.name);
}

/**
 * Calls `tidy` after `firstMs`, then every `everyMs`, one call at a time; the timers never keep
 * the process alive. Answers the function that stops it.
 */
export function scheduleTidy(
  tidy: () => Promise<unknown>,
  { firstMs = 60_000, everyMs = 600_000 }: { firstMs?: number; everyMs?: number } = {},
): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = (delay: number) => {
    timer = setTimeout(() => {
      tidy()
        .catch((error: unknown) => console.error('Mantención de PGlite falló:', error))
        .finally(() => {
          if (!stopped) run(everyMs);
        });
    }, delay).unref();
  };
  run(firstMs);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

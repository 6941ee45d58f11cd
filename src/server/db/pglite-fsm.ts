import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// PostgreSQL looks in an index's free space map (FSM) before each page split, for an emptied
// page to reuse. A btree index gets that map only when VACUUM finds deleted pages, so most never
// have one, and each lookup then asks whether the `_fsm` file exists. On a server that is a
// failed open(2) of a few microseconds; in PGlite it goes through Emscripten's file system and
// Node's lstat, which throws: about 80 µs each. A 100,000-unit import splits some 1,400 pages of
// the unit tables' indexes: 110–200 ms of its COPY went to asking for files that are not there.
//
// So, on an on-disk PGlite, the indexes of the unit tables are given an empty map: three zeroed
// pages, which is what PostgreSQL itself writes when it extends a map (a zeroed page is a new,
// empty FSM page: «no free space known», so the index simply grows as before). The map is not
// WAL-logged and may be wrong by design; VACUUM fills it in as it finds free pages. An index
// rebuilt later (REINDEX) gets a new file without a map, and the next start gives it one.

export const FSM_TABLES = ['properties', 'warehouses', 'parking_lots'] as const;
const FSM_PAGES = 3;

interface Queryable {
  query<T>(sql: string): Promise<{ rows: T[] }>;
}

/** Writes an empty free space map for each btree index of `tables` that has none; returns them. */
export async function giveIndexesFreeSpaceMaps(
  client: Queryable,
  dataDir: string,
  tables: readonly string[] = FSM_TABLES,
): Promise<string[]> {
  if (!tables.every((t) => /^[a-z_]+$/.test(t))) throw new TypeError('nombre de tabla inválido');
  const { rows } = await client.query<{ name: string; path: string; block: string }>(
    `select i.indexrelid::regclass::text as name, pg_relation_filepath(i.indexrelid) as path,
        current_setting('block_size') as block
      from pg_index i
      join pg_class c on c.oid = i.indexrelid
      join pg_am am on am.oid = c.relam
      where i.indrelid = any(select to_regclass(t)::oid from unnest(array['${tables.join("','")}']) as t)
        and am.amname = 'btree' and pg_relation_size(i.indexrelid, 'fsm') = 0
      order by 1`,
  );
  const given: string[] = [];
  for (const { name, path, block } of rows) {
    const file = join(dataDir, `${path}_fsm`);
    if (existsSync(file)) continue;
    // 'wx': never over a map PostgreSQL made meanwhile.
    writeFileSync(file, Buffer.alloc(FSM_PAGES * Number(block)), { flag: 'wx' });
    given.push(name);
  }
  return given;
}

import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { keepStatements } from './pglite-statements';

// The kept (named) statements must answer exactly what PGlite's own unnamed path answers: rows,
// parsers, row modes, write counts, errors and transactions. One pair of databases serves the file
// (a PGlite takes seconds to start); each test gets a fresh table of its own.

let plain: PGlite;
let kept: PGlite;

const SETUP = `
  drop table if exists things;
  create table things (id serial primary key, name text unique not null, at timestamptz, n numeric);
  insert into things (name, at, n) values ('uno', '2026-01-02 03:04:05+00', 1.5), ('dos', null, 2);
`;

/** The texts of the database's named statements (asked by the simple protocol, never kept). */
const keptTexts = async (pg: PGlite) => {
  const [result] = await pg.exec('select statement from pg_prepared_statements');
  return (result?.rows ?? []).map((row) => String((row as { statement: string }).statement));
};

beforeAll(async () => {
  [plain, kept] = [new PGlite(), new PGlite()];
  keepStatements(kept, 3);
});

beforeEach(async () => {
  await Promise.all([plain.exec(SETUP), kept.exec(SETUP)]);
});

afterAll(async () => {
  await Promise.all([plain.close(), kept.close()]);
});

describe('keepStatements', () => {
  it('answers what the unnamed path answers, in both row modes and with custom parsers', async () => {
    const text = 'select id, name, at, n from things where id >= $1 order by id';
    const asText = { [types.TIMESTAMPTZ]: (value: string) => value };
    for (const options of [undefined, { rowMode: 'array' as const }, { parsers: asText }]) {
      for (let run = 0; run < 3; run++) {
        const [a, b] = [
          await plain.query(text, [1], options),
          await kept.query(text, [1], options),
        ];
        expect(b.rows).toEqual(a.rows);
        expect(b.fields).toEqual(a.fields);
      }
    }
  });

  it('parses a text once and reuses it, keeping at most the given number', async () => {
    const text = 'select name from things where id = $1';
    for (let run = 0; run < 5; run++) await kept.query(text, [1]);
    expect((await keptTexts(kept)).filter((kept) => kept === text)).toHaveLength(1);
    for (const id of [1, 2, 3, 4]) await kept.query(`select ${id} + $1::int as x`, [id]);
    const texts = await keptTexts(kept);
    expect(texts).toHaveLength(3);
    // The least recently used went first, and a forgotten text is simply parsed again.
    expect(texts).not.toContain(text);
    expect((await kept.query(text, [2])).rows).toEqual([{ name: 'dos' }]);
  });

  it('counts writes and binds nulls, and leaves DDL to the unnamed path', async () => {
    await kept.exec('drop index if exists things_n');
    const insert = await kept.query('insert into things (name, at) values ($1, $2)', [
      'tres',
      null,
    ]);
    expect(insert.affectedRows).toBe(1);
    const update = await kept.query('update things set n = $1 where n is null', [7]);
    expect(update.affectedRows).toBe(1);
    await kept.query('create index things_n on things (n)');
    const statements = await kept.exec('select statement from pg_prepared_statements');
    const texts = (statements[0]?.rows ?? []).map((row) =>
      String((row as { statement: string }).statement),
    );
    expect(texts.some((text) => /create index/i.test(text))).toBe(false);
    expect(texts.some((text) => /^update things/i.test(text))).toBe(true);
  });

  it('passes errors through with their code and keeps working after them', async () => {
    const clash = kept.query('insert into things (name) values ($1)', ['uno']);
    await expect(clash).rejects.toMatchObject({ code: '23505' });
    expect(
      (await kept.query('select count(*)::int as n from things where $1', [true])).rows,
    ).toEqual([{ n: 2 }]);
  });

  it('runs inside transactions, which still commit and roll back as a whole', async () => {
    await kept.transaction(async (tx) => {
      await tx.query('insert into things (name) values ($1)', ['tres']);
      await tx.query('insert into things (name) values ($1)', ['cuatro']);
    });
    const failed = kept.transaction(async (tx) => {
      await tx.query('insert into things (name) values ($1)', ['cinco']);
      await tx.query('insert into things (name) values ($1)', ['uno']);
    });
    await expect(failed).rejects.toMatchObject({ code: '23505' });
    const names = await kept.query<{ name: string }>('select name from things where id > $1', [0]);
    expect(names.rows.map((row) => row.name).sort()).toEqual(['cuatro', 'dos', 'tres', 'uno']);
  });

  it('forgets a statement whose result columns changed, and parses it again next time', async () => {
    const text = 'select * from things where id = $1';
    await kept.query(text, [1]);
    await kept.exec('alter table things add column extra text');
    await expect(kept.query(text, [1])).rejects.toMatchObject({ code: '0A000' });
    const again = await kept.query<Record<string, unknown>>(text, [1]);
    expect(Object.keys(again.rows[0] ?? {})).toContain('extra');
  });
});

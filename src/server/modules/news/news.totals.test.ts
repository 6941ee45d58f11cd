import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../../tests/harness/test-database';
import type { Database } from '../../db/client';
import { news } from '../../db/schema';
import { insertNewsRow } from './news.fixtures';
import { NEWS_PER_PAGE, pageNews } from './news.repository';
import { NEWS_CHANGES_KEPT, newsTotalsFor } from './news.totals.repository';

// The total of a title or day search is counted once, reused while no news is written, and
// brought up to date after a write from the changes the write recorded (migration 0015): every
// write, whatever its path (even raw SQL), is accounted for.

let database: Database;

beforeAll(async () => {
  database = await freshDatabase();
  for (let i = 1; i <= 40; i++) {
    const title = i % 2 ? `Postulación al subsidio DS1 (nota ${i})` : `Feria de la vivienda ${i}`;
    await insertNewsRow(database.db, { title, date: '2025-03-10', status: i % 4 ? 1 : 0 });
  }
});
afterAll(async () => {
  await database.close();
});

const subsidio = (page = 1) => pageNews(database.db, { title: 'SUBSIDIO' }, page);

describe('news totals of a search', () => {
  it('stay exact across inserts, title edits, deletes and raw SQL', async () => {
    expect((await subsidio()).total).toBe(20);
    expect((await subsidio(2)).total).toBe(20);
    const added = await insertNewsRow(database.db, {
      title: 'Nuevo subsidio de arriendo',
      date: '2025-03-11',
    });
    expect((await subsidio()).total).toBe(21);
    await database.db.update(news).set({ title: 'Otra noticia' }).where(eq(news.id, added.id));
    expect((await subsidio()).total).toBe(20);
    await database.db.execute(sql`delete from news where title like 'Postulación%nota 1)'`);
    expect((await subsidio()).total).toBe(19);
    const day = await pageNews(database.db, { date: '2025-03-10', status: 1 }, 1);
    expect(day.rows).toHaveLength(NEWS_PER_PAGE);
    expect(day.total).toBe(29);
  });

  it('are not changed by a write that was rolled back', async () => {
    const before = (await subsidio()).total;
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`update news set title = 'sin relación' where title like '%subsidio%'`);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect((await subsidio()).total).toBe(before);
  });

  it('are kept apart by filter', async () => {
    const visible = await pageNews(database.db, { title: 'subsidio', status: 1 }, 1);
    const hidden = await pageNews(database.db, { title: 'subsidio', status: 0 }, 1);
    expect(visible.total + hidden.total).toBe((await subsidio()).total);
  });

  it('are brought up to date from the recorded changes, not counted again', async () => {
    const key = JSON.stringify(['subsidio', '', '']);
    const now = await versionNow();
    // A deliberately wrong kept total shows the replay: a recount would answer the truth.
    newsTotalsFor(database.db).set(key, now, 500);
    await insertNewsRow(database.db, { title: 'Subsidio de integración', date: '2025-03-12' });
    await insertNewsRow(database.db, { title: 'Sin relación', date: '2025-03-12' });
    await database.db.execute(
      sql`update news set body = 'otro cuerpo' where title like '%ubsidio%'`,
    );
    expect((await pageNews(database.db, { title: 'subsidio' }, 1)).total).toBe(501);
    const { n } = await oneRow<{ n: number }>(
      sql`select count(*)::int as n from news_list_changes where version > ${now}`,
    );
    expect(n).toBe(2); // the body edit changed no title, day or status
    newsTotalsFor(database.db).set(key, await versionNow(), 500);
  });

  it('are counted again after a write too big to replay, or older than the kept changes', async () => {
    const key = JSON.stringify(['subsidio', '', '']);
    const truth = async () => {
      const { n } = await oneRow<{ n: number }>(
        sql`select count(*)::int as n from news where title_search like '%subsidio%'`,
      );
      return n;
    };
    newsTotalsFor(database.db).set(key, await versionNow(), 500);
    await database.db.execute(sql`insert into news (title, body, date, status)
      select 'Subsidio masivo ' || i, 'cuerpo', '2025-04-01', 1 from generate_series(1, 1001) i`);
    expect((await subsidio()).total).toBe(await truth());
    newsTotalsFor(database.db).set(key, await versionNow(), 500);
    const id = (await subsidio()).rows[0]!.id;
    await database.db.execute(sql`do $$ begin
      for i in 1..${sql.raw(String(NEWS_CHANGES_KEPT + 1))} loop
        update news set status = status where id = ${sql.raw(String(id))};
      end loop; end $$`);
    expect((await subsidio()).total).toBe(await truth());
    const { versions } = await oneRow<{ versions: number }>(
      sql`select count(distinct version)::int as versions from news_list_changes`,
    );
    expect(versions).toBeLessThanOrEqual(NEWS_CHANGES_KEPT);
  });
});

async function oneRow<T>(query: ReturnType<typeof sql>): Promise<T> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  const [row] = result.rows;
  if (!row) throw new Error('no row');
  return row;
}

async function versionNow(): Promise<number> {
  const { value } = await oneRow<{ value: number }>(
    sql`select value from news_list_version where id = 1`,
  );
  return Number(value);
}

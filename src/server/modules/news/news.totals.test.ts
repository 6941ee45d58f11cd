import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../../tests/harness/test-database';
import type { Database } from '../../db/client';
import { news } from '../../db/schema';
import { insertNewsRow } from './news.fixtures';
import { NEWS_PER_PAGE, pageNews } from './news.repository';

// The total of a title or day search is counted once and reused while no news is written: every
// write, from any path (even raw SQL), makes the next page count again.

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
});

import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';

// Test support of the dashboard suites: rows the public site would insert, at a Chile wall-clock
// time, and the demo's ids those rows hang off. Never imported by production code.

/** A Chile local time ('2015-03-02 23:30') as the timestamptz the site would store. */
export const chileAt = (local: string) =>
  sql`(${local}::timestamp at time zone 'America/Santiago')`;

const idRow = z.object({ id: z.number() });

/** db.execute answers { rows } on PGlite and an array on postgres-js. */
export function rowsIn<T extends z.ZodTypeAny>(row: T, result: unknown): z.infer<T>[] {
  const parsed = z.union([z.array(row), z.object({ rows: z.array(row) })]).parse(result);
  return Array.isArray(parsed) ? parsed : parsed.rows;
}

export async function firstId(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = rowsIn(idRow, await db.execute(query));
  if (!row) throw new Error('fixture not found');
  return row.id;
}

/** A customer, a unit of the project and the pipeline's stages, for the fixtures' foreign keys. */
export async function fixtureIds(db: Db, projectId: number) {
  const customer = await firstId(db, sql`select id from customers order by id limit 1`);
  const property = await firstId(
    db,
    sql`select id from properties where project_id = ${projectId} order by id limit 1`,
  );
  const stages = rowsIn(
    idRow,
    await db.execute(sql`select id from pipeline_stages order by pipeline_id, "order", id`),
  ).map((row) => row.id);
  return { customer, property, stages };
}

export async function insertQuotation(
  db: Db,
  row: { project: number; customer: number; at: string; status?: string },
): Promise<number> {
  return firstId(
    db,
    sql`insert into quotations (project_id, customer_id, status, origin, created_at)
      values (${row.project}, ${row.customer}, ${row.status ?? 'active'}, 'web', ${chileAt(row.at)})
      returning id`,
  );
}

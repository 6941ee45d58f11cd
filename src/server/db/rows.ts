import { z } from 'zod';

/**
 * The rows of a raw `db.execute(sql…)`, checked against `row`: the postgres-js driver returns
 * them as an array, PGlite as `{ rows }`.
 */
export function rowsOf<T extends z.ZodType>(row: T, result: unknown): z.output<T>[] {
  const parsed = z.union([z.array(row), z.object({ rows: z.array(row) })]).parse(result);
  return Array.isArray(parsed) ? parsed : parsed.rows;
}

import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { pageOffset, rowCount } from './prepared';

const written = (fragment: ReturnType<typeof rowCount>) => {
  const { sql: text, params } = new PgDialect().sqlToQuery(sql`select 1 limit ${fragment}`);
  return { sql: text, params };
};

describe('rowCount and pageOffset', () => {
  it('write a count into the text, or send it as a parameter', () => {
    expect(written(rowCount(15))).toEqual({ sql: 'select 1 limit 15', params: [] });
    expect(written(rowCount(30, false))).toEqual({ sql: 'select 1 limit $1', params: [30] });
  });

  it("write the first page's offset, and send the others", () => {
    expect(written(pageOffset(0))).toEqual({ sql: 'select 1 limit 0', params: [] });
    expect(written(pageOffset(15))).toEqual({ sql: 'select 1 limit $1', params: [15] });
  });

  it('refuse what is not a count', () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1]) {
      expect(() => rowCount(bad)).toThrow(/not a row count/);
    }
  });
});

import { PgDialect } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parseSort, sortValues } from './sort';
import { sortTerms } from './sort.repository';

const columns = { price: sql`u.price`, name: [sql`u.last`, sql`u.first`] };
const dialect = new PgDialect();
const text = (terms: ReturnType<typeof sortTerms>) =>
  terms.map((term) => dialect.sqlToQuery(term).sql).join(', ');

describe('list sort', () => {
  it('reads no sort as the list’s own order', () => {
    expect([undefined, null, '', '  '].map((value) => parseSort(value, columns))).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('reads a key and a leading dash as descending', () => {
    expect(parseSort('price', columns)).toEqual({ key: 'price', descending: false });
    expect(parseSort('-name', columns)).toEqual({ key: 'name', descending: true });
  });

  it('refuses an unknown key, naming the accepted ones in Spanish', () => {
    for (const value of ['rut', '--price', 'price desc', 'toString', '-']) {
      expect(() => parseSort(value, columns)).toThrow(/No se puede ordenar por .*price, name/);
    }
  });

  it('orders by the columns and then the id, in one direction', () => {
    expect(text(sortTerms({ key: 'name', descending: true }, columns, sql`u.id`))).toBe(
      'u.last desc, u.first desc, u.id desc',
    );
    expect(text(sortTerms({ key: 'price', descending: false }, columns, sql`u.id`))).toBe(
      'u.price asc, u.id asc',
    );
    expect(sortValues(columns)).toEqual(['price', '-price', 'name', '-name']);
  });
});

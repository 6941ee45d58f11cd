import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../../tests/harness/test-database';
import type { Database } from '../../db/client';
import { bookingRequests, projects } from '../../db/schema';
import {
  keysetPages,
  type ExportColumn,
  type SheetExportSpec,
} from './exports.sheet-export.repository';

// The keyset pages of the exports: rows split off each page's text as the writer asks, the same
// rows whatever the page size, and a page whose values hold the text's separators read again
// (as JSON) with its values intact.

let database: Database;

beforeAll(async () => {
  database = await freshDatabase('demo');
});
afterAll(() => database?.close());

const columns: readonly ExportColumn[] = [
  { header: 'ID', kind: 'int', sql: bookingRequests.id },
  { header: 'Fecha', kind: 'datetime', sql: bookingRequests.created_at },
  { header: 'Proyecto', kind: 'text', sql: projects.name },
  { header: 'Nombre', kind: 'text', sql: bookingRequests.contact_name },
  { header: 'Teléfono', kind: 'text', sql: bookingRequests.contact_phone },
];

const spec: SheetExportSpec = {
  type: 'booking_requests',
  operation: 'requestBookingRequestFile',
  fileBaseName: 'Solicitud de Reservas',
  id: bookingRequests.id,
  from: sql`${bookingRequests} join ${projects} on ${projects.id} = ${bookingRequests.project_id}`,
  where: () => undefined,
  columns: () => columns,
};

async function pagesOf(limit: number) {
  const signal = new AbortController().signal;
  const progress: number[] = [];
  const pages: string[][][] = [];
  const source = keysetPages(database.db, spec, undefined, columns, {
    signal,
    limit,
    progress: (done) => progress.push(done),
  });
  for await (const page of source) pages.push([...page].map((row) => [...row]));
  return { pages, progress };
}

/** The rows as the database has them, newest first, each field as the page text carries it. */
async function expected() {
  const rows = await database.db
    .select({
      id: bookingRequests.id,
      at: sql<string>`round(extract(epoch from ${bookingRequests.created_at}) * 1000)::text`,
      project: projects.name,
      name: bookingRequests.contact_name,
      phone: bookingRequests.contact_phone,
    })
    .from(bookingRequests)
    .innerJoin(projects, eq(projects.id, bookingRequests.project_id))
    .orderBy(desc(bookingRequests.id));
  return rows.map((r) => [String(r.id), r.at, r.project, r.name ?? '', r.phone ?? '']);
}

describe('keysetPages', () => {
  it('gives every row once, newest first, in pages of the asked size', async () => {
    const all = await expected();
    expect(all.length).toBeGreaterThan(10);
    const { pages, progress } = await pagesOf(7);
    expect(pages.length).toBe(Math.ceil(all.length / 7));
    expect(pages.every((page, i) => page.length === (i < pages.length - 1 ? 7 : all.length % 7 || 7))).toBe(true); // prettier-ignore
    expect(pages.flat()).toEqual(all);
    expect(progress.at(-1)).toBe(1);
    expect((await pagesOf(all.length + 1)).pages).toEqual([all]);
  });

  it('keeps a page whole when a value holds the separators of the page text', async () => {
    const before = await expected();
    const target = before[9]![0]!;
    const tricky = 'Camila\u001eRojas\u001fAraya';
    await database.db
      .update(bookingRequests)
      .set({ contact_name: tricky })
      .where(eq(bookingRequests.id, Number(target)));
    const all = await expected();
    expect(all[9]![3]).toBe(tricky);
    const { pages } = await pagesOf(7);
    expect(pages[1]).toContainEqual(all[9]);
    expect(pages.flat()).toEqual(all);
  });
});

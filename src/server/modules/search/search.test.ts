import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchDocument } from '../../../../graphql/generated/client/graphql';
import { executeOperation, startTestApp, type TestApp } from '../../../../tests/harness/test-app';
import { formatRut, rutCheckDigit } from '../../../shared/rut';
import { insertPreapproval } from '../preapprovals/preapprovals.fixtures';
import {
  insertBuyer,
  insertSale,
  projectOf,
  tokens,
  unquotedHomes,
} from '../promises/promises.fixtures';
import { hitProjects, visibleProjects } from './search.fixtures';

// The search from anywhere through the real operation on a fresh demo database: a RUT in both
// spellings, a record number, a name without its accents, an email, a unit identifier; and an
// agency role never sees another agency's records, however it searches.

let t: TestApp;
let token: (email: string) => Promise<string>;
const ADMIN = 'admin@demo.cl';
const VENDOR = 'realstatevendor@demo.cl';
const VALENTINA_RUT = 18_765_432;
const FOREIGN_RUT = 15_432_876;
let own: { quotation: number; request: number | null; preapproval: number; home: string };
let foreign: { quotation: number; project: number };

beforeAll(async () => {
  t = await startTestApp('demo');
  token = tokens(t);
  const db = t.database.db;
  const mine = await projectOf(db, VENDOR);
  const theirs = await projectOf(db, VENDOR, false);
  const valentina = await insertBuyer(db, { name: 'Valentina', last_name: 'Sepúlveda Rojas', rut: VALENTINA_RUT, email: 'valentina.sepulveda@gmail.com', phone: '+56 9 7123 4488' }); // prettier-ignore
  const [home] = await unquotedHomes(db, mine.id, 1);
  const sale = await insertSale(db, { projectId: mine.id, customerId: valentina.id, propertyId: home!.id, booking: 'pending', promise: 'pending' }); // prettier-ignore
  const preapproval = await insertPreapproval(db, { projectId: mine.id, customerId: valentina.id }); // prettier-ignore
  own = { quotation: sale.quotation.id, request: sale.request?.id ?? null, preapproval: preapproval.id, home: home!.identifier }; // prettier-ignore
  // Another agency's customer with the same surname.
  const tomas = await insertBuyer(db, { name: 'Tomás', last_name: 'Sepúlveda Lagos', rut: FOREIGN_RUT, email: 'tomas.sepulveda@outlook.com', phone: '+56 9 6555 1020' }); // prettier-ignore
  const [other] = await unquotedHomes(db, theirs.id, 1);
  const far = await insertSale(db, { projectId: theirs.id, customerId: tomas.id, propertyId: other!.id, booking: 'pending', promise: 'pending' }); // prettier-ignore
  await insertPreapproval(db, { projectId: theirs.id, customerId: tomas.id });
  foreign = { quotation: far.quotation.id, project: theirs.id };
});
afterAll(() => t?.close());

const search = async (text: string, email = ADMIN, limit?: number) => {
  const res = await executeOperation(t.app, SearchDocument, { text, limit }, await token(email));
  expect(res.errors).toBeUndefined();
  return res.data!.search;
};
type Results = Awaited<ReturnType<typeof search>>;
const idsOf = (results: Results, kind: string) =>
  results.groups.find((group) => group.kind === kind)?.hits.map((hit) => Number(hit.id)) ?? [];

describe('search', () => {
  it('finds a customer by RUT with or without dots and dash, with their records', async () => {
    const rut = `${VALENTINA_RUT}${rutCheckDigit(VALENTINA_RUT)}`;
    const dotted = await search(formatRut(rut));
    const bare = await search(rut);
    expect(idsOf(dotted, 'QUOTATION')).toContain(own.quotation);
    expect(idsOf(bare, 'QUOTATION')).toEqual(idsOf(dotted, 'QUOTATION'));
    expect(idsOf(dotted, 'PREAPPROVAL')).toContain(own.preapproval);
    expect(idsOf(dotted, 'PROMISE_REQUEST')).toContain(own.request);
    const hit = dotted.groups[0]?.hits[0];
    expect(hit).toMatchObject({ kind: 'QUOTATION', title: 'Valentina Sepúlveda Rojas', rut: formatRut(rut) }); // prettier-ignore
    // The kinds come in their fixed order.
    expect(dotted.groups.map((group) => group.kind)).toEqual(
      ['QUOTATION', 'BOOKING_REQUEST', 'PROMISE_REQUEST', 'PREAPPROVAL'].filter((kind) =>
        dotted.groups.some((group) => group.kind === kind),
      ),
    );
  });

  it('finds a record by its number, «N°» or not', async () => {
    expect(idsOf(await search(String(own.quotation)), 'QUOTATION')).toEqual([own.quotation]);
    expect(idsOf(await search(`N° ${own.preapproval}`), 'PREAPPROVAL')).toEqual([own.preapproval]);
  });

  it('finds by name without accents or case, and by email', async () => {
    expect(idsOf(await search('valentina sepulveda'), 'QUOTATION')).toContain(own.quotation);
    expect(idsOf(await search('VALENTINA.SEPULVEDA@gmail.com'), 'QUOTATION')).toContain(own.quotation); // prettier-ignore
    expect(await search('zzqx nadie')).toMatchObject({ groups: [] });
  });

  it('finds a home by the start of its identifier, and limits each kind', async () => {
    const found = await search(own.home, ADMIN, 1);
    expect(found.groups.find((group) => group.kind === 'PROPERTY')?.hits[0]?.title.toLowerCase()).toMatch(own.home.toLowerCase()); // prettier-ignore
    for (const group of found.groups) expect(group.hits.length).toBeLessThanOrEqual(1);
  });

  it('never shows an agency role another agency’s records', async () => {
    const db = t.database.db;
    const mine = await visibleProjects(db, VENDOR);
    expect(mine).not.toContain(foreign.project);
    const byName = await search('Sepúlveda', VENDOR, 20);
    expect(idsOf(byName, 'QUOTATION')).toContain(own.quotation);
    expect(idsOf(byName, 'QUOTATION')).not.toContain(foreign.quotation);
    // Not one hit of any kind, by name, foreign RUT or foreign number, outside the agency.
    const byRut = await search(formatRut(`${FOREIGN_RUT}${rutCheckDigit(FOREIGN_RUT)}`), VENDOR);
    const byNumber = await search(String(foreign.quotation), VENDOR);
    for (const results of [byName, byRut, byNumber]) {
      const seen = await hitProjects(db, results.groups);
      expect(seen.filter((id) => !mine.includes(id))).toEqual([]);
    }
    expect(idsOf(byNumber, 'QUOTATION')).not.toContain(foreign.quotation);
    // The same searches by Admin do find them: the refusal is the scope, not a miss.
    expect(idsOf(await search(String(foreign.quotation)), 'QUOTATION')).toContain(foreign.quotation); // prettier-ignore
  });

  it('gives each role only the kinds its lists show', async () => {
    const byPreapprovals = await search('Sepúlveda', 'preapprovaluser@demo.cl', 20);
    expect(byPreapprovals.groups.map((group) => group.kind)).toEqual(['PREAPPROVAL']);
    const res = await executeOperation(t.app, SearchDocument, { text: 'Sepúlveda' }, await token('newsuser@demo.cl')); // prettier-ignore
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

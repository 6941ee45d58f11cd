import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MergeProspectsDocument,
  ProspectDetailsDocument,
  ProspectDuplicatesDocument,
  ProspectsPerTypeDocument,
  UnmergeProspectsDocument,
} from '../../../../graphql/generated/client/graphql';
import { executeOperation, startTestApp, type TestApp } from '../../../../tests/harness/test-app';
import { audits, prospectMerges, prospectQuotations, prospectStageHistories, prospects } from '../../db/schema'; // prettier-ignore
import { insertSale, unquotedHomes } from '../promises/promises.fixtures';
import { insertBuyer, insertProspect, projectOf, stagesByName, tokens } from './business.fixtures';

// Duplicate prospects by RUT (issue 34) through the real server on the demo data: the board's
// count and the details' list stay inside the viewer's agencies, a merge moves the other
// prospect's moves and quotations in one audited transaction, its undo puts both back exactly,
// and only Admin sees the same customer across agencies.

let t: TestApp;
let token: (email: string) => Promise<string>;
const ADMIN = 'admin@demo.cl';
const VENDOR = 'realstatevendor@demo.cl';
const RUT = 13_482_906;
const BLANK = { customer_name_rut_email_phone: '', project_id: '', date_ini: '', date_end: '', rukans_vig: '', pre_approvals_status: '' }; // prettier-ignore
// Three prospects of one RUT: two in the vendor's agency (two customer records), one in another.
let older: number;
let newer: number;
let foreign: number;
let quotationId: number;

beforeAll(async () => {
  t = await startTestApp('demo');
  token = tokens(t);
  const db = t.database.db;
  const stages = await stagesByName(db);
  const mine = await projectOf(db, VENDOR);
  const theirs = await projectOf(db, VENDOR, false);
  const first = await insertBuyer(db, { name: 'Ignacio', last_name: 'Muñoz Vergara', rut: RUT, email: 'ignacio.munoz@gmail.com', phone: '+56 9 7123 4567' }); // prettier-ignore
  const again = await insertBuyer(db, { name: 'Ignacio Andrés', last_name: 'Muñoz Vergara', rut: RUT, email: 'imunoz@outlook.cl', phone: '+56 9 7123 4567' }); // prettier-ignore
  const stage = stages.stage('Contactado').id;
  older = (await insertProspect(db, { projectId: mine.id, customerId: first.id, stageId: stage, at: new Date('2030-01-10T15:00:00Z') })).id; // prettier-ignore
  newer = (await insertProspect(db, { projectId: mine.id, customerId: again.id, stageId: stage, at: new Date('2030-01-12T15:00:00Z') })).id; // prettier-ignore
  foreign = (await insertProspect(db, { projectId: theirs.id, customerId: first.id, stageId: stage, at: new Date('2030-01-11T15:00:00Z') })).id; // prettier-ignore
  const [home] = await unquotedHomes(db, mine.id, 1);
  const { quotation } = await insertSale(db, { projectId: mine.id, customerId: first.id, propertyId: home!.id }); // prettier-ignore
  quotationId = quotation.id;
  await db.insert(prospectQuotations).values({ prospect_id: older, quotation_id: quotation.id });
});
afterAll(() => t?.close());

async function run<R, V>(doc: TypedDocumentNode<R, V>, vars: V, email = VENDOR) {
  return executeOperation(t.app, doc, vars, await token(email));
}

const cardsOf = async (email: string) => {
  const res = await run(ProspectsPerTypeDocument, { ...BLANK, page: 1 }, email);
  expect(res.errors).toBeUndefined();
  const cards = res.data?.prospectspertypequery.paginate_totals.flatMap((c) => c.data) ?? [];
  return new Map(cards.map((card) => [Number(card.id), card.duplicate_count]));
};

/** Everything a merge touches, as stored: the two rows, their moves and quotation links. */
async function stored(ids: number[]) {
  const db = t.database.db;
  return {
    rows: await db.select().from(prospects).where(inArray(prospects.id, ids)).orderBy(asc(prospects.id)), // prettier-ignore
    moves: await db.select().from(prospectStageHistories).where(inArray(prospectStageHistories.prospect_id, ids)).orderBy(asc(prospectStageHistories.id)), // prettier-ignore
    links: await db.select().from(prospectQuotations).where(inArray(prospectQuotations.prospect_id, ids)).orderBy(asc(prospectQuotations.id)), // prettier-ignore
  };
}

describe('duplicates by RUT', () => {
  it('counts on the board only the same agency’s prospects the viewer may see', async () => {
    const vendor = await cardsOf(VENDOR);
    expect(vendor.get(older)).toBe(1);
    expect(vendor.get(newer)).toBe(1);
    expect(vendor.has(foreign)).toBe(false);
    const admin = await cardsOf(ADMIN);
    // Admin sees all three, but a duplicate is one agency's: the foreign one has none.
    expect([admin.get(older), admin.get(newer), admin.get(foreign)]).toEqual([1, 1, 0]);
  });

  it('lists the duplicates on the details, never another agency’s', async () => {
    const res = await run(ProspectDetailsDocument, { id: String(newer) });
    expect(res.errors).toBeUndefined();
    const details = res.data?.prospects.data[0];
    expect(details?.duplicate_count).toBe(1);
    expect(details?.duplicates.map((d) => Number(d.id))).toEqual([older]);
    const theirs = await run(ProspectDetailsDocument, { id: String(foreign) }, ADMIN);
    expect(theirs.data?.prospects.data[0]?.duplicates).toEqual([]);
  });

  it('refuses to merge another agency’s prospect or one that is not a duplicate', async () => {
    const refused = await run(MergeProspectsDocument, { kept_id: String(older), merged_id: String(foreign) }); // prettier-ignore
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const notDup = await run(MergeProspectsDocument, { kept_id: String(older), merged_id: String(foreign) }, ADMIN); // prettier-ignore
    expect(notDup.errors?.[0]).toMatchObject({ message: 'Los negocios no son duplicados: sus clientes no tienen el mismo RUT en la misma inmobiliaria.', extensions: { code: 'BAD_USER_INPUT' } }); // prettier-ignore
    expect(await stored([older, foreign])).toMatchObject({ rows: [{ id: older }, { id: foreign }] }); // prettier-ignore
  });

  it('merges in one audited transaction, and the undo restores both exactly', async () => {
    const db = t.database.db;
    const before = await stored([older, newer]);
    const merged = await run(MergeProspectsDocument, { kept_id: String(newer), merged_id: String(older) }); // prettier-ignore
    expect(merged.errors).toBeUndefined();
    const merge = merged.data?.mergeProspects;
    expect(merge?.kept.id).toBe(String(newer));
    expect(merge?.kept.duplicate_count).toBe(0);
    const after = await stored([older, newer]);
    expect(after.rows.map((r) => r.id)).toEqual([newer]);
    // The kept prospect holds both first placements and the quotation.
    expect(after.moves.map((m) => m.prospect_id)).toEqual([newer, newer]);
    expect(after.links).toMatchObject([{ prospect_id: newer, quotation_id: quotationId }]);
    const trail = await db.select().from(audits).where(sql`${audits.auditable_type} = 'Prospect' and ${audits.auditable_id} in (${String(older)}, ${String(newer)})`); // prettier-ignore
    expect(trail.map((a) => [a.event, Number(a.auditable_id)]).sort()).toEqual([['merged', newer], ['merged_into', older]]); // prettier-ignore
    expect((await cardsOf(VENDOR)).has(older)).toBe(false);

    const undone = await run(UnmergeProspectsDocument, { merge_id: merge!.id });
    expect(undone.errors).toBeUndefined();
    expect(undone.data?.unmergeProspects.map((p) => Number(p.id))).toEqual([newer, older]);
    expect(await stored([older, newer])).toEqual(before);
    const events = await db.select({ event: audits.event }).from(audits).where(sql`${audits.event} in ('unmerged', 'restored')`); // prettier-ignore
    expect(events.map((e) => e.event).sort()).toEqual(['restored', 'unmerged']);
    const again = await run(UnmergeProspectsDocument, { merge_id: merge!.id });
    expect(again.errors?.[0]?.message).toBe('La fusión ya se deshizo.');
  });

  it('undoes only the author’s own merge, within its window', async () => {
    const db = t.database.db;
    const merged = await run(MergeProspectsDocument, { kept_id: String(older), merged_id: String(newer) }); // prettier-ignore
    const id = merged.data!.mergeProspects.id;
    const other = await run(UnmergeProspectsDocument, { merge_id: id }, ADMIN);
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await db.update(prospectMerges).set({ created_at: new Date('2020-01-01T00:00:00Z') }).where(eq(prospectMerges.id, Number(id))); // prettier-ignore
    const late = await run(UnmergeProspectsDocument, { merge_id: id });
    expect(late.errors?.[0]?.message).toBe('El plazo para deshacer la fusión terminó.');
    expect((await stored([older, newer])).rows.map((r) => r.id)).toEqual([older]);
  });

  it('reports cross-agency duplicates to Admin only', async () => {
    const first = await run(ProspectDuplicatesDocument, { page: 1 }, ADMIN);
    expect(first.errors).toBeUndefined();
    const last = first.data?.prospectduplicates.last_page ?? 1;
    const pages = [first];
    for (let page = 2; page <= last; page++) pages.push(await run(ProspectDuplicatesDocument, { page }, ADMIN)); // prettier-ignore
    const groups = pages.flatMap((res) => res.data?.prospectduplicates.data ?? []);
    expect(groups).toHaveLength(first.data?.prospectduplicates.total ?? -1);
    const group = groups.find((g) => g.rut === '13.482.906-0');
    expect(group).toMatchObject({ prospects: 2, customer_name: 'Ignacio Muñoz Vergara' });
    expect(group?.agencies).toHaveLength(2);
    const refused = await run(ProspectDuplicatesDocument, { page: 1 });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  EditQuotationDocument,
  QuotationAuditsDocument,
  QuotationDocument,
} from '../../../../graphql/generated/client/graphql';
import { executeOperation, startTestApp, type TestApp } from '../../../../tests/harness/test-app';
import { nextStatuses, quotationStatus } from '../../../shared/sales-status';
import {
  bookingRequests,
  customers,
  propertyQuotations,
  quotationMonthCounts,
  quotationStatusCounts,
  quotations,
} from '../../db/schema';
import { EventBus } from '../../realtime/bus';
import {
  asPageOf,
  countStatements,
  withLeaf,
} from '../sales-common/sales-common.statements.fixtures';
import { auditRowsOf, foreignProjectIds, ownProjectIds, tokens } from './quotations.sales.fixtures';

let t: TestApp;
let token: (email: string) => Promise<string>;
const ADMIN = 'admin@demo.cl';
const AGENCY_ADMIN = 'realstateadmin@demo.cl';

beforeAll(async () => {
  t = await startTestApp('demo');
  token = tokens(t);
});
afterAll(() => t.close());

describe('quotation details', () => {
  it('shows the customer with commune, the quoted units in UF and its booking and promise', async () => {
    const [withPromise] = await t.database.db
      .select()
      .from(quotations)
      .where(sql`exists (select 1 from promise_requests p where p.quotation_id = ${quotations.id})`)
      .orderBy(asc(quotations.id))
      .limit(1);
    const q = withPromise!;
    const res = await executeOperation(
      t.app,
      QuotationDocument,
      { id: String(q.id) },
      await token(ADMIN),
    );
    expect(res.errors).toBeUndefined();
    const [shown] = res.data!.quotations.data;
    const [customer] = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.id, q.customer_id));
    const [quoted] = await t.database.db
      .select()
      .from(propertyQuotations)
      .where(eq(propertyQuotations.quotation_id, q.id));
    const [booking] = await t.database.db
      .select({ id: bookingRequests.id })
      .from(bookingRequests)
      .where(eq(bookingRequests.quotation_id, q.id))
      .orderBy(desc(bookingRequests.id))
      .limit(1);
    expect(shown).toMatchObject({
      id: String(q.id),
      status: q.status,
      minimum_rent: q.minimum_rent,
      customer: { id: String(customer!.id), rut: String(customer!.rut) },
    });
    expect(shown!.customer?.commune?.name).toBeTruthy();
    expect(shown!.propertyquotation[0]).toMatchObject({
      id: String(quoted!.id),
      price: Number(quoted!.price),
      property_price: Number(quoted!.property_price),
      property: { id: String(quoted!.property_id) },
    });
    if (quoted!.warehouse_id) {
      expect(shown!.propertyquotation[0]?.warehouse?.id).toBe(String(quoted!.warehouse_id));
      expect(shown!.propertyquotation[0]?.warehouse_price).toBe(Number(quoted!.warehouse_price));
    }
    expect(shown!.bookingrequest?.id).toBe(String(booking!.id));
    expect(shown!.promiserequest?.status).toMatch(/^(pending|paid|signed|cancelled|rejected)$/);
  });

  it('answers the details page in a few statements, reading no record twice (issue 35)', async () => {
    // A quotation with a booking and a promise request, and a home quoted with a warehouse.
    const [q] = await t.database.db
      .select({ id: quotations.id, rut: customers.rut })
      .from(quotations)
      .innerJoin(customers, eq(customers.id, quotations.customer_id))
      .where(
        sql`exists (select 1 from promise_requests p where p.quotation_id = ${quotations.id})
        and exists (select 1 from booking_requests b where b.quotation_id = ${quotations.id})`,
      )
      .orderBy(asc(quotations.id))
      .limit(1);
    const admin = await token(ADMIN);
    const run = () => executeOperation(t.app, QuotationDocument, { id: String(q!.id) }, admin);
    const { result, statements, texts } = await countStatements(t, run);
    expect(result.errors).toBeUndefined();
    const [shown] = result.data!.quotations.data;
    expect(shown?.bookingrequest?.id).toBeTruthy();
    expect(shown?.promiserequest?.id).toBeTruthy();
    expect(shown?.customer?.commune?.name).toBeTruthy();
    // The same answer as the list's row of the same record (built by the list's own statement).
    const page = asPageOf(QuotationDocument, 'quotations');
    const listed = await executeOperation(t.app, page, { id: String(q!.rut) }, admin);
    expect(shown).toEqual(listed.data?.quotations.data.find((row) => row.id === shown?.id));
    // The access epoch and the quotation with every row it shows.
    expect(statements).toBeLessThanOrEqual(4);
    expect(new Set(texts).size).toBe(texts.length);
    // The database renders all the page asks: one statement reads it (the access reads aside).
    expect(texts.filter((text) => !/access_epoch|user_tokens|"users"/.test(text))).toEqual([
      expect.stringMatching(/json_build_object/),
    ]);
    // Asked one field the database does not render, the details read whole rows and answer the
    // same as from the rendered row.
    const whole = await countStatements(t, () =>
      executeOperation(
        t.app,
        withLeaf(QuotationDocument, 'customer', 'codeudor_name'),
        { id: String(q!.id) },
        admin,
      ),
    );
    expect(whole.result.errors).toBeUndefined();
    expect(whole.texts.some((text) => /json_build_object/.test(text))).toBe(false);
    expect(whole.result.data?.quotations.data[0]).toMatchObject(shown!);
    expect(whole.statements).toBeLessThanOrEqual(4);
    const audits = await countStatements(t, () =>
      executeOperation(t.app, QuotationAuditsDocument, { id: String(q!.id) }, admin),
    );
    expect(audits.result.data?.quotations.data[0]?.customer?.id).toBe(shown?.customer?.id);
    expect(audits.statements).toBeLessThanOrEqual(4);
  });

  it('answers NOT_FOUND for an id that names no quotation', async () => {
    for (const id of ['999999', 'abc']) {
      const res = await executeOperation(t.app, QuotationDocument, { id }, await token(ADMIN));
      expect(res.errors?.[0]).toMatchObject({
        message: 'La cotización no existe.',
        extensions: { code: 'NOT_FOUND' },
      });
    }
  });
});

describe('editQuotation', () => {
  const edit = async (id: number, status: string, email = AGENCY_ADMIN) =>
    executeOperation(
      t.app,
      EditQuotationDocument,
      { quotation_id: String(id), status },
      await token(email),
    );
  const ownQuotation = async (status: string) => {
    const own = await ownProjectIds(t.database.db, AGENCY_ADMIN);
    const [row] = await t.database.db
      .select()
      .from(quotations)
      .where(and(inArray(quotations.project_id, own), sql`${quotations.status} = ${status}`))
      .orderBy(asc(quotations.id))
      .limit(1);
    return row!;
  };
  const statusOf = async (id: number) =>
    (await t.database.db.select().from(quotations).where(eq(quotations.id, id)))[0]?.status;

  it('moves along the table, writes one audit row and announces the change', async () => {
    const q = await ownQuotation('active');
    expect(nextStatuses(quotationStatus, 'active')).toContain('cancelled');
    const published = vi.spyOn(EventBus.prototype, 'publish');
    const res = await edit(q.id, 'cancelled');
    expect(res.errors).toBeUndefined();
    expect(res.data!.editQuotation).toEqual({ id: String(q.id), status: 'cancelled' });
    expect(await statusOf(q.id)).toBe('cancelled');
    const rows = await auditRowsOf(t.database.db, 'Quotation', q.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      event: 'updated',
      old_values: { status: 'active' },
      new_values: { status: 'cancelled' },
    });
    expect(published).toHaveBeenCalledWith('record', {
      type: 'quotation',
      action: 'updated',
      id: String(q.id),
      project_id: String(q.project_id),
      agency_id: expect.any(String),
    });
    published.mockRestore();
    const history = await executeOperation(
      t.app,
      QuotationAuditsDocument,
      { id: String(q.id) },
      await token(AGENCY_ADMIN),
    );
    expect(history.data!.quotations.data[0]?.audits[0]).toMatchObject({
      new_values: { status: 'cancelled' },
      user: { name: expect.any(String) },
    });
  });

  it('keeps the month and status counts equal to the rows after changes', async () => {
    const buckets = await t.database.db
      .select()
      .from(quotationMonthCounts)
      .where(sql`${quotationMonthCounts.n} <> 0`)
      .orderBy(
        asc(quotationMonthCounts.project_id),
        asc(quotationMonthCounts.month),
        asc(quotationMonthCounts.status),
      );
    const month = sql<string>`to_char(date_trunc('month', ${quotations.created_at}
      at time zone 'America/Santiago'), 'YYYY-MM-DD')`;
    const rows = await t.database.db
      .select({
        project_id: quotations.project_id,
        month,
        status: quotations.status,
        n: sql<number>`count(*)::int`,
      })
      .from(quotations)
      .groupBy(quotations.project_id, month, quotations.status)
      .orderBy(asc(quotations.project_id), asc(month), asc(quotations.status));
    expect(buckets).toEqual(rows);
    const s = quotationStatusCounts;
    const kept = await t.database.db
      .select()
      .from(s)
      .where(sql`${s.n} <> 0`)
      .orderBy(asc(s.project_id), asc(s.status));
    const byStatus = await t.database.db
      .select({
        project_id: quotations.project_id,
        status: quotations.status,
        n: sql<number>`count(*)::int`,
      })
      .from(quotations)
      .groupBy(quotations.project_id, quotations.status)
      .orderBy(asc(quotations.project_id), asc(quotations.status));
    expect(kept).toEqual(byStatus);
  });

  it('refuses a move the table does not allow, in Spanish, and changes nothing', async () => {
    const q = await ownQuotation('cancelled');
    const audited = (await auditRowsOf(t.database.db, 'Quotation', q.id)).length;
    const res = await edit(q.id, 'active');
    expect(res.errors?.[0]).toMatchObject({
      message: expect.stringMatching(
        /^Una cotización en estado «Anulada» no puede pasar a «Vigente»/,
      ),
      extensions: { code: 'BAD_USER_INPUT', field: 'status' },
    });
    expect(res.data).toBeNull();
    expect(await statusOf(q.id)).toBe('cancelled');
    const unknown = await edit((await ownQuotation('active')).id, 'anulada');
    expect(unknown.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await auditRowsOf(t.database.db, 'Quotation', q.id)).toHaveLength(audited);
  });

  it('refuses another agency’s quotation and leaves it as it was', async () => {
    const [foreign] = await foreignProjectIds(t.database.db, AGENCY_ADMIN);
    const [theirs] = await t.database.db
      .select()
      .from(quotations)
      .where(and(eq(quotations.project_id, foreign!), eq(quotations.status, 'active')))
      .limit(1);
    const res = await edit(theirs!.id, 'cancelled');
    expect(res.errors?.[0]).toMatchObject({
      message: 'No tienes acceso a esta cotización.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(await statusOf(theirs!.id)).toBe('active');
    expect(await auditRowsOf(t.database.db, 'Quotation', theirs!.id)).toHaveLength(0);
  });
});

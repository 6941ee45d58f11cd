// Test support for the expiry suites: projects with known validities, open records created at
// chosen instants, and what an expiry left behind. Never imported by production code.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { formatRut, rutCheckDigit } from '../../../shared/rut';
import type { Db } from '../../db/client';
import {
  audits,
  bookingRequests,
  customers,
  notifications,
  notificationUsers,
  projects,
  properties,
  quotations,
  users,
} from '../../db/schema';

/** No project expires anything, except the ones a test sets. */
export async function clearValidities(db: Db): Promise<void> {
  await db.update(projects).set({ quotation_validity: null, reserve_validity: null });
}

export async function setValidity(
  db: Db,
  projectId: number,
  quotationDays: number | null,
  reserveDays: number | null,
): Promise<void> {
  await db
    .update(projects)
    .set({ quotation_validity: quotationDays, reserve_validity: reserveDays })
    .where(eq(projects.id, projectId));
}

/** `n` active quotations of the project, each by a demo customer, created at `createdAt`. */
export async function openQuotations(db: Db, projectId: number, createdAt: Date, n = 1) {
  const people = await db
    .select({ id: customers.id })
    .from(customers)
    .orderBy(asc(customers.id))
    .limit(n);
  return db
    .insert(quotations)
    .values(
      Array.from({ length: n }, (_, i) => ({
        project_id: projectId,
        customer_id: people[i % people.length]!.id,
        status: 'active' as const,
        origin: 'web',
        created_at: createdAt,
        updated_at: createdAt,
      })),
    )
    .returning();
}

const BUYERS = [
  ['Catalina Morales Fuentealba', 17_345_678],
  ['Vicente Espinoza Carrasco', 19_876_543],
  ['Florencia Riquelme Soto', 20_456_789],
] as const;

/** A live home of the project nobody has asked for, set off the market or not. */
export async function homeOf(db: Db, projectId: number, available: boolean) {
  const [home] = await db
    .select()
    .from(properties)
    .where(
      and(
        eq(properties.project_id, projectId),
        isNull(properties.deleted_at),
        sql`not exists (select 1 from booking_requests b where b.property_id = ${properties.id})`,
        sql`not exists (select 1 from property_quotations pq where pq.property_id = ${properties.id})`,
      ),
    )
    .orderBy(asc(properties.id))
    .limit(1);
  if (!home) throw new Error('sin unidades libres en el proyecto');
  await db.update(properties).set({ available }).where(eq(properties.id, home.id));
  return { ...home, available };
}

/** A booking request of the home in `status`, created at `createdAt`. */
export async function bookingRequestOf(
  db: Db,
  home: { id: number; project_id: number },
  createdAt: Date,
  status: 'pending' | 'paid' = 'pending',
  buyer = 0,
) {
  const [name, body] = BUYERS[buyer % BUYERS.length]!;
  const [row] = await db
    .insert(bookingRequests)
    .values({
      project_id: home.project_id,
      property_id: home.id,
      status,
      amount: 250_000,
      contact_name: name,
      contact_rut: formatRut(body, rutCheckDigit(body)),
      contact_email: `${name.split(' ')[0]!.toLowerCase()}@correo.cl`,
      contact_phone: '+56 9 6123 4567',
      created_at: createdAt,
      updated_at: createdAt,
    })
    .returning();
  return row!;
}

export const statusesOf = async (
  db: Db,
  table: 'quotations' | 'booking_requests',
  ids: number[],
) => {
  const t = table === 'quotations' ? quotations : bookingRequests;
  const rows = await db.select({ id: t.id, status: t.status }).from(t).where(inArray(t.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, row.status]));
};

/** Audit rows of the records, by record id. */
export async function auditCounts(db: Db, type: string, ids: number[]) {
  const rows = await db
    .select({ id: audits.auditable_id })
    .from(audits)
    .where(and(eq(audits.auditable_type, type), inArray(audits.auditable_id, ids.map(String))));
  const counts: Record<string, number> = {};
  for (const row of rows) counts[row.id] = (counts[row.id] ?? 0) + 1;
  return counts;
}

/** The users told by notifications linking to `url`. */
export async function toldAbout(db: Db, url: string) {
  const rows = await db
    .select({ email: users.email, title: notifications.title, message: notifications.message })
    .from(notificationUsers)
    .innerJoin(notifications, eq(notifications.id, notificationUsers.notification_id))
    .innerJoin(users, eq(users.id, notificationUsers.user_id))
    .where(eq(notifications.url, url));
  return rows;
}

export async function homeAvailable(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select().from(properties).where(eq(properties.id, id));
  return row!.available;
}

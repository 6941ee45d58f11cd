// Test support for the bookings suites: a free home of the agency with several pending booking
// requests from different Chilean buyers. Never imported by production code.
import { and, asc, eq, inArray, isNull, notExists } from 'drizzle-orm';
import { formatRut, rutCheckDigit } from '../../../shared/rut';
import type { Db } from '../../db/client';
import { bookingRequests, properties, propertyQuotations } from '../../db/schema';

const BUYERS = [
  ['Josefa Aránguiz Pino', 15_234_876],
  ['Matías Henríquez Lagos', 17_908_345],
  ['Antonia Cifuentes Rojas', 19_456_120],
  ['Benjamín Olivares Toro', 16_789_203],
  ['Isidora Saavedra Muñoz', 20_134_567],
  ['Tomás Valdivia Ortega', 18_345_912],
] as const;

/** A live home of the projects that nobody has booked, quoted or promised yet. */
export async function freeHome(db: Db, projectIds: number[]) {
  const [home] = await db
    .select()
    .from(properties)
    .where(
      and(
        inArray(properties.project_id, projectIds),
        isNull(properties.deleted_at),
        eq(properties.available, true),
        notExists(
          db.select().from(bookingRequests).where(eq(bookingRequests.property_id, properties.id)),
        ),
        notExists(
          db
            .select()
            .from(propertyQuotations)
            .where(eq(propertyQuotations.property_id, properties.id)),
        ),
      ),
    )
    .orderBy(asc(properties.id))
    .limit(1);
  if (!home) throw new Error('sin unidades libres en los proyectos de prueba');
  return home;
}

/** `n` pending booking requests of one home, each from another buyer (valid RUTs). */
export async function pendingRequests(db: Db, home: { id: number; project_id: number }, n: number) {
  const rows = await db
    .insert(bookingRequests)
    .values(
      BUYERS.slice(0, n).map(([name, body], i) => ({
        project_id: home.project_id,
        property_id: home.id,
        status: 'pending' as const,
        amount: 250_000,
        contact_name: name,
        contact_rut: formatRut(body, rutCheckDigit(body)),
        contact_email: `${name.split(' ')[0]!.toLowerCase()}.${i}@correo.cl`,
        contact_phone: `+56 9 ${String(6123_4500 + i).replace(/(\d{4})(\d{4})/, '$1 $2')}`,
      })),
    )
    .returning();
  return rows;
}

export async function homeRow(db: Db, id: number) {
  const [row] = await db.select().from(properties).where(eq(properties.id, id));
  return row!;
}

export async function requestRows(db: Db, ids: number[]) {
  return db
    .select()
    .from(bookingRequests)
    .where(inArray(bookingRequests.id, ids))
    .orderBy(asc(bookingRequests.id));
}

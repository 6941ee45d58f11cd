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

/**
 * The known data set of the endpoint tests, in March–April 2015 (the demo's records are recent):
 * `own` belongs to the RealstateAdmin's agency, `foreign` to another one.
 */
export async function seedSpring2015(db: Db, ownId: number, foreignId: number) {
  const { customer, property, stages } = await fixtureIds(db, ownId);
  const q = (project: number, at: string, status = 'active') =>
    insertQuotation(db, { project, customer, at, status });
  // 23:30 in Santiago is already the 3rd in UTC: it must count on the 2nd.
  const quotation = await q(ownId, '2015-03-02 23:30');
  await q(ownId, '2015-03-02 09:00');
  await q(ownId, '2015-03-05 10:00', 'expired');
  await q(foreignId, '2015-03-02 11:00');
  await q(foreignId, '2015-04-10 11:00');
  await db.execute(sql`insert into contact_forms (project_id, name, email, created_at) values
    (${ownId}, 'Camila Rojas', 'camila.rojas@correo.cl', ${chileAt('2015-03-03 10:00')}),
    (${foreignId}, 'Matías Soto', 'matias.soto@correo.cl', ${chileAt('2015-03-03 11:00')}),
    (${foreignId}, 'Javiera Muñoz', 'javiera.munoz@correo.cl', ${chileAt('2015-03-03 12:00')})`);
  await db.execute(sql`insert into contact_form_newsletters (email, created_at) values
    ('ana.perez@correo.cl', ${chileAt('2015-03-02 08:00')}),
    ('diego.diaz@correo.cl', ${chileAt('2015-03-02 09:00')}),
    ('sofia.vera@correo.cl', ${chileAt('2015-03-02 10:00')})`);
  await db.execute(sql`insert into booking_requests (project_id, property_id, quotation_id, contact_name, created_at)
    values (${ownId}, ${property}, ${quotation}, 'Camila Rojas', ${chileAt('2015-03-04 10:00')})`);
  await db.execute(sql`insert into promise_requests (project_id, quotation_id, created_at)
    values (${ownId}, ${quotation}, ${chileAt('2015-03-06 10:00')})`);
  await db.execute(sql`insert into prospects (project_id, customer_id, pipeline_stage_id, created_at) values
    (${ownId}, ${customer}, ${stages[0] ?? 0}, ${chileAt('2015-03-02 10:00')}),
    (${ownId}, ${customer}, ${stages[1] ?? 0}, ${chileAt('2015-03-02 11:00')}),
    (${foreignId}, ${customer}, ${stages[0] ?? 0}, ${chileAt('2015-03-07 10:00')})`);
}

/** Every 400 of the brief: chart, query (PROJECT = a project of the scoped user), status, message, field. */
export const REFUSALS: [string, string, number, string, string | undefined][] = [
  [
    'quotationsByDate',
    'date_init=2015-02-30',
    400,
    'La fecha de inicio no es válida: usa una fecha real con el formato AAAA-MM-DD.',
    'date_init',
  ],
  [
    'quotationsByDate',
    'date_finish=ayer',
    400,
    'La fecha de término no es válida: usa una fecha real con el formato AAAA-MM-DD.',
    'date_finish',
  ],
  [
    'quotationsByDate',
    'date_init=2015-03-08&date_finish=2015-03-07',
    400,
    'La fecha de inicio no puede ser posterior a la fecha de término.',
    'date_init',
  ],
  [
    'quotationsByDate',
    'date_init=2010-01-01&date_finish=2015-03-07',
    400,
    'El rango de fechas no puede superar 1.831 días (unos cinco años).',
    'date_finish',
  ],
  [
    'contactsByProject',
    'project_id=1.5',
    400,
    'El proyecto debe ser un número entero positivo.',
    'project_id',
  ],
  [
    'contactsByDate',
    'real_state_agency_id=-3',
    400,
    'La inmobiliaria debe ser un número entero positivo.',
    'real_state_agency_id',
  ],
  ['quotationsByProject', 'project_id=999999', 400, 'El proyecto no existe.', 'project_id'],
  [
    'bookingRequestByDate',
    'real_state_agency_id=999999',
    400,
    'La inmobiliaria no existe.',
    'real_state_agency_id',
  ],
  [
    'quotationsByDate',
    'type=aprobada',
    400,
    'El tipo «aprobada» no existe para este gráfico. Usa: active, expired, booked, promised, cancelled.',
    'type',
  ],
  [
    'contactsByProject',
    'type=newsletter',
    400,
    'El tipo «newsletter» no existe para este gráfico. Usa: project.',
    'type',
  ],
  ['businessByDate', 'type=active', 400, 'Este gráfico no admite el parámetro «type».', 'type'],
  [
    'salesFunnelByProject',
    'type=active',
    400,
    'Este gráfico no admite el parámetro «type».',
    'type',
  ],
  [
    'contactsByDate',
    'type=newsletter&project_id=PROJECT',
    400,
    'Estos contactos no pertenecen a un proyecto ni a una inmobiliaria: quita esos filtros.',
    'type',
  ],
];

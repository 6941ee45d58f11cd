// Test support for the delivery suites: a loopback receiver that records what it got and answers
// as told, and the public site's inserts of the records that raise events. Tests only.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { webhooks } from '../../db/schema';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Answer {
  status: number;
  body?: string;
  headers?: Record<string, string>;
}

export interface Receiver {
  url: (path?: string) => string;
  received: Received[];
  /** Answers for the next requests, in order; 200 once they run out. */
  answers: Answer[];
  /** Resolves once `count` requests arrived (polls; no timed assertion). */
  waitFor(count: number): Promise<Received[]>;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const answers: Answer[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const answer = answers.shift() ?? { status: 200, body: '{"ok":true}' };
      res.writeHead(answer.status, answer.headers ?? {}).end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    received,
    answers,
    async waitFor(count) {
      while (received.length < count) await new Promise((resolve) => setTimeout(resolve, 10));
      return received.slice(0, count);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function subscribe(db: Db, projectId: number, eventType: string, url: string) {
  const [row] = await db
    .insert(webhooks)
    .values({
      project_id: projectId,
      name: `Integración ${eventType}`,
      description: 'Receptor de prueba en loopback',
      event_type: eventType,
      url,
    })
    .returning();
  if (!row) throw new Error('no se pudo crear el webhook de prueba');
  return row;
}

const rowsOf = (result: unknown): Record<string, unknown>[] =>
  Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows;

/** One value of a single-row, single-column query. */
export async function scalar(db: DbOrTx, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = rowsOf(await db.execute(query));
  return Number(Object.values(row ?? {})[0]);
}

/** A demo booking request with its quotation, unit and customer: the ids new rows point to. */
export async function salesContext(db: Db) {
  const [row] = rowsOf(
    await db.execute(sql`select b.project_id, b.property_id, b.quotation_id, q.customer_id
      from booking_requests b join quotations q on q.id = b.quotation_id
      order by b.id limit 1`),
  );
  if (!row) throw new Error('la demo no tiene solicitudes de reserva');
  return {
    projectId: Number(row.project_id),
    propertyId: Number(row.property_id),
    quotationId: Number(row.quotation_id),
    customerId: Number(row.customer_id),
  };
}

export type SalesContext = Awaited<ReturnType<typeof salesContext>>;

/** Inserts as the public site does (straight SQL); returns the new row's id. */
export const publicInserts = {
  quotation: (db: DbOrTx, c: SalesContext) =>
    scalar(
      db,
      sql`insert into quotations (project_id, customer_id, origin)
        values (${c.projectId}, ${c.customerId}, 'web') returning id`,
    ),
  bookingRequest: (db: DbOrTx, c: SalesContext) =>
    scalar(
      db,
      sql`insert into booking_requests (project_id, quotation_id, property_id, amount, contact_name,
          contact_rut, contact_email)
        values (${c.projectId}, ${c.quotationId}, ${c.propertyId}, 150000, 'Camila Soto Muñoz',
          '16.349.178-8', 'camila.soto@gmail.com') returning id`,
    ),
  promiseRequest: (db: DbOrTx, c: SalesContext) =>
    scalar(
      db,
      sql`insert into promise_requests (project_id, quotation_id, amount_paid)
        values (${c.projectId}, ${c.quotationId}, 500000) returning id`,
    ),
  preapproval: (db: DbOrTx, c: SalesContext) =>
    scalar(
      db,
      sql`insert into preapprovals (project_id, customer_id, property_type)
        values (${c.projectId}, ${c.customerId}, 'Departamento') returning id`,
    ),
  contact: (db: DbOrTx, c: SalesContext) =>
    scalar(
      db,
      sql`insert into contact_forms (project_id, name, email, phone, rut, query, origin)
        values (${c.projectId}, 'Matías Rojas Fuentes', 'matias.rojas@gmail.com', '+56987654321',
          '12.345.678-5', '¿Quedan departamentos de 2 dormitorios?', 'web') returning id`,
    ),
  bookingOrder: (db: DbOrTx, _c: SalesContext, bookingRequestId: number, projectId: number) =>
    scalar(
      db,
      sql`insert into booking_orders (project_id, booking_request_id, amount_paid, order_number)
        values (${projectId}, ${bookingRequestId}, 150000, 'OC-7781') returning id`,
    ),
  promiseOrder: (db: DbOrTx, _c: SalesContext, promiseRequestId: number, projectId: number) =>
    scalar(
      db,
      sql`insert into promise_orders (project_id, promise_request_id)
        values (${projectId}, ${promiseRequestId}) returning id`,
    ),
};

/**
 * Runs the delivery queue until `receiver` got `count` requests (retries become due meanwhile),
 * then once more so that the last attempt's record is written.
 */
export async function deliverUntil(
  app: { webhookRunner: { drain(): Promise<unknown> } },
  receiver: Receiver,
  count: number,
) {
  while (receiver.received.length < count) {
    await app.webhookRunner.drain();
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await app.webhookRunner.drain();
  return receiver.received;
}

import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ExportJobDocument,
  ExportJobsDocument,
  RequestBookingRequestFileDocument,
} from '../../../../graphql/generated/client/graphql';
import { executeOperation, type TestApp } from '../../../../tests/harness/test-app';
import { audits, bookingRequests, notifications, notificationUsers } from '../../db/schema';
import { EXPORT_READY_TITLE } from './exports.finish.repository';
import { exportDownloadUrl } from './exports.links.service';
import { EventBus, topics } from '../../realtime/bus';
import {
  columnOf,
  download,
  firstSheet,
  headersOf,
  startExportsApp,
  tokens,
  userIdOf,
} from './exports.fixtures';

// Issue 5, item 4: a bookings export end to end through the contract's documents — requested,
// run by the runner (driven by hand here), announced, audited and downloaded with the signed link
// and the Authorization header, then opened with exceljs.

let t: TestApp;
let token: (email: string) => Promise<string>;
let bus: EventBus;
const heard: unknown[] = [];
const HOSTILE = '=HYPERLINK("http://cobros-falsos.example/pago","Pague aquí su reserva")';

beforeAll(async () => {
  t = await startExportsApp();
  token = tokens(t);
  bus = new EventBus(t.database);
  await bus.start();
  const adminId = await userIdOf(t.database.db, 'admin@demo.cl');
  bus.on(topics.notification(adminId), (payload) => heard.push(payload));
  bus.on(topics.exportJob(adminId), (payload) => heard.push(payload));
  // A customer who typed a formula as her name: it must arrive as text, never as a formula.
  const [first] = await t.database.db.select().from(bookingRequests).limit(1);
  await t.database.db
    .update(bookingRequests)
    .set({ contact_name: HOSTILE })
    .where(eq(bookingRequests.id, first!.id));
});
afterAll(async () => {
  await bus?.close();
  await t?.close();
});

async function requestBookings(email: string) {
  const res = await executeOperation(
    t.app,
    RequestBookingRequestFileDocument,
    { project_id: '', status: '' },
    await token(email),
  );
  expect(res.errors).toBeUndefined();
  const job = res.data?.requestBookingRequestFile;
  if (!job) throw new Error('sin trabajo');
  return job;
}

async function jobOf(id: string, email: string) {
  const res = await executeOperation(t.app, ExportJobDocument, { id }, await token(email));
  expect(res.errors).toBeUndefined();
  return res.data?.exportJob ?? null;
}

describe('a bookings export', () => {
  let jobId = '';
  let url = '';

  it('is queued at once, without a file yet', async () => {
    const job = await requestBookings('admin@demo.cl');
    jobId = job.id;
    expect(job).toMatchObject({ type: 'booking_requests', status: 'queued', progress: 0 });
    expect(job.download_url).toBeNull();
    expect(job.file_name).toBeNull();
    await vi.waitFor(() => expect(heard).toContainEqual(expect.objectContaining({ id: jobId })));
  });

  it('is ready after the runner ran, with a signed link and a Spanish file name', async () => {
    expect(await t.app.exportRunner.drain()).toBe(1);
    const job = await jobOf(jobId, 'admin@demo.cl');
    expect(job).toMatchObject({ status: 'ready', progress: 100, error: null });
    expect(job?.file_name).toMatch(/^Solicitud de Reservas \d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(job?.download_url).toMatch(new RegExp(`^/api/exports/${jobId}/download\\?token=`));
    url = job?.download_url ?? '';
  });

  it('downloads with the link and the header: Spanish headers, typed cells, every row', async () => {
    const res = await download(t, url, await token('admin@demo.cl'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('Solicitud%20de%20Reservas');
    const sheet = await firstSheet(res.rawPayload);
    expect(headersOf(sheet)).toEqual([
      'ID', 'Fecha', 'Proyecto', 'Unidad', 'Modelo', 'Estado', 'Nombre', 'RUT', 'Correo',
      'Teléfono', 'Monto reserva (CLP)', 'Pagado (CLP)',
    ]); // prettier-ignore
    const [total] = await t.database.db.select({ n: count() }).from(bookingRequests);
    expect(sheet.rowCount - 1).toBe(total?.n);
    expect(columnOf(sheet, 'ID').every((v) => typeof v === 'number')).toBe(true);
    expect(columnOf(sheet, 'Fecha').every((v) => v instanceof Date)).toBe(true);
    expect(columnOf(sheet, 'Pagado (CLP)').every((v) => typeof v === 'number')).toBe(true);
    const states = new Set(columnOf(sheet, 'Estado'));
    expect([...states].every((s) => ['Pendiente de pago', 'Pagada', 'Vencida', 'Anulada', 'Rechazada'].includes(String(s)))).toBe(true); // prettier-ignore
    const hostile = sheet.getColumn(7).values.find((v) => String(v).includes('HYPERLINK'));
    expect(hostile).toBe(`'${HOSTILE}`);
    sheet.eachRow((row) => row.eachCell((cell) => expect(cell.formula).toBeFalsy()));
  });

  it('wrote one audit row (who, what, filters, rows) and one notification, and announced it', async () => {
    const adminId = await userIdOf(t.database.db, 'admin@demo.cl');
    const rows = await t.database.db
      .select()
      .from(audits)
      .where(and(eq(audits.auditable_type, 'ExportJob'), eq(audits.auditable_id, jobId)));
    const [total] = await t.database.db.select({ n: count() }).from(bookingRequests);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: adminId, event: 'exported' });
    expect(rows[0]?.new_values).toMatchObject({
      type: 'booking_requests',
      filters: { project_id: null, status: null },
      rows: total?.n,
    });
    const sent = await t.database.db
      .select({
        title: notifications.title,
        url: notifications.url,
        user: notificationUsers.user_id,
      })
      .from(notificationUsers)
      .innerJoin(notifications, eq(notifications.id, notificationUsers.notification_id))
      .where(eq(notificationUsers.user_id, adminId));
    expect(sent).toContainEqual({ title: EXPORT_READY_TITLE, url: '/exports', user: adminId });
    await vi.waitFor(() =>
      expect(heard).toContainEqual(
        expect.objectContaining({
          read_at: null,
          notification: expect.objectContaining({ title: EXPORT_READY_TITLE, url: '/exports' }),
        }),
      ),
    );
    expect(heard).toContainEqual(expect.objectContaining({ id: jobId, status: 'ready' }));
  });

  it('is the newest of the requester’s jobs, and nobody else’s', async () => {
    const mine = await executeOperation(t.app, ExportJobsDocument, { limit: 5 }, await token('admin@demo.cl')); // prettier-ignore
    expect(mine.data?.exportJobs[0]?.id).toBe(jobId);
    const theirs = await executeOperation(t.app, ExportJobsDocument, {}, await token('realstateadmin@demo.cl')); // prettier-ignore
    expect(theirs.data?.exportJobs.map((j) => j.id)).not.toContain(jobId);
    expect(await jobOf(jobId, 'realstateadmin@demo.cl')).toBeNull();
    expect(await jobOf('no-es-un-uuid', 'admin@demo.cl')).toBeNull();
    expect(await jobOf('0b5f2a9e-7c1d-4e8a-9f3b-2d6c8e1a4b7f', 'admin@demo.cl')).toBeNull();
  });

  it('refuses another user, a missing header, an expired or tampered link', async () => {
    const other = await download(t, url, await token('realstateadmin@demo.cl'));
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: expect.stringContaining('enlace de descarga') });
    expect((await download(t, url)).statusCode).toBe(401);
    const adminId = await userIdOf(t.database.db, 'admin@demo.cl');
    const stale = exportDownloadUrl(t.config, jobId, adminId, Date.now() - 2 * 3_600_000);
    expect((await download(t, stale, await token('admin@demo.cl'))).statusCode).toBe(403);
    const tampered = url.replace(/token=(\d+)/, (_m, exp: string) => `token=${Number(exp) + 60}`);
    expect((await download(t, tampered, await token('admin@demo.cl'))).statusCode).toBe(403);
  });

  it('answers 404 for a job that is not there or not ready yet, even with a good link', async () => {
    const adminId = await userIdOf(t.database.db, 'admin@demo.cl');
    const admin = await token('admin@demo.cl');
    const queued = await requestBookings('admin@demo.cl');
    const early = await download(t, exportDownloadUrl(t.config, queued.id, adminId), admin);
    expect(early.statusCode).toBe(404);
    expect(early.json()).toEqual({
      message: 'La exportación no existe, expiró o aún no está lista.',
    });
    const missing = '7d9e4c1a-2b3f-4a5e-8c6d-9f0a1b2c3d4e';
    expect(
      (await download(t, exportDownloadUrl(t.config, missing, adminId), admin)).statusCode,
    ).toBe(404);
  });
});

import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  MarkAllNotificationsReadDocument,
  MarkNotificationsReadDocument,
  NotificationsUsersDocument,
  NotificationsUsersOfDocument,
} from '../../../../graphql/generated/client/graphql';
import { canAccessRoute, isAgencyScoped, matchRoute } from '../../../shared/access';
import { executeOperation, startTestApp, type TestApp } from '../../../../tests/harness/test-app';
import { loadUserViewer } from '../../auth/viewer';
import type { Viewer } from '../../context';
import { notifications, notificationUsers, projects, users } from '../../db/schema';
import { subjectOf } from '../../graphql/authorize';
import { tokens } from '../agencies/agencies.fixtures';
import { canSeeProject } from '../projects/projects.scope.service';

// The database's notifications (migration 0010) and the bell's API, on one demo database: the
// recipient rule against the TypeScript policy, the fan-out of the public site's inserts, the
// summary of a bulk insert, and the viewer's own list and read marks.
let t: TestApp;
let token: (email: string) => Promise<string>;
const heard: { topic: string; payload: unknown; bytes: number }[] = [];
let stop: () => Promise<void>;
let ids: Record<string, number>;
let ownProject: { id: number; real_state_agency_id: number; name: string };
let otherProject: { id: number; real_state_agency_id: number; name: string };

const userIdsResult = z.union([
  z.array(z.object({ user_id: z.number() })),
  z.object({ rows: z.array(z.object({ user_id: z.number() })) }),
]);
const event = z.object({ topic: z.string(), payload: z.unknown() });

beforeAll(async () => {
  t = await startTestApp('demo');
  token = tokens(t);
  const all = await t.database.db.select({ id: users.id, email: users.email }).from(users);
  ids = Object.fromEntries(all.map((u) => [u.email, u.id]));
  const viewer = await loadUserViewer(t.database.db, ids['realstateadmin@demo.cl'] ?? 0);
  const list = await t.database.db.select().from(projects).orderBy(projects.id);
  ownProject = list.find((p) => viewer?.agencyIds.includes(p.real_state_agency_id)) ?? list[0]!;
  otherProject = list.find((p) => p.real_state_agency_id !== ownProject.real_state_agency_id)!;
  stop = await t.database.listen('backoffice_events', (raw) => {
    const parsed = event.safeParse(JSON.parse(raw));
    // The dashboard's `record` events share the channel; only deliveries count here.
    if (parsed.success && parsed.data.topic.startsWith('notification:'))
      heard.push({ ...parsed.data, bytes: Buffer.byteLength(raw) });
  });
});
afterAll(async () => {
  await stop();
  await t.close();
});

const LIST_ROUTES = ['/bookings-requests', '/promises-requests', '/contacts',
  '/contacts/newsletter', '/contacts/enterprise', '/contacts/form-section',
  '/contacts/form-home-section']; // prettier-ignore

async function sqlRecipients(route: string, projectId: number | null): Promise<number[]> {
  const result = userIdsResult.parse(
    await t.database.db.execute(
      sql`select user_id from notification_recipients(${route}, ${projectId}::integer)`,
    ),
  );
  return (Array.isArray(result) ? result : result.rows).map((r) => r.user_id).sort((a, b) => a - b);
}

function policyRecipients(
  viewers: Viewer[],
  route: string,
  project: { id: number; real_state_agency_id: number } | null,
): number[] {
  const rule = matchRoute(route)?.rule;
  if (!rule) throw new Error(`sin regla para ${route}`);
  return viewers
    .filter((v) => canAccessRoute(rule, subjectOf(v)))
    .filter((v) => !isAgencyScoped(subjectOf(v)) || (project !== null && canSeeProject(v, project)))
    .map((v) => v.id)
    .sort((a, b) => a - b);
}

async function deliveriesOf(title: string) {
  return t.database.db
    .select({ user_id: notificationUsers.user_id, message: notifications.message })
    .from(notificationUsers)
    .innerJoin(notifications, eq(notifications.id, notificationUsers.notification_id))
    .where(eq(notifications.title, title))
    .orderBy(desc(notificationUsers.id));
}

const idOf = (email: string) => ids[email] ?? -1;

describe('notification_recipients (the one SQL rule)', () => {
  it('agrees with the route policy and project scope for every demo user', async () => {
    const all = await Promise.all(
      Object.values(ids).map((id) => loadUserViewer(t.database.db, id)),
    );
    const viewers = all.filter((v): v is Viewer => v !== null);
    expect(viewers.length).toBeGreaterThanOrEqual(7);
    const everyProject = await t.database.db.select().from(projects);
    for (const route of LIST_ROUTES) {
      const scoped = route === '/bookings-requests' || route === '/promises-requests' ||
        route === '/contacts'; // prettier-ignore
      for (const project of scoped ? everyProject : [null]) {
        const label = `${route} ${project?.id ?? '-'}`;
        expect(await sqlRecipients(route, project?.id ?? null), label).toEqual(
          policyRecipients(viewers, route, project),
        );
      }
    }
  });
});

describe('inserts of the public site', () => {
  it('tells each person who may see a project contact, live and stored', async () => {
    heard.length = 0;
    await t.database.db.execute(sql`insert into contact_forms (project_id, name, email, query)
      values (${ownProject.id}, 'Francisca Araya Tapia', 'francisca.araya@gmail.com',
        'Quisiera saber si aplica el subsidio DS19')`);
    const rows = await deliveriesOf('Nuevo contacto');
    const recipients = rows.map((r) => r.user_id);
    for (const email of [
      'admin@demo.cl',
      'superadmin@demo.cl',
      'newsuser@demo.cl',
      'realstateadmin@demo.cl',
      'realstatevendor@demo.cl',
    ])
      // prettier-ignore
      expect(recipients, email).toContain(idOf(email));
    expect(recipients).not.toContain(idOf('realstateuser@demo.cl'));
    expect(recipients).not.toContain(idOf('preapprovaluser@demo.cl'));
    expect(rows[0]?.message).toBe(`Francisca Araya Tapia escribió por ${ownProject.name}.`);
    await expect.poll(() => heard.length).toBe(recipients.length);
    const adminEvent = heard.find((h) => h.topic === `notification:${idOf('admin@demo.cl')}`);
    expect(adminEvent?.payload).toMatchObject({
      read_at: null,
      notification: { title: 'Nuevo contacto', url: `/contacts?project=${ownProject.id}` },
    });
  });

  it('keeps another agency’s booking request from this agency, and SuperAdmin out of sales', async () => {
    await t.database.db.execute(sql`insert into booking_requests
      (project_id, property_id, contact_name, contact_email)
      select ${otherProject.id}, id, 'Rodrigo Fuentes Vera', 'rfuentes@outlook.cl'
      from properties where project_id = ${otherProject.id} order by id limit 1`);
    const rows = await deliveriesOf('Nueva solicitud de reserva');
    const recipients = rows.map((r) => r.user_id);
    expect(recipients).toContain(idOf('admin@demo.cl'));
    expect(recipients).not.toContain(idOf('superadmin@demo.cl'));
    expect(recipients).not.toContain(idOf('realstateadmin@demo.cl'));
    expect(rows[0]?.message).toMatch(/^Rodrigo Fuentes Vera solicitó reservar la unidad .+ de /);
  });

  it('cuts a very long message so the NOTIFY payload stays small', async () => {
    heard.length = 0;
    await t.database.db.execute(sql`insert into contact_form_sections (name, email, message)
      values (repeat('Ñandú ', 3000), 'spam@example.cl', 'x')`);
    const [row] = await deliveriesOf('Nuevo contacto');
    expect(row?.message.length).toBe(400);
    await expect.poll(() => heard.length).toBeGreaterThan(0);
    for (const h of heard) expect(h.bytes).toBeLessThan(8000);
  });

  it('sums up a bulk insert in one notification per audience', async () => {
    await t.database.db.execute(sql`insert into contact_forms (project_id, name, email)
      select case when g <= 120 then ${ownProject.id}::integer else ${otherProject.id}::integer end,
        'Contacto ' || g, 'contacto' || g || '@correo.cl' from generate_series(1, 1250) g`);
    const rows = await deliveriesOf('Nuevos contactos de proyectos');
    const byUser = new Map(rows.map((r) => [r.user_id, r.message]));
    expect(byUser.get(idOf('admin@demo.cl'))).toBe('Llegaron 1.250 nuevos contactos de proyectos.');
    expect(byUser.get(idOf('realstateadmin@demo.cl'))).toBe(
      'Llegaron 120 nuevos contactos de proyectos.',
    );
    const stored = await t.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.title, 'Nuevos contactos de proyectos'));
    // One notification per distinct count: the platform's, this agency's, the other agency's.
    expect(stored).toHaveLength(new Set(byUser.values()).size);
    expect(byUser.size).toBe(rows.length);
  });

  it('stays silent when a load switches notifications off', async () => {
    const before = (await deliveriesOf('Nueva suscripción al newsletter')).length;
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('backoffice.notifications', 'off', true)`);
      await tx.execute(sql`insert into contact_form_newsletters (email) values ('a@b.cl')`);
    });
    await t.database.db.execute(sql`insert into contact_form_newsletters (email)
      values ('valentina.rios@gmail.com')`);
    expect((await deliveriesOf('Nueva suscripción al newsletter')).length).toBe(before + 3);
  });
});

describe('the bell API', () => {
  it('pages the viewer’s notifications newest first with the unread count', async () => {
    const admin = await token('newsuser@demo.cl');
    const res = await executeOperation(t.app, NotificationsUsersDocument, {}, admin);
    const page = res.data?.notificationsusers;
    expect(page?.per_page).toBe(5);
    expect(page?.current_page).toBe(1);
    expect(page?.data.length).toBe(5);
    const dataIds = page?.data.map((d) => Number(d.id)) ?? [];
    expect(dataIds).toEqual([...dataIds].sort((a, b) => b - a));
    const unread = await t.database.db
      .select({ id: notificationUsers.id })
      .from(notificationUsers)
      .where(and(eq(notificationUsers.user_id, idOf('newsuser@demo.cl')), isNull(notificationUsers.read_at))); // prettier-ignore
    expect(page?.unread).toBe(unread.length);
    const big = await executeOperation(t.app, NotificationsUsersDocument, { limit: 500, page: 2 }, admin); // prettier-ignore
    expect(big.data?.notificationsusers.per_page).toBe(50);
    expect(big.data?.notificationsusers.current_page).toBe(2);
  });

  it('refuses another user’s list and accepts the viewer’s own id', async () => {
    const vendor = await token('realstatevendor@demo.cl');
    const other = await executeOperation(t.app, NotificationsUsersOfDocument,
      { user_id: String(idOf('admin@demo.cl')) }, vendor); // prettier-ignore
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(other.data).toBeNull();
    const own = await executeOperation(t.app, NotificationsUsersOfDocument,
      { user_id: String(idOf('realstatevendor@demo.cl')) }, vendor); // prettier-ignore
    expect(own.data?.notificationsusers.total).toBeGreaterThan(0);
  });

  it('marks only the viewer’s own deliveries read, then all of them', async () => {
    const vendor = await token('realstatevendor@demo.cl');
    const mine = await executeOperation(t.app, NotificationsUsersDocument, {}, vendor);
    const first = mine.data?.notificationsusers.data[0];
    const unreadBefore = mine.data?.notificationsusers.unread ?? 0;
    const [foreign] = await t.database.db
      .select({ id: notificationUsers.id })
      .from(notificationUsers)
      .where(and(eq(notificationUsers.user_id, idOf('admin@demo.cl')), isNull(notificationUsers.read_at))); // prettier-ignore
    const marked = await executeOperation(t.app, MarkNotificationsReadDocument,
      { ids: [first?.id ?? '0', String(foreign?.id), 'abc'] }, vendor); // prettier-ignore
    expect(marked.data?.markNotificationsRead).toBe(1);
    const [still] = await t.database.db
      .select({ read_at: notificationUsers.read_at })
      .from(notificationUsers)
      .where(inArray(notificationUsers.id, [foreign?.id ?? 0]));
    expect(still?.read_at).toBeNull();
    const after = await executeOperation(t.app, NotificationsUsersDocument, {}, vendor);
    expect(after.data?.notificationsusers.unread).toBe(unreadBefore - 1);
    expect(after.data?.notificationsusers.data[0]?.read_at).not.toBeNull();
    const all = await executeOperation(t.app, MarkAllNotificationsReadDocument, {}, vendor);
    expect(all.data?.markAllNotificationsRead).toBe(unreadBefore - 1);
    const none = await executeOperation(t.app, NotificationsUsersDocument, {}, vendor);
    expect(none.data?.notificationsusers.unread).toBe(0);
  });
});

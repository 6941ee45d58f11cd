import type { InferInsertModel } from 'drizzle-orm';
import {
  comments,
  news,
  newsProject,
  newsTag,
  notifications,
  notificationUsers,
  tagsNews,
  webhookRecords,
  webhooks,
} from '../schema';
import { idAt, insertAll, insertIds } from './bulk';
import type { SeedContext, SeedProject } from './context';
import { randomPerson } from './names';
import type { SeededUser } from './people';

// News with tags, project testimonials, a few webhooks with delivery records, and notifications.

const TAGS = [
  'Subsidios',
  'DS19',
  'DS1',
  'Financiamiento',
  'Proyectos',
  'Mercado',
  'Consejos',
  'Eventos',
];
const HEADLINES = [
  'Nuevo llamado al subsidio DS1: fechas y requisitos',
  'Cómo calcular el pie de tu primera vivienda',
  'DS19: integración social y territorial explicada',
  'La UF y tu dividendo: lo que debes saber',
  'Feria de la vivienda reúne a miles de familias',
  'Qué documentos pedir antes de firmar la promesa',
  'Ahorro para la vivienda: metas mes a mes',
  'Nuevos proyectos con subsidio en regiones',
];
const TESTIMONIALS = [
  'Excelente atención en la sala de ventas, nos explicaron todo el proceso del subsidio.',
  'Recibimos nuestro departamento en la fecha prometida. ¡Muy contentos!',
  'El barrio es tranquilo y las áreas verdes son muy buenas para los niños.',
  'La ejecutiva nos ayudó con la postulación al DS19 paso a paso.',
  'Buena calidad de terminaciones para el precio.',
];
const EVENTS = ['quotation.created', 'booking_request.created', 'promise_request.paid'];

export async function seedContent(
  ctx: SeedContext,
  projectList: readonly SeedProject[],
  people: readonly SeededUser[],
): Promise<void> {
  const { tx, rng, timeline } = ctx;
  const author = people.find((u) => u.role === 'NewsUser') ?? people[0];
  const tagIds = await insertIds(
    tx,
    tagsNews,
    TAGS.map((name) => ({ name })),
  );
  const newsRows = Array.from({ length: 30 }, (_, i) => {
    const at = timeline.randomDate(rng);
    return {
      title: `${itemOf(HEADLINES, i)}${i >= HEADLINES.length ? ` (parte ${Math.floor(i / HEADLINES.length) + 1})` : ''}`,
      subtitle: 'Información para familias que buscan su primera vivienda.',
      body: '<p>El Ministerio de Vivienda y Urbanismo informó las condiciones vigentes.</p><p>Consulta con nuestras ejecutivas.</p>',
      body_footer: 'Fuente: MINVU.',
      source: rng.pick(['MINVU', 'Diario Financiero', 'La Tercera', 'Equipo editorial']),
      date: timeline.day(at),
      user_id: author?.id ?? null,
      status: rng.chance(0.8) ? 1 : 0,
      created_at: at,
      updated_at: at,
    };
  }).sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
  const newsIds = await insertIds(tx, news, newsRows);
  await insertAll(
    tx,
    newsTag,
    newsIds.flatMap((id) =>
      rng.sample(tagIds, rng.int(1, 3)).map((tag) => ({ news_id: id, tag_news_id: tag })),
    ),
  );
  await insertAll(
    tx,
    newsProject,
    newsIds.flatMap((id) =>
      rng.sample(projectList, rng.int(0, 2)).map((p) => ({ news_id: id, project_id: p.id })),
    ),
  );
  await insertAll(
    tx,
    comments,
    Array.from({ length: 40 }, () => {
      const p = randomPerson(rng);
      const at = timeline.randomDate(rng);
      return {
        name: `${p.name} ${p.last_name}`,
        comment: rng.pick(TESTIMONIALS),
        project_id: rng.pick(projectList).id,
        created_at: at,
        updated_at: at,
      };
    }),
  );
  await seedWebhooks(ctx, projectList.slice(0, 3));
  const notificationRows = Array.from({ length: 12 }, (_, i) => ({
    title: i % 2 === 0 ? 'Nueva reserva' : 'Nueva cotización',
    message:
      i % 2 === 0 ? 'Se registró una nueva solicitud de reserva.' : 'Un cliente cotizó una unidad.',
    url: i % 2 === 0 ? '/bookings-requests' : '/quotations',
    created_at: timeline.after(new Date(timeline.now.getTime() - 30 * 86_400_000), rng, 30),
  }));
  const notificationIds = await insertIds(tx, notifications, notificationRows);
  const entries: InferInsertModel<typeof notificationUsers>[] = notificationIds.flatMap((id, i) =>
    people.map((u) => ({
      notification_id: id,
      user_id: u.id,
      read_at: i < 6 ? notificationRows[i]?.created_at : null,
    })),
  );
  await insertAll(tx, notificationUsers, entries);
}

function itemOf(list: readonly string[], i: number): string {
  return list[i % list.length] ?? '';
}

async function seedWebhooks(ctx: SeedContext, list: readonly SeedProject[]): Promise<void> {
  const { tx, rng, timeline } = ctx;
  const rows = list.map((p, i) => ({
    project_id: p.id,
    name: `CRM ${p.name}`,
    description: 'Envía los eventos de venta al CRM de la inmobiliaria.',
    event_type: itemOf(EVENTS, i),
    url: `https://crm.inmobiliaria-${p.id}.example/hooks/${p.id}`,
    created_at: timeline.start,
  }));
  const ids = await insertIds(tx, webhooks, rows);
  await insertAll(
    tx,
    webhookRecords,
    rows.flatMap((w, i) =>
      Array.from({ length: 8 }, () => {
        const ok = rng.chance(0.8);
        const at = timeline.randomDate(rng);
        return {
          webhook_id: idAt(ids, i),
          project_id: w.project_id,
          event_type: w.event_type,
          state: ok ? ('delivered' as const) : ('failed' as const),
          status_code: ok ? 200 : 500,
          message: ok ? 'Entregado' : 'Error del servidor de destino',
          request_body: { event: w.event_type, project_id: w.project_id, id: rng.int(1, 600) },
          response_body: ok ? '{"ok":true}' : 'Internal Server Error',
          attempts: ok ? 1 : 3,
          next_attempt_at: at,
          created_at: at,
          updated_at: at,
        };
      }),
    ),
  );
}

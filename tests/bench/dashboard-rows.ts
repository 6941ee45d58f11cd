import { formatRut, rutCheckDigit } from '../../src/shared/rut';
import type { BulkSession } from './dashboard-copy';

// The dashboard seed's big tables, generated in JavaScript as CSV and loaded with COPY in
// chronological chunks (ids rise with created_at, as on a live site). Per `count` quotations:
// 10 % project contacts, 0.4 % platform-wide contacts, 3 % booking requests (of booked and
// promised quotations), 2 % promise requests (of promised ones), 5 % prospects. The sales get
// busier over the three years (density rising 0.6 → 1.4), busier projects first (about 13:1).

export interface LoadPlan {
  count: number;
  /** Project ids, busiest first, with the one home each project has (booking requests need it). */
  projects: { id: number; property: number }[];
  firstCustomer: number;
  customers: number;
  /** Pipeline stage ids in board order, with the status a prospect there has. */
  stages: { id: number; status: string }[];
  firstQuotationId: number;
  now: number;
}

const DAY = 86_400_000;
const SPAN = 3 * 365 * DAY;
const CHUNK = 200_000;
const frac = (x: number) => x - Math.floor(x);

const NAMES = ['Camila', 'Matías', 'Valentina', 'Benjamín', 'Antonia', 'Vicente', 'Josefa', 'Agustín', 'Isidora', 'Tomás', 'Florencia', 'Joaquín', 'Catalina', 'Martín', 'Fernanda', 'Cristóbal']; // prettier-ignore
const SURNAMES = ['González', 'Muñoz', 'Rojas', 'Díaz', 'Pérez', 'Soto', 'Contreras', 'Silva', 'Martínez', 'Sepúlveda', 'Morales', 'Rodríguez', 'López', 'Fuentes', 'Hernández', 'Torres', 'Araya']; // prettier-ignore
const ORIGINS = ['web', 'sala de ventas', 'portal inmobiliario', 'redes sociales', 'referido'];
const BOOKING = ['paid', 'paid', 'paid', 'paid', 'expired', 'cancelled', 'rejected'];
const PROMISE = ['signed', 'signed', 'signed', 'paid', 'paid', 'pending', 'cancelled', 'rejected'];
// Share of the prospects in each stage, in board order (a new-heavy board).
const STAGE_SHARE = [0.25, 0.2, 0.15, 0.1, 0.08, 0.1, 0.12];

export const TABLES = {
  quotations: ['id', 'project_id', 'customer_id', 'status', 'minimum_rent', 'maximum_rent', 'uf_value', 'origin', 'created_at', 'updated_at'], // prettier-ignore
  booking_requests: ['project_id', 'quotation_id', 'property_id', 'status', 'amount', 'contact_name', 'contact_rut', 'contact_email', 'contact_phone', 'created_at', 'updated_at'], // prettier-ignore
  promise_requests: ['project_id', 'quotation_id', 'status', 'amount_paid', 'uf_value', 'created_at', 'updated_at'], // prettier-ignore
  contact_forms: ['project_id', 'name', 'phone', 'email', 'query', 'rut', 'origin', 'created_at', 'updated_at'], // prettier-ignore
  contact_form_newsletters: ['email', 'created_at', 'updated_at'],
  contact_form_enterprises: ['first_name', 'last_name', 'email', 'phone', 'enterprise', 'message', 'created_at', 'updated_at'], // prettier-ignore
  contact_form_sections: ['name', 'email', 'message', 'created_at', 'updated_at'],
  contact_form_home_sections: ['name', 'phone', 'email', 'rut', 'method_contact', 'salary', 'created_at', 'updated_at'], // prettier-ignore
  prospects: ['project_id', 'customer_id', 'pipeline_stage_id', 'criticality', 'status', 'description', 'created_at', 'updated_at'], // prettier-ignore
} as const;
export type LoadedTable = keyof typeof TABLES;

/** Buffers each table's CSV lines and COPYs a table's chunk once it is full. */
class Buffers {
  private readonly lines = new Map<LoadedTable, string[]>();
  readonly loaded = new Map<LoadedTable, number>();
  constructor(private readonly session: BulkSession) {}

  async add(table: LoadedTable, line: string) {
    const lines = this.lines.get(table) ?? [];
    this.lines.set(table, lines);
    lines.push(line);
    if (lines.length >= CHUNK) await this.flush(table);
  }

  async flush(table: LoadedTable) {
    const lines = this.lines.get(table);
    if (!lines?.length) return;
    this.lines.set(table, []);
    await this.session.copy(table, TABLES[table], lines.join('\n') + '\n');
    this.loaded.set(table, (this.loaded.get(table) ?? 0) + lines.length);
  }

  async flushAll() {
    for (const table of Object.keys(TABLES) as LoadedTable[]) await this.flush(table);
  }
}

const person = (n: number) => {
  const name = NAMES[n % NAMES.length] ?? 'Camila';
  const last = `${SURNAMES[n % SURNAMES.length] ?? 'Soto'} ${SURNAMES[(n * 7) % SURNAMES.length] ?? 'Rojas'}`; // prettier-ignore
  const body = 10_000_000 + ((n * 7919) % 14_000_000);
  return {
    name,
    last,
    email: `contacto${n}@correo.cl`,
    phone: `+569${String((n * 104_729) % 100_000_000).padStart(8, '0')}`,
    rut: formatRut(body, rutCheckDigit(body)),
  };
};

const NOBODY = { name: '', last: '', email: '', phone: '', rut: '' };

/** Streams the plan's rows into the session; returns how many rows each table received. */
export async function loadRows(session: BulkSession, plan: LoadPlan) {
  const out = new Buffers(session);
  const { count, projects, now } = plan;
  const start = now - SPAN;
  const stamp = (t: number) => new Date(Math.min(t, now - 60_000)).toISOString();
  const projectAt = (u: number, power: number) =>
    projects[Math.min(projects.length - 1, Math.floor(projects.length * u ** power))] ?? projects[0]; // prettier-ignore
  for (let i = 0; i < count; i++) {
    // Inverse of the rising density 0.6 + 0.8x: row i's place in the three years.
    const u = (i + 0.5) / count;
    const t = start + ((-0.6 + Math.sqrt(0.36 + 1.6 * u)) / 0.8) * SPAN;
    const at = stamp(t);
    const age = (now - t) / DAY;
    const project = projectAt(frac(i * 0.6180339887), 2.2);
    if (!project) throw new Error('sin proyectos');
    const id = plan.firstQuotationId + i;
    const customer = plan.firstCustomer + ((i * 7919) % plan.customers);
    const r = frac(i * 0.7548776662);
    // A quotation left alone expires after 30 days; a tenth is cancelled, a fifth goes on.
    const status =
      r < 0.08 ? 'promised' : r < 0.2 ? 'booked' : r < 0.3 ? 'cancelled' : age < 30 ? 'active' : 'expired'; // prettier-ignore
    const rent = 600_000 + (i % 20) * 25_000;
    await out.add('quotations', `${id},${project.id},${customer},${status},${rent},${rent + 300_000},${37_000 + (i % 3000) / 10},${ORIGINS[i % 5]},${at},${at}`); // prettier-ignore
    // Only the rows that carry a person build one (a tenth or so): most of the generating time.
    const p = (r < 0.2 && i % 7 === 0) || i % 10 === 3 || i % 250 === 7 ? person(i) : NOBODY;
    if (r < 0.2 && i % 7 === 0) {
      const bookedAt = stamp(t + (i % 5) * DAY);
      const pick = BOOKING[Math.floor(frac(i * 0.569840291) * BOOKING.length)] ?? 'paid';
      const bStatus = r < 0.08 ? 'paid' : age < 10 && pick !== 'paid' ? 'pending' : pick;
      await out.add('booking_requests', `${project.id},${id},${project.property},${bStatus},${1_000_000 + (i % 5) * 250_000},${p.name} ${p.last},${p.rut},${p.email},${p.phone},${bookedAt},${bookedAt}`); // prettier-ignore
    }
    if (r < 0.08 && i % 4 === 1) {
      const promisedAt = stamp(t + (10 + (i % 20)) * DAY);
      const pick = PROMISE[Math.floor(frac(i * 0.4142135623) * PROMISE.length)] ?? 'signed';
      const pStatus = pick === 'pending' && age > 40 ? 'signed' : pick;
      await out.add('promise_requests', `${project.id},${id},${pStatus},${3_500_000 + (i % 7) * 500_000},${37_000 + (i % 3000) / 10},${promisedAt},${promisedAt}`); // prettier-ignore
    }
    if (i % 10 === 3) {
      const other = projectAt(frac(i * 0.569840291), 1.8) ?? project;
      const asked = stamp(t - (i % 48) * 3_600_000);
      await out.add('contact_forms', `${other.id},${p.name} ${p.last},${p.phone},${p.email},¿Quedan departamentos de 2 dormitorios?,${p.rut},${ORIGINS[i % 5]},${asked},${asked}`); // prettier-ignore
    }
    if (i % 250 === 7) {
      const form = Math.floor(i / 250) % 4;
      if (form === 0) await out.add('contact_form_newsletters', `${p.email},${at},${at}`);
      if (form === 1) await out.add('contact_form_enterprises', `${p.name},${p.last},${p.email},${p.phone},Constructora ${p.last.split(' ')[0]},Queremos publicar un proyecto,${at},${at}`); // prettier-ignore
      if (form === 2) await out.add('contact_form_sections', `${p.name} ${p.last},${p.email},Consulta por subsidio DS19,${at},${at}`); // prettier-ignore
      if (form === 3) await out.add('contact_form_home_sections', `${p.name} ${p.last},${p.phone},${p.email},${p.rut},WhatsApp,Entre $800.000 y $1.200.000,${at},${at}`); // prettier-ignore
    }
    if (i % 20 === 11) {
      const s = frac(i * 0.3247179572);
      let k = 0;
      for (let acc = STAGE_SHARE[0] ?? 1; s >= acc && k < STAGE_SHARE.length - 1; ) acc += STAGE_SHARE[++k] ?? 0; // prettier-ignore
      const stage = plan.stages[Math.min(k, plan.stages.length - 1)];
      if (!stage) throw new Error('sin etapas de negocio');
      await out.add('prospects', `${project.id},${customer},${stage.id},${['low', 'medium', 'medium', 'high'][i % 4]},${stage.status},Seguimiento comercial.,${at},${at}`); // prettier-ignore
    }
  }
  await out.flushAll();
  return out.loaded;
}

import { customers } from '../schema';
import { idAt, insertIds } from './bulk';
import type { SeedContext, SeedProject } from './context';
import { randomPerson } from './names';
import { createRutSource } from './rut';

// Buyers with valid, unique RUTs, living mostly in the communes of the demo projects.

export interface SeedCustomer {
  id: number;
  name: string;
  last_name: string;
  rut: number;
  rut_dv: string;
  email: string;
  phone: string;
  communeId: number;
  monthlyRent: number;
  createdAt: Date;
}

const NATIONALITIES = [
  ['Chilena', 88],
  ['Peruana', 4],
  ['Venezolana', 4],
  ['Colombiana', 3],
  ['Haitiana', 1],
] as const;
// Values as the API documents them (graphql/schema/customers.graphql).
const CIVIL_STATUSES = [
  'soltero(a)',
  'casado(a)',
  'conviviente civil',
  'divorciado(a)',
  'viudo(a)',
];
const WORKER_TYPES = ['dependiente', 'independiente', 'jubilado(a)'];
const SUBSIDIES = ['DS19', 'DS1', 'DS49', 'DS15', null];
const STATUSES = ['Interesado', 'En evaluación', 'Cliente', 'Sin respuesta'];

export async function seedCustomers(
  ctx: SeedContext,
  projectList: readonly SeedProject[],
): Promise<SeedCustomer[]> {
  const { rng, timeline } = ctx;
  const nextRut = createRutSource(rng);
  const communeIds = [...ctx.geo.communeIdByCode.values()];
  const count = Math.round(450 * ctx.scale);
  const planned = Array.from({ length: count }, () => {
    const person = randomPerson(rng);
    const rut = nextRut();
    const communeId = rng.chance(0.8) ? rng.pick(projectList).communeId : rng.pick(communeIds);
    const monthlyRent = rng.int(45, 250) * 10_000;
    return { person, rut, communeId, monthlyRent, createdAt: timeline.randomDate(rng) };
  }).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const ids = await insertIds(
    ctx.tx,
    customers,
    planned.map((c) => ({
      name: c.person.name,
      last_name: c.person.last_name,
      rut: c.rut.rut,
      rut_dv: c.rut.rut_dv,
      email: c.person.email,
      phone: c.person.phone,
      status: rng.pick(STATUSES),
      commune_id: c.communeId,
      address: `Pasaje ${rng.pick(['Los Aromos', 'Las Acacias', 'El Roble', 'Los Boldos', 'Las Lilas'])} ${rng.int(100, 2999)}`,
      nationality: rng.weighted(NATIONALITIES),
      civil_status: rng.pick(CIVIL_STATUSES),
      worker_type: rng.pick(WORKER_TYPES),
      labor_old: rng.int(3, 180),
      monthly_rent: c.monthlyRent,
      subsidio: rng.pick(SUBSIDIES),
      created_at: c.createdAt,
      updated_at: c.createdAt,
    })),
  );
  return planned.map((c, i) => ({
    id: idAt(ids, i),
    name: c.person.name,
    last_name: c.person.last_name,
    rut: c.rut.rut,
    rut_dv: c.rut.rut_dv,
    email: c.person.email,
    phone: c.person.phone,
    communeId: c.communeId,
    monthlyRent: c.monthlyRent,
    createdAt: c.createdAt,
  }));
}

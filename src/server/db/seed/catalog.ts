import {
  plansPayments,
  plansRestrictions,
  projectAdditionals,
  projectContactEmails,
  projectExecutives,
  projectRelated,
  projectRestrictions,
  projectSubsidies,
  projects,
  realStateAgencies,
} from '../schema';
import { CONTACT_EMAIL_PURPOSES } from '../schema/project-details';
import { idAt, insertAll, insertIds, must } from './bulk';
import { AGENCIES, APARTMENT_MODELS, HOUSE_MODELS, PROJECTS } from './catalog-data';
import type { SeedContext, SeedProject } from './context';
import { AMENITY_KEYS, slugify } from '../../../shared/schemas/project-labels';
import { randomPerson } from './names';

// Agencies, projects and everything that hangs off a project except its units (units.ts).

const RESERVE_AMOUNTS = [100_000, 150_000, 200_000, 250_000];

export async function seedAgencies(ctx: SeedContext): Promise<number[]> {
  const ids = await insertIds(
    ctx.tx,
    realStateAgencies,
    AGENCIES.map((a, i) => ({
      name: a.name,
      official_name: a.official_name,
      address: a.address,
      phone: a.phone,
      email: `contacto@${a.domain}`,
      representative: a.representative,
      url_site: `https://www.${a.domain}`,
      description: a.description,
      important: i < 2,
      orden: i + 1,
    })),
  );
  await insertAll(
    ctx.tx,
    plansRestrictions,
    AGENCIES.map((a, i) => ({ real_state_agency_id: idAt(ids, i), quantity: a.quantity })),
  );
  return ids;
}

export async function seedProjects(ctx: SeedContext, agencyIds: number[]): Promise<SeedProject[]> {
  const { rng, lookups, geo, timeline } = ctx;
  const rows = PROJECTS.map((p, i) => {
    const models = p.kind === 'Casas' ? HOUSE_MODELS : APARTMENT_MODELS;
    const executive = randomPerson(rng);
    const amenities = Object.fromEntries(AMENITY_KEYS.map((key) => [key, rng.chance(0.45)]));
    const deliver = timeline.after(timeline.now, rng, 720);
    return {
      real_state_agency_id: idAt(agencyIds, p.agency),
      commune_id: must(geo.communeIdByCode, p.communeCode),
      project_status_id: rng.pick(lookups.projectStatusIds.slice(0, 3)),
      project_stage_type_id: rng.pick(lookups.projectStageTypeIds),
      name: p.name,
      slug: slugify(p.name),
      type: p.kind,
      orden: i + 1,
      description: `${p.name}: ${p.kind.toLowerCase()} con subsidio habitacional, cerca de colegios, comercio y locomoción.`,
      summary: `${p.kind} desde ${p.priceFrom.toLocaleString('es-CL')} UF.`,
      quotation_validity: 15,
      reserve_validity: 7,
      address: p.address,
      latitude: (p.latitude + rng.next() * 0.004 - 0.002).toFixed(7),
      longitude: (p.longitude + rng.next() * 0.004 - 0.002).toFixed(7),
      type_property: p.kind === 'Casas' ? 'Casa' : 'Departamento',
      price_from: p.priceFrom.toFixed(2),
      bedrooms_from: Math.min(...models.map((m) => m.bedrooms)),
      bathrooms_from: 1,
      area_from: Math.min(...models.map((m) => m.area)).toFixed(2),
      deliver_date: timeline.day(deliver),
      important: i % 4 === 0,
      visible: i !== 11,
      legal_quote_text: 'Precios y condiciones sujetos a disponibilidad. Imágenes referenciales.',
      promises_type: 'online',
      reserve_type: 'online',
      reserve_currency: 'CLP',
      reserve_amount: rng.pick(RESERVE_AMOUNTS).toFixed(2),
      chatbot_url: null,
      show_logo_realstate: true,
      show_section_news: rng.chance(0.5),
      integration_crm: rng.chance(0.3),
      promotions: rng.chance(0.3) ? 'Bono pie hasta 5% en unidades seleccionadas.' : null,
      renta_minima: rng.pick([650_000, 800_000, 950_000, 1_100_000]),
      video_youtube_id: rng.chance(0.5) ? 'dQw4w9WgXcQ' : null,
      sales_room: `Sala de ventas: ${p.address}`,
      executivename: `${executive.name} ${executive.last_name}`,
      executiveemail: executive.email,
      executivephone: executive.phone,
      plan: i % 3 === 0 ? 2 : 1,
      ...amenities,
      created_at: timeline.start,
    };
  });
  const ids = await insertIds(ctx.tx, projects, rows);
  const seeded = PROJECTS.map((p, i) => ({
    id: idAt(ids, i),
    agencyId: idAt(agencyIds, p.agency),
    agencyIndex: p.agency,
    communeId: must(geo.communeIdByCode, p.communeCode),
    name: p.name,
    kind: p.kind,
    priceFrom: p.priceFrom,
    reserveAmount: Number(rows[i]?.reserve_amount ?? 0),
  }));
  await seedProjectDetails(ctx, seeded);
  return seeded;
}

async function seedProjectDetails(ctx: SeedContext, list: SeedProject[]): Promise<void> {
  const { tx, rng, lookups, timeline } = ctx;
  const domainOf = (p: SeedProject) => AGENCIES[p.agencyIndex]?.domain ?? 'demo.cl';
  await insertAll(
    tx,
    projectExecutives,
    list.flatMap((p) =>
      Array.from({ length: rng.int(1, 2) }, (_, orden) => {
        const person = randomPerson(rng);
        const email = `${slugify(person.name)}.${slugify(person.last_name.split(' ')[0] ?? '')}@${domainOf(p)}`;
        return {
          project_id: p.id,
          name: `${person.name} ${person.last_name}`,
          phone: person.phone,
          email,
          orden,
        };
      }),
    ),
  );
  await insertAll(
    tx,
    projectContactEmails,
    list.flatMap((p) =>
      CONTACT_EMAIL_PURPOSES.map((purpose) => ({
        project_id: p.id,
        purpose,
        email: `${purpose}@${domainOf(p)}`,
      })),
    ),
  );
  await insertAll(
    tx,
    projectRestrictions,
    list.map((p) => ({ project_id: p.id, sell_subsidies: true })),
  );
  const ds19 = must(lookups.subsidyTypeIdByName, 'DS19');
  const ds1 = must(lookups.subsidyTypeIdByName, 'DS1');
  await insertAll(
    tx,
    projectSubsidies,
    list.flatMap((p) => [
      { project_id: p.id, subsidy_type_id: ds19 },
      ...(rng.chance(0.7) ? [{ project_id: p.id, subsidy_type_id: ds1 }] : []),
    ]),
  );
  // Related projects: the other projects of the same agency.
  await insertAll(
    tx,
    projectRelated,
    list.flatMap((p) =>
      list
        .filter((other) => other.agencyId === p.agencyId && other.id !== p.id)
        .map((other) => ({ project_id: p.id, related_project_id: other.id })),
    ),
  );
  const withPlan = list.filter((_, i) => i % 3 === 0);
  await insertAll(
    tx,
    plansPayments,
    withPlan.map((p, i) => {
      const paidAt = timeline.randomDate(rng);
      const ufValue = timeline.ufValue(paidAt);
      return {
        project_id: p.id,
        plan: 2,
        status: 'paid',
        amount: Math.round(12 * ufValue),
        uf_value: ufValue.toFixed(2),
        order_number: `PL-${String(i + 1).padStart(5, '0')}`,
        paid_at: paidAt,
        created_at: paidAt,
      };
    }),
  );
  await insertAll(
    tx,
    projectAdditionals,
    withPlan.map((p) => ({
      project_id: p.id,
      additional_plan_type_id: rng.pick(lookups.additionalPlanTypeIds),
    })),
  );
}

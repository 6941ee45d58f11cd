import {
  contactFormEnterprises,
  contactFormHomeSections,
  contactFormNewsletters,
  contactFormSections,
  contactForms,
} from '../schema';
import { formatRut } from '../../../shared/rut';
import { insertAll } from './bulk';
import type { SeedContext, SeedProject } from './context';
import { randomPerson, SURNAMES } from './names';
import { createRutSource } from './rut';

// About 400 submissions (× scale) across the public site's five contact forms, oldest first.

const QUERIES = [
  '¿Qué subsidio puedo usar para este proyecto?',
  'Quisiera agendar una visita al piloto.',
  '¿Cuánto es el pie para el departamento de 2 dormitorios?',
  '¿Aceptan el subsidio DS1 tramo 2?',
  'Necesito información de la fecha de entrega.',
  '¿Tienen unidades con estacionamiento?',
];
const MESSAGES = [
  'Me interesa recibir información de nuevos proyectos.',
  'Quisiera saber cómo postular al subsidio.',
  'Tengo una consulta sobre el proceso de compra.',
];
const SALARIES = [
  'Menos de $500.000',
  'Entre $500.000 y $800.000',
  'Entre $800.000 y $1.200.000',
  'Más de $1.200.000',
];
const ENTERPRISES = [
  'Constructora Maule',
  'Servicios Andinos SpA',
  'Transportes del Sur',
  'Comercial Norte Ltda.',
];
// Lead origins as the consolidity report shows them.
const ORIGINS = ['web', 'sala de ventas', 'portal inmobiliario', 'redes sociales', 'referido'];

export async function seedContacts(
  ctx: SeedContext,
  projectList: readonly SeedProject[],
): Promise<void> {
  const { tx, rng, timeline, geo } = ctx;
  const nextRut = createRutSource(rng);
  const n = (base: number) => Math.round(base * ctx.scale);
  const dates = (count: number) =>
    Array.from({ length: count }, () => timeline.randomDate(rng)).sort(
      (a, b) => a.getTime() - b.getTime(),
    );
  const rutText = () => {
    const r = nextRut();
    return formatRut(r.rut, r.rut_dv);
  };
  await insertAll(
    tx,
    contactForms,
    dates(n(200)).map((at) => {
      const p = randomPerson(rng);
      return {
        project_id: rng.pick(projectList).id,
        name: `${p.name} ${p.last_name}`,
        phone: p.phone,
        email: p.email,
        query: rng.pick(QUERIES),
        rut: rutText(),
        origin: rng.pick(ORIGINS),
        created_at: at,
        updated_at: at,
      };
    }),
  );
  await insertAll(
    tx,
    contactFormNewsletters,
    dates(n(80)).map((at) => ({ email: randomPerson(rng).email, created_at: at, updated_at: at })),
  );
  await insertAll(
    tx,
    contactFormEnterprises,
    dates(n(40)).map((at) => {
      const p = randomPerson(rng);
      return {
        first_name: p.name,
        last_name: p.last_name,
        email: p.email,
        phone: p.phone,
        enterprise: rng.pick(ENTERPRISES),
        message: `Convenio de vivienda para ${rng.int(10, 120)} trabajadores de ${rng.pick(SURNAMES)} y Cía.`,
        created_at: at,
        updated_at: at,
      };
    }),
  );
  await insertAll(
    tx,
    contactFormSections,
    dates(n(40)).map((at) => {
      const p = randomPerson(rng);
      return {
        name: `${p.name} ${p.last_name}`,
        email: p.email,
        message: rng.pick(MESSAGES),
        created_at: at,
        updated_at: at,
      };
    }),
  );
  await insertAll(
    tx,
    contactFormHomeSections,
    dates(n(40)).map((at) => {
      const p = randomPerson(rng);
      return {
        name: `${p.name} ${p.last_name}`,
        phone: p.phone,
        email: p.email,
        rut: rutText(),
        method_contact: rng.pick(['Teléfono', 'WhatsApp', 'Correo']),
        salary: rng.pick(SALARIES),
        region_id: rng.pick(geo.regionIds),
        created_at: at,
        updated_at: at,
      };
    }),
  );
}

import { codebtors, preapprovals } from '../schema';
import type { PreapprovalStatus } from '../schema/statuses';
import { idAt, insertIds, must } from './bulk';
import type { SeedContext, SeedProject } from './context';
import type { SeedCustomer } from './customers';
import { randomPerson } from './names';
import { createRutSource } from './rut';
import type { SeededQuotation } from './sales';

// Credit pre-approvals filed after a quotation, about a third with a co-debtor.

const DESCRIPTIONS: Record<PreapprovalStatus, readonly string[]> = {
  pending: [
    'Solicitud recibida, falta revisar documentos.',
    'Cliente envió liquidaciones de sueldo.',
  ],
  in_review: ['En evaluación por el banco.', 'Se solicitó certificado de cotizaciones AFP.'],
  approved: ['Crédito preaprobado por el banco.', 'Preaprobación vigente por 90 días.'],
  rejected: ['Renta insuficiente para el dividendo.', 'Informe comercial con deudas morosas.'],
};
const RELATIONS = ['cónyuge', 'conviviente', 'padre/madre', 'hijo(a)', 'hermano(a)', 'otro'];

export async function seedPreapprovals(
  ctx: SeedContext,
  quoted: readonly SeededQuotation[],
  people: readonly SeedCustomer[],
  projectList: readonly SeedProject[],
): Promise<Map<number, number>> {
  const { tx, rng, timeline, lookups } = ctx;
  const customerById = new Map(people.map((c) => [c.id, c]));
  const projectById = new Map(projectList.map((p) => [p.id, p]));
  const chosen = rng.sample(quoted, Math.round(100 * ctx.scale));
  const withCodebtor = chosen.filter(() => rng.chance(0.3));
  const nextRut = createRutSource(rng);
  const codebtorIds = await insertIds(
    tx,
    codebtors,
    withCodebtor.map((q) => {
      const person = randomPerson(rng);
      const rut = nextRut();
      return {
        customer_id: q.customerId,
        relation: rng.pick(RELATIONS),
        name: person.name,
        last_name: person.last_name,
        rut: rut.rut,
        rut_dv: rut.rut_dv,
        email: person.email,
        phone: person.phone,
        nationality: 'Chilena',
        worker_type: rng.pick(['dependiente', 'independiente']),
        monthly_rent: rng.int(45, 180) * 10_000,
      };
    }),
  );
  const codebtorOf = new Map(withCodebtor.map((q, i) => [q, idAt(codebtorIds, i)]));
  const subsidies = [
    must(lookups.subsidyTypeIdByName, 'DS19'),
    must(lookups.subsidyTypeIdByName, 'DS1'),
  ];
  const rows = chosen.map((q) => {
    const status = rng.weighted<PreapprovalStatus>([
      ['pending', 35],
      ['in_review', 25],
      ['approved', 25],
      ['rejected', 15],
    ]);
    const at = timeline.after(q.at, rng, 20);
    return {
      project_id: q.projectId,
      customer_id: must(customerById, q.customerId).id,
      codebtor_id: codebtorOf.get(q) ?? null,
      status,
      description: rng.pick(DESCRIPTIONS[status]),
      property_type: must(projectById, q.projectId).kind === 'Casas' ? 'Casa' : 'Departamento',
      amount_property: q.price.toFixed(2),
      amount_foot: (q.price * rng.pick([0.1, 0.15, 0.2])).toFixed(2),
      credit_term: rng.pick([20, 25, 30]),
      subsidy_type_id: rng.pick(subsidies),
      created_at: at,
      updated_at: at,
    };
  });
  const ids = await insertIds(tx, preapprovals, rows);
  // Customer id → their (latest) pre-approval id, for prospects.
  return new Map(chosen.map((q, i) => [q.customerId, idAt(ids, i)]));
}

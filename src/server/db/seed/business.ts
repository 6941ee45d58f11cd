import type { InferInsertModel } from 'drizzle-orm';
import { statusForOutcome } from '../../../shared/business';
import { prospectQuotations, prospectStageHistories, prospects } from '../schema';
import type { ProspectCriticality, ProspectStatus } from '../schema/statuses';
import { idAt, insertAll, insertIds, itemAt, must } from './bulk';
import type { SeedContext, SeedProject } from './context';
import { PIPELINE_STAGES, type StageName } from './lookups';
import type { SeededUser } from './people';
import type { SeededQuotation } from './sales';

// Prospects across the pipeline. Each one walked the stages in order from 'Nuevo' to where it is
// now (a lost one dropped out to 'Perdido' from some stage); every step is a history row.

const OPEN_STAGES: StageName[] = PIPELINE_STAGES.map((s) => s.name).filter(
  (name) => name !== 'Ganado' && name !== 'Perdido',
);
const OUTCOME_OF = new Map<StageName, string | null>(
  PIPELINE_STAGES.map((s) => [s.name, s.outcome]),
);
const WON_PATH: StageName[] = [...OPEN_STAGES, 'Ganado'];
const NOTES: Record<StageName, string> = {
  Nuevo: 'Ingresa desde cotización web.',
  Contactado: 'Se contactó por teléfono; interesado en visitar el piloto.',
  'Evaluación financiera': 'Envía antecedentes para evaluación del crédito.',
  Reserva: 'Pagó la reserva de la unidad.',
  Promesa: 'Firma de promesa agendada.',
  Ganado: 'Escritura firmada.',
  Perdido: 'Desiste por capacidad de pago.',
};

export async function seedProspects(
  ctx: SeedContext,
  quoted: readonly SeededQuotation[],
  preapprovalOfCustomer: ReadonlyMap<number, number>,
  projectList: readonly SeedProject[],
  staff: readonly SeededUser[],
): Promise<number[]> {
  const { tx, rng, timeline, lookups } = ctx;
  const stageId = (name: StageName) => must(lookups.stageIdByName, name);
  const agencyOf = new Map(projectList.map((p) => [p.id, p.agencyIndex]));
  const admins = staff.filter((u) => u.role === 'Admin');
  // One prospect per customer and project: shuffle all quotations, keep the first of each pair.
  const seen = new Set<string>();
  const chosen = rng
    .sample(quoted, quoted.length)
    .filter((q) => {
      const key = `${q.customerId}:${q.projectId}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, Math.round(300 * ctx.scale));
  const plans = chosen.map((q) => {
    const target = rng.weighted<StageName>([
      ['Nuevo', 25],
      ['Contactado', 20],
      ['Evaluación financiera', 15],
      ['Reserva', 10],
      ['Promesa', 8],
      ['Ganado', 10],
      ['Perdido', 12],
    ]);
    const reached = target === 'Perdido' ? rng.int(0, OPEN_STAGES.length - 1) : -1;
    const path: StageName[] =
      target === 'Perdido'
        ? [...OPEN_STAGES.slice(0, reached + 1), 'Perdido']
        : WON_PATH.slice(0, WON_PATH.indexOf(target) + 1);
    const sellers = staff.filter(
      (u) => u.agency !== undefined && u.agency === agencyOf.get(q.projectId),
    );
    // The status follows the stage's outcome, as editProspect sets it.
    const status: ProspectStatus = statusForOutcome(OUTCOME_OF.get(target));
    return { q, path, status, user: rng.pick(sellers.length > 0 ? sellers : admins) };
  });
  const ids = await insertIds(
    tx,
    prospects,
    plans.map(({ q, path, status }) => ({
      project_id: q.projectId,
      customer_id: q.customerId,
      pipeline_stage_id: stageId(itemAt(path, path.length - 1)),
      criticality: rng.weighted<ProspectCriticality>([
        ['low', 30],
        ['medium', 50],
        ['high', 20],
      ]),
      status,
      description: NOTES[itemAt(path, path.length - 1)],
      preapproval_id: preapprovalOfCustomer.get(q.customerId) ?? null,
      created_at: q.at,
      updated_at: q.at,
    })),
  );
  // Every quotation the customer made for the prospect's project belongs to the prospect.
  const quotesOf = new Map<string, number[]>();
  for (const q of quoted) {
    const key = `${q.customerId}:${q.projectId}`;
    quotesOf.set(key, [...(quotesOf.get(key) ?? []), q.id]);
  }
  await insertAll(
    tx,
    prospectQuotations,
    plans.flatMap(({ q }, i) =>
      (quotesOf.get(`${q.customerId}:${q.projectId}`) ?? [q.id]).map((quotationId) => ({
        prospect_id: idAt(ids, i),
        quotation_id: quotationId,
      })),
    ),
  );
  const history: InferInsertModel<typeof prospectStageHistories>[] = [];
  plans.forEach(({ q, path, user }, i) => {
    let at = q.at;
    path.forEach((stage, step) => {
      const from = step === 0 ? null : stageId(itemAt(path, step - 1));
      history.push({
        prospect_id: idAt(ids, i),
        from_stage_id: from,
        to_stage_id: stageId(stage),
        description: NOTES[stage],
        user_id: step === 0 ? null : user.id,
        created_at: at,
      });
      at = timeline.after(at, rng, 12);
    });
  });
  await insertAll(tx, prospectStageHistories, history);
  return [...new Set(plans.map((p) => p.q.customerId))];
}

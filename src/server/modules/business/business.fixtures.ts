// Test support for the business suites: a buyer's prospect placed on a stage (with its first
// history row, as the sales site files it), a Rukan record, the demo's stages, and the details
// document turned into a page of prospects. Never imported by production code.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { asc, eq } from 'drizzle-orm';
import { Kind, visit } from 'graphql';
import { rutCheckDigit } from '../../../shared/rut';
import type { Db } from '../../db/client';
import { pipelineStages, prospectStageHistories, prospects, rukans } from '../../db/schema';

export { insertBuyer, projectOf, tokens } from '../promises/promises.fixtures';
export { insertPreapproval } from '../preapprovals/preapprovals.fixtures';

/** The demo pipeline's stages by name. */
export async function stagesByName(db: Db) {
  const rows = await db.select().from(pipelineStages).orderBy(asc(pipelineStages.order));
  const byName = new Map(rows.map((row) => [row.name, row]));
  const stage = (name: string) => {
    const found = byName.get(name);
    if (!found) throw new Error(`sin etapa ${name}`);
    return found;
  };
  return { rows, stage };
}

export interface ProspectSpec {
  projectId: number;
  customerId: number;
  stageId: number;
  at?: Date;
  preapprovalId?: number | null;
}

export async function insertProspect(db: Db, spec: ProspectSpec) {
  const at = spec.at ?? new Date();
  const [row] = await db
    .insert(prospects)
    .values({
      project_id: spec.projectId,
      customer_id: spec.customerId,
      pipeline_stage_id: spec.stageId,
      criticality: 'high',
      description: 'Ingresa desde cotización web.',
      preapproval_id: spec.preapprovalId ?? null,
      created_at: at,
      updated_at: at,
    })
    .returning();
  if (!row) throw new Error('no se creó el negocio');
  await db.insert(prospectStageHistories).values({
    prospect_id: row.id,
    from_stage_id: null,
    to_stage_id: spec.stageId,
    description: 'Ingresa desde cotización web.',
    created_at: at,
  });
  return row;
}

/** A Rukan of the customer, current until `validUntil` ('YYYY-MM-DD'). */
export async function insertRukan(db: Db, customerId: number, rut: number, validUntil: string) {
  const [row] = await db
    .insert(rukans)
    .values({
      customer_id: customerId,
      holder: { name: 'Camila', last_name: 'Fuentes Araya', rut, rut_dv: rutCheckDigit(rut), birth_date: '1991-04-18', nationality: 'Chilena', civil_status: 'casado(a)' }, // prettier-ignore
      partner: { name: 'Rodrigo', last_name: 'Sepúlveda Rojas', rut: 16_230_114, rut_dv: rutCheckDigit(16_230_114), relation: 'cónyuge' }, // prettier-ignore
      children: [{ name: 'Sofía', last_name: 'Sepúlveda Fuentes', rut: 24_512_337, rut_dv: rutCheckDigit(24_512_337), birth_date: '2015-09-02', relation: 'hija' }], // prettier-ignore
      social_registry: { tramo_cse: '40%', folio: '8123456', date_poll: '2024-06-12', region: 'Metropolitana de Santiago', city: 'Santiago' }, // prettier-ignore
      residence: { address: 'Av. Irarrázaval 3456, depto. 502', commune: 'Ñuñoa', tenure: 'arrendada', household_size: 3 }, // prettier-ignore
      subsidies: [{ owner: 'holder', name: 'DS1 Tramo 1', year: 2023, status: 'postulado' }],
      properties: [],
      valid_until: validUntil,
    })
    .returning();
  if (!row) throw new Error('no se creó el Rukan');
  return row;
}

/** The prospects' ids of the board's columns, stage by stage. */
export const prospectsOfStage = (db: Db, stageId: number) =>
  db.select().from(prospects).where(eq(prospects.pipeline_stage_id, stageId));

/**
 * The details document (`prospects(id: $id) { data { …every field… } }`) asking for a page
 * instead: `$id` becomes the list's customer search (a String), so `{ id: '' }` is the first page
 * with every details field and `{ id: '<RUT>' }` the one customer's. No GraphQL text is written
 * here: the contract's own document is rewritten.
 */
export function detailsAsPage<R, V extends { id: string }>(
  document: TypedDocumentNode<R, V>,
): TypedDocumentNode<R, V> {
  return visit(document, {
    VariableDefinition: (node) =>
      node.variable.name.value === 'id'
        ? { ...node, type: { kind: Kind.NAMED_TYPE, name: { kind: Kind.NAME, value: 'String' } } }
        : undefined,
    Field: (node) =>
      node.name.value === 'prospects'
        ? {
            ...node,
            arguments: node.arguments?.map((arg) =>
              arg.name.value === 'id'
                ? { ...arg, name: { ...arg.name, value: 'customer_name_rut_email_phone' } }
                : arg,
            ),
          }
        : undefined,
  });
}

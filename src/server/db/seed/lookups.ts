import {
  additionalPlanTypes,
  mediaTypes,
  pipelineStages,
  pipelines,
  projectStageTypes,
  projectStatuses,
  subsidyTypes,
} from '../schema';
import type { Tx } from '../client';
import { insertIds } from './bulk';

// Lookup lists every installation needs, demo or not. Ids follow the array order on an empty
// database (so the first pipeline stage is id 1).

export const PROJECT_STATUSES = [
  'En blanco',
  'En verde',
  'Entrega inmediata',
  'Próximamente',
  'Vendido',
];
export const SUBSIDY_TYPES = ['DS1', 'DS19', 'DS49', 'DS15', 'DS10', 'DS116'];
export const ADDITIONAL_PLAN_TYPES = [
  'Destacado en portada',
  'Tour virtual 360°',
  'Campaña en redes sociales',
  'Landing personalizada',
  'Integración con CRM',
];
export const PROJECT_STAGE_TYPES = [
  'Anteproyecto',
  'En construcción',
  'Obra gruesa',
  'Terminaciones',
  'Recepción municipal',
  'Terminado',
];
export const MEDIA_TYPES = [
  'Logo',
  'Portada',
  'Galería',
  'Planta',
  'Foto de contacto',
  'Documento',
  'Video',
];

export const PIPELINE_NAME = 'Embudo de ventas';
/** Stages in order; permanent ones cannot be removed (entry, won and lost). */
/** `outcome`: the status a prospect moved into the stage takes (null: it stays open). */
export const PIPELINE_STAGES = [
  { name: 'Nuevo', permanent_stage: true, outcome: null },
  { name: 'Contactado', permanent_stage: false, outcome: null },
  { name: 'Evaluación financiera', permanent_stage: false, outcome: null },
  { name: 'Reserva', permanent_stage: false, outcome: null },
  { name: 'Promesa', permanent_stage: false, outcome: null },
  { name: 'Ganado', permanent_stage: true, outcome: 'won' },
  { name: 'Perdido', permanent_stage: true, outcome: 'lost' },
] as const;
export type StageName = (typeof PIPELINE_STAGES)[number]['name'];

export interface LookupIds {
  projectStatusIds: number[];
  subsidyTypeIdByName: Map<string, number>;
  additionalPlanTypeIds: number[];
  projectStageTypeIds: number[];
  mediaTypeIds: number[];
  stageIdByName: Map<StageName, number>;
}

const named = (names: readonly string[]) => names.map((name) => ({ name }));

export async function seedLookups(tx: Tx): Promise<LookupIds> {
  const projectStatusIds = await insertIds(tx, projectStatuses, named(PROJECT_STATUSES));
  const subsidyIds = await insertIds(tx, subsidyTypes, named(SUBSIDY_TYPES));
  const additionalPlanTypeIds = await insertIds(
    tx,
    additionalPlanTypes,
    named(ADDITIONAL_PLAN_TYPES),
  );
  const projectStageTypeIds = await insertIds(tx, projectStageTypes, named(PROJECT_STAGE_TYPES));
  const mediaTypeIds = await insertIds(tx, mediaTypes, named(MEDIA_TYPES));
  const [pipelineId] = await insertIds(tx, pipelines, [{ name: PIPELINE_NAME }]);
  const stageIds = await insertIds(
    tx,
    pipelineStages,
    PIPELINE_STAGES.map((stage, i) => ({
      pipeline_id: pipelineId ?? 0,
      name: stage.name,
      order: i + 1,
      permanent_stage: stage.permanent_stage,
      outcome: stage.outcome,
    })),
  );
  return {
    projectStatusIds,
    subsidyTypeIdByName: new Map(SUBSIDY_TYPES.map((name, i) => [name, subsidyIds[i] ?? 0])),
    additionalPlanTypeIds,
    projectStageTypeIds,
    mediaTypeIds,
    stageIdByName: new Map(PIPELINE_STAGES.map((stage, i) => [stage.name, stageIds[i] ?? 0])),
  };
}

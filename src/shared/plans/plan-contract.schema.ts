import { z } from 'zod';
import { planOffer } from './plan-catalog';

// The arguments of contractPlan and editPlanProject, validated on the server with this schema
// (CONVENTIONS 10); the SPA builds its request from the same limits.

/** One contract covers the projects of one agency; a page of the picker holds at most this. */
export const MAX_CONTRACT_PROJECTS = 50;
export const MAX_ADDITIONAL_QUANTITY = 99;

export const planMessages = {
  projectsRequired: 'Elige al menos un proyecto.',
  tooManyProjects: `Elige como máximo ${MAX_CONTRACT_PROJECTS} proyectos por contratación.`,
  projectRepeated: 'Un proyecto aparece dos veces en la contratación.',
  planUnknown: 'El plan elegido no existe.',
  additionalUnknown: 'Un plan adicional elegido no existe.',
  additionalRepeated: 'Un plan adicional aparece dos veces; indica su cantidad una sola vez.',
  quantityInvalid: `La cantidad de cada adicional debe ser un número entero entre 1 y ${MAX_ADDITIONAL_QUANTITY}.`,
  oneAgency: 'Los proyectos de una contratación deben ser de una misma inmobiliaria.',
} as const;

const idText = (message: string) =>
  z
    .union([z.string(), z.number()], { error: message })
    .transform((value) => String(value).trim())
    .pipe(z.string().regex(/^[1-9]\d{0,9}$/, { error: message }))
    .transform(Number);

export const planIdSchema = z
  .number({ error: planMessages.planUnknown })
  .refine((id) => planOffer(id) !== undefined, { error: planMessages.planUnknown });

export const planAdditionalSchema = z.object({
  additional_plan_type_id: idText(planMessages.additionalUnknown),
  quantity: z
    .number({ error: planMessages.quantityInvalid })
    .int({ error: planMessages.quantityInvalid })
    .min(1, { error: planMessages.quantityInvalid })
    .max(MAX_ADDITIONAL_QUANTITY, { error: planMessages.quantityInvalid })
    .nullish()
    .transform((value) => value ?? 1),
});

export const contractPlanSchema = z.object({
  // Project ids that cannot name a row are NOT_FOUND later (requireProject), as elsewhere.
  project_ids: z
    .array(z.union([z.string(), z.number()]).transform(String), {
      error: planMessages.projectsRequired,
    })
    .min(1, { error: planMessages.projectsRequired })
    .max(MAX_CONTRACT_PROJECTS, { error: planMessages.tooManyProjects })
    .refine((ids) => new Set(ids.map((id) => id.trim())).size === ids.length, {
      error: planMessages.projectRepeated,
    }),
  plan: planIdSchema,
  additionals: z
    .array(planAdditionalSchema)
    .nullish()
    .refine(
      (list) => !list || new Set(list.map((a) => a.additional_plan_type_id)).size === list.length,
      { error: planMessages.additionalRepeated },
    ),
});

export type ContractPlanInput = z.output<typeof contractPlanSchema>;

import type { Resolvers } from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import { appError, requireViewer, toMedia } from '../../kernel';
import { agencyProjectsLoader, toAgency } from '../agencies';
import { auditEntries } from '../audits';
import {
  additionalPlanTypeById,
  communeById,
  projectStageById,
  projectStatusById,
  toCommune,
  toLookup,
} from '../lookups';
import { toProject } from './projects.row.service';
import {
  toContactEmail,
  toExecutive,
  toMaskedKeys,
  toPlanPayment,
  toProjectAdditional,
  toProjectFile,
} from './projects.mappers';
import {
  additionalsOf,
  agencyOf,
  contactEmailsOf,
  executivesOf,
  mediasOf,
  paymentKeysOf,
  plansPaymentsOf,
  projectFilesOf,
  relatedOf,
  restrictionOf,
  subsidiesOf,
} from './projects.loaders';

export const paymentKeysForbidden = 'Solo un administrador puede ver las claves de pago.';

type Parent = { id: string };
const idOf = (project: Parent) => Number(project.id);

/** An optional id column (a GraphQL ID or null) through a by-id loader. */
async function byOptionalId<R>(
  id: string | null | undefined,
  load: (id: number) => Promise<R | null>,
): Promise<R | null> {
  return id ? load(Number(id)) : null;
}

async function fileOf(ctx: GraphQLContext, project: Parent, kind: string) {
  const row = (await projectFilesOf(ctx).load(idOf(project))).find((f) => f.kind === kind);
  return row ? toProjectFile(row, ctx.config) : null;
}

/**
 * Project's relations, each through a per-request loader (no N+1). They serve every parent that
 * comes from `toProject`: the projects list, the mutations, RealStateAgency.projects, pickers.
 */
export const projectFieldResolvers: Resolvers<GraphQLContext> = {
  Project: {
    status: async (p, _a, ctx) => {
      const row = await byOptionalId(p.project_status_id, (id) => projectStatusById(ctx).load(id));
      return row && toLookup(row);
    },
    stage: async (p, _a, ctx) => {
      const row = await byOptionalId(p.project_stage_type_id, (id) =>
        projectStageById(ctx).load(id),
      );
      return row && toLookup(row);
    },
    realstateagency: async (p, _a, ctx) => {
      const row = await agencyOf(ctx).load(Number(p.real_state_agency_id));
      return row && toAgency(row, ctx.config);
    },
    commune: async (p, _a, ctx) => {
      const row = await byOptionalId(p.commune_id, (id) => communeById(ctx).load(id));
      return row && toCommune(row);
    },
    executives: async (p, _a, ctx) => (await executivesOf(ctx).load(idOf(p))).map(toExecutive),
    contact_emails: async (p, _a, ctx) =>
      (await contactEmailsOf(ctx).load(idOf(p))).map((row) => toContactEmail(row, ctx.config)),
    subsidies: async (p, _a, ctx) => (await subsidiesOf(ctx).load(idOf(p))).map(toLookup),
    brochure: (p, _a, ctx) => fileOf(ctx, p, 'brochure'),
    nube360: (p, _a, ctx) => fileOf(ctx, p, 'nube360'),
    tour360: (p, _a, ctx) => fileOf(ctx, p, 'tour360'),
    restriction: async (p, _a, ctx) => {
      const row = await restrictionOf(ctx).load(idOf(p));
      return row && { id: String(row.id), sell_subsidies: row.sell_subsidies };
    },
    relatedprojects: async (p, _a, ctx) => (await relatedOf(ctx).load(idOf(p))).map(toProject),
    medias: async (p, _a, ctx) =>
      (await mediasOf(ctx).load(idOf(p))).map((row) => toMedia(row, ctx.config)),
    paymentkeys: async (p, _a, ctx) => {
      if (requireViewer(ctx).role !== 'Admin') throw appError('FORBIDDEN', paymentKeysForbidden);
      const row = await paymentKeysOf(ctx).load(idOf(p));
      return row && toMaskedKeys(row, ctx.config);
    },
    planspayment: async (p, _a, ctx) =>
      (await plansPaymentsOf(ctx).load(idOf(p))).map(toPlanPayment),
    projectadditional: async (p, _a, ctx) =>
      (await additionalsOf(ctx).load(idOf(p))).map(toProjectAdditional),
    audits: (p, _a, ctx) => auditEntries(ctx, 'Project', p.id, `/projects/${p.id}/audits`),
  },
  // An agency's projects are the projects module's to give (agencies do not import it).
  RealStateAgency: {
    projects: async (agency, _a, ctx) =>
      (await agencyProjectsLoader(ctx).load(Number(agency.id))).map(toProject),
  },
  ProjectAdditional: {
    plansadditional: async (additional, _a, ctx) => {
      const row = await additionalPlanTypeById(ctx).load(
        Number(additional.additional_plan_type_id),
      );
      return row && toLookup(row);
    },
  },
};

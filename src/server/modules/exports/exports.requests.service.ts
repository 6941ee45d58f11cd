import type {
  MutationRequestApprovalFileArgs,
  MutationRequestContactsMutationArgs,
  MutationRequestContactsNewsletterMutationArgs,
  MutationRequestProspectFileArgs,
  MutationRequestQuotationsFileArgs,
} from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import {
  BOOKING_ORDER_STATUSES,
  BOOKING_REQUEST_STATUSES,
  PREAPPROVAL_STATUSES,
  PROMISE_ORDER_STATUSES,
  PROMISE_REQUEST_STATUSES,
} from '../../db/schema';
import { filterAgency, filterChoice, filterProject, filterRange } from './exports.filters.service';

// Each request mutation's filters → the params its job stores (export-params.ts reads them back).

type Params = Record<string, unknown>;
type ListArgs = MutationRequestApprovalFileArgs;

const badStatus = (text: string) => `El estado «${text}» no es válido para esta exportación.`;

const listRequest =
  (statuses: readonly string[]) =>
  async (ctx: GraphQLContext, args: ListArgs): Promise<Params> => ({
    project_id: await filterProject(ctx, args.project_id),
    status: filterChoice(args.status, statuses, 'status', badStatus),
  });

export const bookingRequestParams = listRequest(BOOKING_REQUEST_STATUSES);
export const bookingOrderParams = listRequest(BOOKING_ORDER_STATUSES);
export const promiseRequestParams = listRequest(PROMISE_REQUEST_STATUSES);
export const promiseOrderParams = listRequest(PROMISE_ORDER_STATUSES);
export const preapprovalParams = listRequest(PREAPPROVAL_STATUSES);

export async function prospectRequestParams(
  ctx: GraphQLContext,
  args: MutationRequestProspectFileArgs,
): Promise<Params> {
  const [date_ini, date_end] = filterRange(args.date_ini, args.date_end, ['date_ini', 'date_end']);
  return {
    project_id: await filterProject(ctx, args.project_id),
    date_ini,
    date_end,
    pre_approvals_status: filterChoice(
      args.pre_approvals_status,
      PREAPPROVAL_STATUSES,
      'pre_approvals_status',
      (text) => `El estado de preaprobación «${text}» no es válido.`,
    ),
    rukans_vig: filterChoice(
      args.rukans_vig,
      ['1', '0'] as const,
      'rukans_vig',
      (text) => `El filtro de Rukan vigente «${text}» no es válido: usa 1 o 0.`,
    ),
  };
}

export async function quotationRequestParams(
  ctx: GraphQLContext,
  args: MutationRequestQuotationsFileArgs,
): Promise<Params> {
  const [date_ini, date_end] = filterRange(args.date_ini, args.date_end, ['date_ini', 'date_end']);
  return {
    project_id: await filterProject(ctx, args.project_id),
    date_ini,
    date_end,
    real_state_agency: await filterAgency(ctx, args.real_state_agency, 'real_state_agency'),
  };
}

export async function contactRequestParams(
  ctx: GraphQLContext,
  args: MutationRequestContactsMutationArgs,
): Promise<Params> {
  const [date_init, date_end] = filterRange(args.date_init, args.date_end, [
    'date_init',
    'date_end',
  ]);
  return {
    real_state_agency: await filterAgency(ctx, args.real_state_agency, 'real_state_agency'),
    project: await filterProject(ctx, args.project),
    format:
      filterChoice(args.type, ['xlsx', 'csv'] as const, 'type', (text) => {
        return `El formato «${text}» no es válido: usa xlsx o csv.`;
      }) ?? 'xlsx',
    date_init,
    date_end,
  };
}

export function dateRequestParams(args: MutationRequestContactsNewsletterMutationArgs): Params {
  const [date_init, date_end] = filterRange(args.date_init, args.date_end, [
    'date_init',
    'date_end',
  ]);
  return { date_init, date_end };
}

import type { Config } from '../../config';
import type { GraphQLContext, Viewer } from '../../context';
import type { Db } from '../../db/client';
import { decryptSecret } from '../../payments/payment-keys';
import { getFlowStatus, type FlowKeys, type FlowOutcome } from '../../payments/flow-client';
import type { EventBus } from '../../realtime/bus';
import { reconcilePayment, type Reconciled } from './payments-flow.reconcile.service';
import { findPayment, findProjectKeys } from './payments-flow.repository';

// One status check of a payment with Flow: the project's keys, the signed call, the answer
// reconciled. Used by the confirmation Flow sends, the retry runner and «Verificar con Flow».

export interface FlowDeps {
  db: Db;
  config: Config;
  bus: EventBus;
}

/** The server acting on its own: moves are audited with no user, as the seeds and jobs are. */
export const SYSTEM_VIEWER: Viewer = {
  id: 0,
  name: 'Sistema',
  last_name: '',
  email: '',
  status: true,
  role: 'Admin',
  roles: ['Admin'],
  permissions: [],
  agencyIds: [],
  projectIds: [],
  tokenId: '',
  familyId: '',
  system: true,
};

export function systemContext(deps: FlowDeps, ip: string): GraphQLContext {
  return { db: deps.db, config: deps.config, bus: deps.bus, viewer: SYSTEM_VIEWER, ip };
}

export type CheckOutcome =
  | { kind: 'reconciled'; gatewayStatus: number; result: Reconciled }
  | { kind: 'no_keys' }
  | Exclude<FlowOutcome, { kind: 'status' }>;

/** The project's keys in clear, or null when it has none (or they no longer decrypt). */
export async function projectKeys(deps: FlowDeps, projectId: number): Promise<FlowKeys | null> {
  const stored = await findProjectKeys(deps.db, projectId);
  if (!stored) return null;
  try {
    const secret = deps.config.paymentKeysSecret;
    return { apiKey: decryptSecret(stored.api, secret), secretKey: decryptSecret(stored.secret, secret) }; // prettier-ignore
  } catch {
    return null;
  }
}

/** Asks Flow about payment `paymentId` and reconciles the answer as `ctx.viewer`. */
export async function checkPayment(ctx: GraphQLContext, paymentId: number): Promise<CheckOutcome> {
  const payment = await findPayment(ctx.db, { id: paymentId });
  if (!payment?.token) return { kind: 'refused', httpStatus: 0, code: null, message: '' };
  const keys = await projectKeys(ctx, payment.project_id);
  if (!keys) return { kind: 'no_keys' };
  const outcome = await getFlowStatus(keys, payment.token, {
    baseUrl: ctx.config.flowApiUrl,
    timeoutMs: ctx.config.flowTimeoutMs,
  });
  if (outcome.kind !== 'status') return outcome;
  const result = await reconcilePayment(ctx, payment.id, outcome.status, payment);
  return { kind: 'reconciled', gatewayStatus: outcome.status.status, result };
}

import { randomBytes } from 'node:crypto';
import type {
  FlowCredentialsCheck,
  FlowVerification,
} from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import { appError, parseId } from '../../kernel';
import { getFlowStatus } from '../../payments/flow-client';
import { requireProject } from '../projects';
import { toPayment } from '../sales-common';
import { checkPayment, projectKeys } from './payments-flow.check.service';
import { findOrder, findPaymentRow, latestPaymentOf } from './payments-flow.repository';

// «Verificar con Flow» and «Probar credenciales»: the same signed status call as a confirmation,
// on demand. Answers say in Spanish what Flow said and what changed; they never carry the keys,
// the signature or the token.

const FLOW_LABELS: Record<number, string> = {
  1: 'pendiente de pago',
  2: 'pagada',
  3: 'rechazada',
  4: 'anulada',
};

const orderMessages = {
  booking: 'La orden de pago de reserva no existe.',
  promise: 'La orden de pago de promesa no existe.',
};

export async function verifyOrderPayment(
  ctx: GraphQLContext,
  kind: 'booking' | 'promise',
  id: string,
): Promise<FlowVerification> {
  const order = await findOrder(ctx.db, kind, parseId(id, orderMessages[kind]));
  if (!order) throw appError('NOT_FOUND', orderMessages[kind]);
  await requireProject(ctx, ctx.db, order.project_id);
  const latest = await latestPaymentOf(
    ctx.db,
    kind === 'booking' ? { booking_request_id: order.request_id } : { promise_request_id: order.request_id }, // prettier-ignore
  );
  if (!latest) {
    return { gateway_status: null, message: 'Esta orden no tiene un pago hecho con Flow.', changes: [], payment: null }; // prettier-ignore
  }
  const outcome = await checkPayment(ctx, latest.id);
  const payment = await findPaymentRow(ctx.db, latest.id);
  const now = payment ? toPayment(payment) : null;
  switch (outcome.kind) {
    case 'reconciled':
      return {
        gateway_status: outcome.gatewayStatus,
        message: `Flow informa: ${FLOW_LABELS[outcome.gatewayStatus] ?? `estado ${outcome.gatewayStatus}`}.`,
        changes: outcome.result.changes,
        payment: now,
      };
    case 'no_keys':
      return { gateway_status: null, message: 'El proyecto no tiene claves de Flow guardadas.', changes: [], payment: now }; // prettier-ignore
    case 'refused':
      return {
        gateway_status: null,
        message:
          outcome.httpStatus === 401 || outcome.httpStatus === 403
            ? 'Flow rechazó las claves del proyecto: revisa el apiKey y el secretKey.'
            : 'Flow no reconoce este pago.',
        changes: [],
        payment: now,
      };
    case 'unreachable':
      return { gateway_status: null, message: `No se pudo consultar a Flow: ${outcome.reason} Intenta de nuevo en unos minutos.`, changes: [], payment: now }; // prettier-ignore
  }
}

/**
 * Flow documents no call made only to test keys, so the status of a token that cannot exist is
 * asked: Flow checks the apiKey and the signature first (401 when either is wrong) and only then
 * looks the token up (a 400-range answer about the token means the keys were accepted).
 */
export async function testProjectKeys(
  ctx: GraphQLContext,
  projectId: string,
): Promise<FlowCredentialsCheck> {
  const project = await requireProject(ctx, ctx.db, projectId);
  const keys = await projectKeys(ctx, project.id);
  if (!keys) return { ok: false, message: 'El proyecto no tiene claves de Flow guardadas.' };
  const probe = `prueba-backoffice-${randomBytes(8).toString('hex')}`;
  const outcome = await getFlowStatus(keys, probe, {
    baseUrl: ctx.config.flowApiUrl,
    timeoutMs: ctx.config.flowTimeoutMs,
  });
  if (outcome.kind === 'unreachable') {
    return { ok: false, message: `No se pudo comprobar: ${outcome.reason} Intenta de nuevo.` };
  }
  if (outcome.kind === 'refused' && (outcome.httpStatus === 401 || outcome.httpStatus === 403)) {
    return { ok: false, message: 'Flow rechazó las claves: revisa el apiKey y el secretKey.' };
  }
  return { ok: true, message: 'Las claves funcionan: Flow aceptó la firma del proyecto.' };
}

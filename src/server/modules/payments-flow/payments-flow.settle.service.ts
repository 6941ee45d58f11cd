import type { GraphQLContext } from '../../context';
import { checkPayment, type CheckOutcome } from './payments-flow.check.service';
import { findPayment, notifyStaff } from './payments-flow.repository';
import { closeCheck, postponeCheck } from './payments-flow.checks.repository';

// The durable side of a confirmation: the check row is written before Flow is called, so a
// crash or an unreachable gateway leaves it for the retry runner; it closes once Flow answered.
// Admins hear of a payment Flow could not confirm (on the first failure and when retries end).

/** Waits before each retry of a status call Flow did not answer: about a day in all. */
export const FLOW_RETRY_SCHEDULE_MS = [
  30_000, 120_000, 600_000, 1_800_000, 3_600_000, 10_800_000, 21_600_000, 43_200_000,
];

function failureText(outcome: CheckOutcome): string {
  switch (outcome.kind) {
    case 'no_keys':
      return 'El proyecto no tiene claves de Flow válidas.';
    case 'refused':
      return outcome.httpStatus === 401 || outcome.httpStatus === 403
        ? 'Flow rechazó las claves del proyecto.'
        : `Flow no reconoce el pago (${outcome.httpStatus}).`;
    case 'unreachable':
      return outcome.reason;
    default:
      return '';
  }
}

/** Runs check attempt `attempt` (1-based) of a payment and settles its queue row. */
export async function runCheck(
  ctx: GraphQLContext,
  paymentId: number,
  attempt: number,
  schedule: readonly number[] = FLOW_RETRY_SCHEDULE_MS,
): Promise<CheckOutcome> {
  const outcome = await checkPayment(ctx, paymentId);
  if (outcome.kind === 'reconciled') {
    await closeCheck(ctx.db, paymentId);
    return outcome;
  }
  const error = failureText(outcome);
  // Keys can be fixed and Flow comes back: every failure is retried until the schedule ends.
  const retryIn = schedule[attempt - 1] ?? null;
  await postponeCheck(ctx.db, paymentId, error, retryIn);
  if (attempt === 1 || retryIn === null) {
    const payment = await findPayment(ctx.db, { id: paymentId });
    const request = payment?.booking_request_id
      ? `/bookings-requests/${payment.booking_request_id}/details`
      : `/promises-requests/${payment?.promise_request_id ?? 0}/details`;
    await notifyStaff(
      ctx.db,
      {
        title: 'Pago sin confirmar con Flow',
        message:
          `No se pudo confirmar el pago N° ${paymentId} con Flow: ${error} ` +
          (retryIn === null ? 'No se volverá a intentar.' : 'Se reintentará automáticamente.'),
        url: request,
      },
      'admins',
    );
  }
  return outcome;
}

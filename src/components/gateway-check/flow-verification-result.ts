// How «Verificar con Flow»'s answer reads: an error when Flow could not be asked, a warning when
// the payment was held for review, a success when something changed, otherwise a plain notice.
import type { FlowVerificationFieldsFragment } from '../../../graphql/generated/client/graphql';
import type { GatewayCheckResult } from './gateway-check';

export function flowVerificationResult(answer: FlowVerificationFieldsFragment): GatewayCheckResult {
  const held = answer.payment?.review_reason != null;
  const tone =
    answer.gateway_status == null
      ? 'error'
      : held
        ? 'warning'
        : answer.changes.length
          ? 'success'
          : 'info';
  return { tone, title: answer.message, details: answer.changes };
}

/** The button's texts, the same on every screen that offers it. */
export const FLOW_VERIFY_TEXTS = {
  label: 'Verificar con Flow',
  busyLabel: 'Consultando a Flow…',
  unchangedText: 'No hubo cambios: el pago ya estaba al día.',
} as const;

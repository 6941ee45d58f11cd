// The payments of a promise in its card, under the UF value its request used (the list itself is
// the shared one of the booking pages).
import { Text } from '@chakra-ui/react';
import { DetailsCard } from '../../components/details-card/details-card';
import {
  GatewayCheck,
  type GatewayCheckResult,
} from '../../components/gateway-check/gateway-check';
import { FLOW_VERIFY_TEXTS } from '../../components/gateway-check/flow-verification-result';
import { PaymentsList } from '../../components/payments-list/payments-list';
import { ufValueText } from '../../lib/money-text';
import type { Payment } from './promises.types';

export function PaymentsCard({
  payments,
  ufValue,
  onVerifyWithFlow,
}: {
  payments: readonly Payment[];
  ufValue: number | null;
  /** «Verificar con Flow» on an order's page (Admin and the agency's admins). */
  onVerifyWithFlow?: () => Promise<GatewayCheckResult>;
}) {
  return (
    <DetailsCard title="Pagos">
      {onVerifyWithFlow ? <GatewayCheck {...FLOW_VERIFY_TEXTS} run={onVerifyWithFlow} /> : null}
      {ufValue ? (
        <Text textStyle="sm" color="fg.muted">
          Valor UF usado: {ufValueText(ufValue)}
        </Text>
      ) : null}
      <PaymentsList
        payments={payments}
        ufValue={ufValue}
        emptyText="Aún no hay pagos registrados."
      />
    </DetailsCard>
  );
}

// The payments the gateway reported for a sales record, in their card, with «Verificar con Flow»
// above them for the roles that may ask and, where a feature wants it, the UF value used.
import { Text } from '@chakra-ui/react';
import type { PaymentFieldsFragment } from '../../../graphql/generated/client/graphql';
import { DetailsCard } from '../details-card/details-card';
import { FLOW_VERIFY_TEXTS } from '../gateway-check/flow-verification-result';
import { GatewayCheck, type GatewayCheckResult } from '../gateway-check/gateway-check';
import { PaymentsList } from '../payments-list/payments-list';
import { ufValueText } from '../../lib/money-text';

export interface PaymentsCardProps {
  /** 'Pagos informados por la pasarela'. */
  title: string;
  payments: readonly PaymentFieldsFragment[];
  ufValue: number | null;
  /** Writes «Valor UF usado» above the payments. */
  showUfValue?: boolean;
  emptyText: string;
  /** «Verificar con Flow»; absent when the viewer's role may not ask Flow. */
  onVerifyWithFlow?(): Promise<GatewayCheckResult>;
}

export function PaymentsCard(props: PaymentsCardProps) {
  const { title, payments, ufValue, showUfValue, emptyText, onVerifyWithFlow } = props;
  return (
    <DetailsCard title={title}>
      {onVerifyWithFlow ? <GatewayCheck {...FLOW_VERIFY_TEXTS} run={onVerifyWithFlow} /> : null}
      {showUfValue && ufValue ? (
        <Text textStyle="sm" color="fg.muted">
          Valor UF usado: {ufValueText(ufValue)}
        </Text>
      ) : null}
      <PaymentsList payments={payments} ufValue={ufValue} emptyText={emptyText} />
    </DetailsCard>
  );
}

// The payments of a promise in its card, under the UF value its request used (the list itself is
// the shared one of the booking pages).
import { Text } from '@chakra-ui/react';
import { DetailsCard } from '../../components/details-card/details-card';
import { PaymentsList } from '../../components/payments-list/payments-list';
import { ufValueText } from '../../lib/money-text';
import type { Payment } from './promises.types';

export function PaymentsCard({
  payments,
  ufValue,
}: {
  payments: readonly Payment[];
  ufValue: number | null;
}) {
  return (
    <DetailsCard title="Pagos">
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

// Every payment attempt of a promise with every field the gateway reported (spec §3 Payment):
// amounts in CLP, each also in UF at the value the request used, dates in es-CL.
import { Badge, HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { DetailsCard } from '../../components/details-card/details-card';
import { formatCLP, formatDateTime, formatNumber, formatUF } from '../../lib/format';
import { DetailList } from './detail-list';
import { paymentStatus } from '../../shared/sales-status';
import { gatewayDate, inUF, ufValueText } from './promise-labels';
import type { Payment } from './promises.types';

function PaymentItem({
  payment,
  index,
  ufValue,
}: {
  payment: Payment;
  index: number;
  ufValue: number | null;
}) {
  const status = paymentStatus(payment.status);
  const headingId = `payment-${payment.id}`;
  return (
    <Stack as="article" aria-labelledby={headingId} gap="3" borderWidth="1px" rounded="md" p="4">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h3" id={headingId} size="sm">
          Pago {index + 1} · {formatCLP(payment.transaction_amount)}
        </Heading>
        <Badge colorPalette={status.tone} variant="subtle">
          {status.label}
        </Badge>
      </HStack>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="3">
        <DetailList
          items={[
            { label: 'Monto de la transacción', value: formatCLP(payment.transaction_amount) },
            {
              label: 'Equivalente en UF',
              value: formatUF(inUF(payment.transaction_amount, ufValue)),
            },
            { label: 'Monto', value: formatCLP(payment.amount) },
            { label: 'Comisión', value: formatCLP(payment.fee) },
            { label: 'Impuestos', value: formatCLP(payment.taxes) },
            { label: 'Saldo', value: formatCLP(payment.balance) },
            { label: 'Moneda', value: payment.currency },
            { label: 'Tasa de conversión', value: formatNumber(payment.conversion_rate, 4) },
            { label: 'Fecha de conversión', value: gatewayDate(payment.conversion_date) },
          ]}
        />
        <DetailList
          items={[
            { label: 'Medio de pago', value: payment.media },
            { label: 'Pagador', value: payment.payer },
            { label: 'Correo', value: payment.email },
            { label: 'Fecha de pago', value: gatewayDate(payment.date) },
            { label: 'Fecha de transferencia', value: gatewayDate(payment.transfer_date) },
            { label: 'Orden de comercio', value: payment.commerce_order },
            { label: 'Orden de la pasarela', value: payment.order },
            { label: 'Token', value: payment.token },
            { label: 'Registrado el', value: formatDateTime(payment.created_at) },
          ]}
        />
      </SimpleGrid>
    </Stack>
  );
}

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
      {payments.length === 0 ? (
        <Text color="fg.muted">Aún no hay pagos registrados.</Text>
      ) : (
        payments.map((payment, index) => (
          <PaymentItem key={payment.id} payment={payment} index={index} ufValue={ufValue} />
        ))
      )}
    </DetailsCard>
  );
}

// Every payment attempt of a sale (a booking's or a promise's) with every field the gateway reported
// (spec §3 Payment): amounts in CLP, the UF they were worth at the value used, dates in es-CL. A
// field the gateway did not report reads '—'.
import { Badge, Card, DataList, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { PaymentFieldsFragment } from '../../../graphql/generated/client/graphql';
import { formatCLP, formatDateTime, formatNumber } from '../../lib/format';
import { gatewayDate, pesosInUF } from '../../lib/money-text';
import { paymentReviewReason, paymentStatus } from '../../shared/sales-status';

type Payment = PaymentFieldsFragment;

function money(value: number | null, currency: string | null): string {
  if (value === null) return '';
  if (!currency || currency.toUpperCase() === 'CLP') return formatCLP(value);
  return `${formatNumber(value, 2)} ${currency}`;
}

function fieldsOf(payment: Payment, ufValue: number | null): Array<[string, string]> {
  const { currency } = payment;
  return [
    ['Monto de la transacción', formatCLP(payment.transaction_amount)],
    ['Equivalente en UF', pesosInUF(payment.transaction_amount, ufValue)],
    ['Medio de pago', payment.media ?? ''],
    ['Fecha de pago', gatewayDate(payment.date)],
    ['Pagador', payment.payer ?? ''],
    ['Correo', payment.email ?? ''],
    ['Orden de comercio', payment.commerce_order ?? ''],
    ['Orden de la pasarela', payment.order ?? ''],
    ['Moneda', currency ?? ''],
    ['Monto', money(payment.amount, currency)],
    ['Tasa de conversión', formatNumber(payment.conversion_rate, 4)],
    ['Fecha de conversión', gatewayDate(payment.conversion_date)],
    ['Comisión', money(payment.fee, currency)],
    ['Impuestos', money(payment.taxes, currency)],
    ['Saldo', money(payment.balance, currency)],
    ['Fecha de transferencia', gatewayDate(payment.transfer_date)],
    ['Token', payment.token ?? ''],
    ['Registrado el', formatDateTime(payment.created_at)],
  ];
}

export interface PaymentsListProps {
  payments: readonly Payment[];
  /** The UF value the sale was paid at, for the UF equivalents. */
  ufValue: number | null;
  /** What to say when the gateway reported no payment yet. */
  emptyText?: string;
}

export function PaymentsList({
  payments,
  ufValue,
  emptyText = 'La pasarela aún no informa pagos.',
}: PaymentsListProps) {
  if (payments.length === 0) return <Text color="fg.muted">{emptyText}</Text>;
  return (
    <Stack gap="4">
      {payments.map((payment) => {
        const status = paymentStatus(payment.status);
        const headingId = `payment-${payment.id}`;
        return (
          <Card.Root
            key={payment.id}
            as="article"
            aria-labelledby={headingId}
            variant="outline"
            size="sm"
          >
            <Card.Header>
              <HStack gap="3" wrap="wrap">
                <Heading as="h3" size="sm" id={headingId}>
                  Pago N° {payment.id}
                </Heading>
                <Badge colorPalette={status.tone} variant="subtle">
                  {status.label}
                </Badge>
                {payment.review_reason ? (
                  // The brand's warning: Chakra's solid orange under white text fails AA.
                  <Badge colorPalette="warning" variant="solid">
                    Retenido para revisión
                  </Badge>
                ) : null}
              </HStack>
              {payment.review_reason ? (
                <Text textStyle="sm" color="fg.warning">
                  {paymentReviewReason(payment.review_reason)}
                </Text>
              ) : null}
            </Card.Header>
            <Card.Body>
              {/* The grid is the list itself: a <dl> may hold only its items. */}
              <DataList.Root
                orientation="vertical"
                size="sm"
                display="grid"
                gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' }}
                columnGap="6"
                rowGap="3"
              >
                {fieldsOf(payment, ufValue).map(([label, value]) => (
                  <DataList.Item key={label}>
                    <DataList.ItemLabel>{label}</DataList.ItemLabel>
                    <DataList.ItemValue wordBreak="break-all">
                      {value === '' ? <Text color="fg.muted">—</Text> : value}
                    </DataList.ItemValue>
                  </DataList.Item>
                ))}
              </DataList.Root>
            </Card.Body>
          </Card.Root>
        );
      })}
    </Stack>
  );
}

// The promise's payment transaction as the gateway answered it (spec §3: amount paid in CLP, the
// UF value used, order number, transaction fields) and the link to its order, with the order's
// status.
import { Link as ChakraLink, Stack } from '@chakra-ui/react';
import { Link } from 'wouter';
import { DetailsCard } from '../../../components/details-card/details-card';
import { StatusBadge } from '../../../components/status-badge/status-badge';
import { formatCLP, formatDateTime } from '../../../lib/format';
import { promiseOrderStatus } from '../../../shared/sales-status';
import type { PromiseRequestDetail } from '../promises.types';
import { ufValueText } from '../../../lib/money-text';

export function TransactionCard({ request }: { request: PromiseRequestDetail }) {
  const order = request.promiseorder;
  return (
    <DetailsCard
      title="Transacción"
      fields={[
        { label: 'N° de orden', value: request.order_number },
        { label: 'Monto pagado', value: formatCLP(request.amount_paid) },
        { label: 'Valor UF usado', value: ufValueText(request.uf_value) },
        {
          label: 'Fecha de la transacción',
          value: formatDateTime(request.datetime_transaction),
        },
        { label: 'Referencia de la pasarela', value: request.gateway_reference },
        { label: 'Firma', value: request.signature },
        {
          label: 'Pago de promesa',
          value: order ? (
            <Stack direction="row" gap="2" align="center" wrap="wrap">
              <ChakraLink asChild colorPalette="primary">
                <Link href={`/promises-orders/${order.id}/details`}>Pago N° {order.id}</Link>
              </ChakraLink>
              <StatusBadge table={promiseOrderStatus} value={order.status} />
            </Stack>
          ) : (
            'Sin orden de pago'
          ),
        },
      ]}
    />
  );
}

// The columns of /promises-orders: when, who (with RUT), the project and home, the request's order
// number and amount in CLP with the UF value used, the order's status and the way to the details.
import type { ColumnDef } from '@tanstack/react-table';
import { Text } from '@chakra-ui/react';
import { StatusBadge } from '../../../components/status-badge/status-badge';
import { formatCLP, formatDate } from '../../../lib/format';
import { promiseOrderStatus } from '../../../shared/sales-status';
import { CustomerCell, DetailsLink } from '../promise-parts';
import { personName, unitsText } from '../promise-labels';
import type { PromiseOrderRow } from '../promises.types';
import { ufValueText } from '../../../lib/money-text';

export function promiseOrderColumns(): ColumnDef<PromiseOrderRow>[] {
  return [
    {
      id: 'created_at',
      meta: { sortKey: 'created_at' },
      header: 'Fecha',
      cell: ({ row }) => (
        <time dateTime={row.original.created_at}>{formatDate(row.original.created_at)}</time>
      ),
    },
    {
      id: 'customer',
      header: 'Cliente',
      cell: ({ row }) => (
        <CustomerCell customer={row.original.promiserequest?.quotation?.customer} />
      ),
    },
    {
      id: 'project',
      header: 'Proyecto',
      cell: ({ row }) => row.original.promiserequest?.quotation?.project?.name ?? '',
    },
    {
      id: 'unit',
      header: 'Unidad',
      cell: ({ row }) => unitsText(row.original.promiserequest?.quotation?.propertyquotation),
    },
    {
      id: 'order_number',
      header: 'N° de orden',
      cell: ({ row }) => row.original.promiserequest?.order_number ?? '',
    },
    {
      id: 'amount_paid',
      header: 'Monto',
      cell: ({ row }) => (
        <Text whiteSpace="nowrap">{formatCLP(row.original.promiserequest?.amount_paid)}</Text>
      ),
    },
    {
      id: 'uf_value',
      header: 'Valor UF',
      cell: ({ row }) => (
        <Text whiteSpace="nowrap">{ufValueText(row.original.promiserequest?.uf_value)}</Text>
      ),
    },
    {
      id: 'status',
      meta: { sortKey: 'status' },
      header: 'Estado',
      cell: ({ row }) => <StatusBadge table={promiseOrderStatus} value={row.original.status} />,
    },
    {
      id: 'actions',
      header: 'Acciones',
      cell: ({ row }) => (
        <DetailsLink
          href={`/promises-orders/${row.original.id}/details`}
          label={`Ver el pago de promesa de ${personName(row.original.promiserequest?.quotation?.customer)}`}
        />
      ),
    },
  ];
}

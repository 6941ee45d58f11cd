// The columns of /promises-requests: when, who (with RUT), the project and quoted home, the order
// number, what was paid in CLP with the UF value used, the status and the way to the details.
import type { ColumnDef } from '@tanstack/react-table';
import { Text } from '@chakra-ui/react';
import { StatusBadge } from '../../../components/status-badge/status-badge';
import { formatCLP, formatDate } from '../../../lib/format';
import { promiseRequestStatus } from '../../../shared/sales-status';
import { CustomerCell, DetailsLink } from '../promise-parts';
import { personName, unitsText } from '../promise-labels';
import type { PromiseRequestRow } from '../promises.types';
import { ufValueText } from '../../../lib/money-text';

export function promiseRequestColumns(): ColumnDef<PromiseRequestRow>[] {
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
      cell: ({ row }) => <CustomerCell customer={row.original.quotation?.customer} />,
    },
    {
      id: 'project',
      header: 'Proyecto',
      cell: ({ row }) => row.original.quotation?.project?.name ?? '',
    },
    {
      id: 'unit',
      header: 'Unidad',
      cell: ({ row }) => unitsText(row.original.quotation?.propertyquotation),
    },
    { id: 'order_number', header: 'N° de orden', cell: ({ row }) => row.original.order_number },
    {
      id: 'amount_paid',
      header: 'Monto pagado',
      cell: ({ row }) => <Text whiteSpace="nowrap">{formatCLP(row.original.amount_paid)}</Text>,
    },
    {
      id: 'uf_value',
      header: 'Valor UF',
      cell: ({ row }) => <Text whiteSpace="nowrap">{ufValueText(row.original.uf_value)}</Text>,
    },
    {
      id: 'status',
      meta: { sortKey: 'status' },
      header: 'Estado',
      cell: ({ row }) => <StatusBadge table={promiseRequestStatus} value={row.original.status} />,
    },
    {
      id: 'actions',
      header: 'Acciones',
      cell: ({ row }) => (
        <DetailsLink
          href={`/promises-requests/${row.original.id}/details`}
          label={`Ver la solicitud de promesa de ${personName(row.original.quotation?.customer)}`}
        />
      ),
    },
  ];
}

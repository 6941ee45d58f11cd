// /promises-orders («Pagos de Promesas») without data fetching: the sales-record list with the
// orders' columns and words.
import { useMemo } from 'react';
import {
  SalesRecordListFrame,
  type SalesRecordListProps,
  type SalesRecordListText,
} from '../../../components/sales-record/sales-record-list-frame';
import { promiseOrderStatus } from '../../../shared/sales-status';
import type { PromiseOrdersPage } from '../promises.types';
import { promiseOrderColumns } from './order-columns';

export const PROMISE_ORDERS_TEXT: SalesRecordListText = {
  title: 'Pagos de Promesas',
  description: 'Órdenes de pago de promesas informadas por la pasarela.',
  caption: 'Pagos de Promesas',
  exportLabel: 'Exportar pagos',
  filtersLabel: 'Filtros de pagos de promesa',
  searchLabel: 'Buscar pagos de promesa',
  searchPlaceholder: 'Nombre, correo, teléfono o RUT',
  empty: 'Aún no hay pagos de promesa.',
  noMatch: 'Ningún pago de promesa coincide con los filtros.',
};

export function PromiseOrdersView(props: SalesRecordListProps<PromiseOrdersPage>) {
  const columns = useMemo(() => promiseOrderColumns(), []);
  return (
    <SalesRecordListFrame
      {...props}
      text={PROMISE_ORDERS_TEXT}
      table={promiseOrderStatus}
      columns={columns}
    />
  );
}

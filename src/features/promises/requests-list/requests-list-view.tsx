// /promises-requests («Solicitud de Promesas») without data fetching: the sales-record list with
// the requests' columns and words.
import { useMemo } from 'react';
import {
  SalesRecordListFrame,
  type SalesRecordListProps,
  type SalesRecordListText,
} from '../../../components/sales-record/sales-record-list-frame';
import { promiseRequestStatus } from '../../../shared/sales-status';
import type { PromiseRequestsPage } from '../promises.types';
import { promiseRequestColumns } from './request-columns';

export const PROMISE_REQUESTS_TEXT: SalesRecordListText = {
  title: 'Solicitud de Promesas',
  description: 'Promesas de compraventa pedidas por los clientes y su pago.',
  caption: 'Solicitud de Promesas',
  exportLabel: 'Exportar solicitudes',
  filtersLabel: 'Filtros de solicitudes de promesa',
  searchLabel: 'Buscar solicitudes de promesa',
  searchPlaceholder: 'Nombre, correo, teléfono o RUT',
  empty: 'Aún no hay solicitudes de promesa.',
  noMatch: 'Ninguna solicitud de promesa coincide con los filtros.',
};

export function PromiseRequestsView(props: SalesRecordListProps<PromiseRequestsPage>) {
  const columns = useMemo(() => promiseRequestColumns(), []);
  return (
    <SalesRecordListFrame
      {...props}
      text={PROMISE_REQUESTS_TEXT}
      table={promiseRequestStatus}
      columns={columns}
    />
  );
}

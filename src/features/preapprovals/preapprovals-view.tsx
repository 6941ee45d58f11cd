// /preapprovals without the server: the sales-record list with the pre-approvals' columns and
// words. The connected page (preapprovals-page.tsx) feeds it; the stories render every state.
import { useMemo } from 'react';
import {
  SalesRecordListFrame,
  type SalesRecordListProps,
  type SalesRecordListText,
} from '../../components/sales-record/sales-record-list-frame';
import { preapprovalStatus } from '../../shared/sales-status';
import { preapprovalColumns } from './preapproval-columns';
import type { PreapprovalsPage } from './preapprovals.types';

const TEXT: SalesRecordListText = {
  title: 'Preaprobaciones',
  description: 'Solicitudes de preaprobación de crédito hipotecario de los clientes.',
  caption: 'Preaprobaciones',
  exportLabel: 'Exportar preaprobaciones',
  filtersLabel: 'Filtros de preaprobaciones',
  searchLabel: 'Buscar preaprobaciones',
  searchPlaceholder: 'Nombre, correo, teléfono o RUT',
  empty: 'Aún no hay preaprobaciones.',
  noMatch: 'Ninguna preaprobación coincide con los filtros.',
};

export interface PreapprovalsViewProps extends SalesRecordListProps<PreapprovalsPage> {
  /** The viewer's role may open the details (Admin, PreapprovalUser). */
  canOpen: boolean;
}

export function PreapprovalsView({ canOpen, ...props }: PreapprovalsViewProps) {
  const columns = useMemo(() => preapprovalColumns({ canOpen }), [canOpen]);
  return (
    <SalesRecordListFrame {...props} text={TEXT} table={preapprovalStatus} columns={columns} />
  );
}

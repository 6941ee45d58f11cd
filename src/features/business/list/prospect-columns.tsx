// The columns of the /business list view: who (name and RUT), which project, on which stage, the
// prospect's status and criticality, the pre-approval, when it came in and a link to its file.
import type { ColumnDef } from '@tanstack/react-table';
import { Badge, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Eye } from 'lucide-react';
import { Link } from 'wouter';
import { IconLink } from '../../../components/icon-link';
import { StatusBadge } from '../../../components/status-badge/status-badge';
import { formatDate, formatRut } from '../../../lib/format';
import { prospectCriticality, prospectStatus } from '../../../shared/business';
import { preapprovalStatus } from '../../../shared/sales-status';
import type { ProspectCard } from '../board/board.types';
import { customerName } from '../board/customer-name';

const dash = <Text color="fg.muted">—</Text>;

export const prospectColumns: ColumnDef<ProspectCard, unknown>[] = [
  {
    id: 'customer',
    header: 'Cliente',
    cell: ({ row }) => {
      const name = customerName(row.original);
      return (
        <Stack gap="0.5" minW="48" maxW="72">
          <ChakraLink asChild fontWeight="medium" colorPalette="primary" lineClamp={2} title={name}>
            <Link href={`/${row.original.id}/business-details`}>{name}</Link>
          </ChakraLink>
          {row.original.customer?.rukaneado ? (
            <Badge colorPalette="teal" variant="outline" size="sm" w="fit-content">
              Rukan vigente
            </Badge>
          ) : null}
        </Stack>
      );
    },
  },
  {
    id: 'rut',
    header: 'RUT',
    cell: ({ row }) => {
      const customer = row.original.customer;
      return customer?.rut ? (
        <Text whiteSpace="nowrap">{formatRut(customer.rut, customer.rut_dv)}</Text>
      ) : (
        dash
      );
    },
  },
  {
    id: 'project',
    header: 'Proyecto',
    cell: ({ row }) => (
      <Text minW="40" lineClamp={2}>
        {row.original.project?.name ?? '—'}
      </Text>
    ),
  },
  {
    id: 'stage',
    header: 'Etapa',
    cell: ({ row }) => <Text whiteSpace="nowrap">{row.original.pipelinestage?.name ?? '—'}</Text>,
  },
  {
    id: 'status',
    header: 'Estado',
    cell: ({ row }) =>
      row.original.status ? (
        <StatusBadge table={prospectStatus} value={row.original.status} />
      ) : (
        dash
      ),
  },
  {
    id: 'criticality',
    header: 'Criticidad',
    cell: ({ row }) =>
      row.original.criticality ? (
        <StatusBadge table={prospectCriticality} value={row.original.criticality} />
      ) : (
        dash
      ),
  },
  {
    id: 'preapproval',
    header: 'Preaprobación',
    cell: ({ row }) =>
      row.original.prospectapproval ? (
        <StatusBadge table={preapprovalStatus} value={row.original.prospectapproval.status} />
      ) : (
        dash
      ),
  },
  {
    id: 'created_at',
    header: 'Fecha',
    cell: ({ row }) => <Text whiteSpace="nowrap">{formatDate(row.original.created_at)}</Text>,
  },
  {
    id: 'actions',
    header: 'Acciones',
    cell: ({ row }) => (
      <IconLink
        href={`/${row.original.id}/business-details`}
        label={`Ver negocio de ${customerName(row.original)}`}
      >
        <Eye aria-hidden />
      </IconLink>
    ),
  },
];

// The columns of /projects. Flags flip through callbacks; the page decides what a flip means
// (hiding asks first). Roles that may only look (RealstateUser) see the flags without actions.
import type { ColumnDef } from '@tanstack/react-table';
import { Avatar, Badge, Box, Button, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Building2, History, LayoutGrid, Pencil, Star, Trash2, Webhook } from 'lucide-react';
import { Link } from 'wouter';
import { FlagSwitch } from '../../../components/flag-switch';
import { IconAction, IconLink } from '../../../components/icon-link';
import { formatUF } from '../../../lib/format';
import { PLAN_WITH_BUTTON, slotUrl, type ProjectRow } from '../projects.types';

export interface ProjectColumnHandlers {
  busyIds: ReadonlySet<string>;
  /** Admin, RealstateAdmin, RealstateVendor: flags, editor, audits, remove. */
  canManage: boolean;
  /** Admin only: webhooks. */
  isAdmin: boolean;
  onVisibleChange(project: ProjectRow, visible: boolean): void;
  onImportantChange(project: ProjectRow, important: boolean): void;
  onRemove(project: ProjectRow): void;
}

const dash = <Text color="fg.muted">—</Text>;

export function projectColumns(handlers: ProjectColumnHandlers): ColumnDef<ProjectRow, unknown>[] {
  const { busyIds, canManage, isAdmin, onVisibleChange, onImportantChange, onRemove } = handlers;
  return [
    {
      id: 'logo',
      header: () => <VisuallyHidden>Logo</VisuallyHidden>,
      cell: ({ row }) => {
        const logo = slotUrl(row.original, 'logo');
        return (
          <Avatar.Root size="md" shape="rounded" bg="bg.muted" color="fg.muted">
            <Avatar.Fallback name={row.original.name} />
            {logo ? (
              <Avatar.Image src={logo} alt={`Logo de ${row.original.name}`} objectFit="contain" />
            ) : null}
          </Avatar.Root>
        );
      },
    },
    {
      id: 'name',
      meta: { sortKey: 'name' },
      header: 'Proyecto',
      cell: ({ row }) => (
        <Stack gap="0.5" minW="48">
          <HStack gap="2">
            <Text fontWeight="medium">{row.original.name}</Text>
            {row.original.visible ? null : (
              <Badge size="sm" colorPalette="gray" variant="outline">
                Oculto
              </Badge>
            )}
          </HStack>
          <Text textStyle="xs" color="fg.muted">
            {row.original.type}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'agency',
      header: 'Inmobiliaria',
      cell: ({ row }) => row.original.realstateagency?.name ?? dash,
    },
    { id: 'commune', header: 'Comuna', cell: ({ row }) => row.original.commune?.name ?? dash },
    {
      id: 'status',
      header: 'Estado',
      cell: ({ row }) =>
        row.original.status ? (
          <Badge colorPalette="secondary" variant="subtle">
            {row.original.status.name}
          </Badge>
        ) : (
          dash
        ),
    },
    {
      id: 'price',
      meta: { sortKey: 'price_from', label: 'Precio desde' },
      header: () => <Box textAlign="end">Precio desde</Box>,
      cell: ({ row }) => (
        <Text textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
          {formatUF(row.original.price_from)}
        </Text>
      ),
    },
    {
      id: 'visible',
      meta: { sortKey: 'visible' },
      header: 'Visible',
      cell: ({ row }) => (
        <FlagSwitch
          label={`Visible: ${row.original.name}`}
          checked={row.original.visible}
          busy={busyIds.has(row.original.id)}
          readOnly={!canManage}
          onChange={(next) => onVisibleChange(row.original, next)}
        />
      ),
    },
    {
      id: 'important',
      meta: { sortKey: 'important' },
      header: 'Destacado',
      cell: ({ row }) => {
        const { important, name } = row.original;
        return (
          <IconAction
            label={important ? `Quitar destacado: ${name}` : `Destacar: ${name}`}
            aria-pressed={important}
            disabled={!canManage || busyIds.has(row.original.id)}
            color={important ? 'orange.500' : 'fg.muted'}
            onClick={() => onImportantChange(row.original, !important)}
          >
            <Star aria-hidden fill={important ? 'currentColor' : 'none'} />
          </IconAction>
        );
      },
    },
    {
      id: 'plan',
      header: 'Plan',
      cell: ({ row }) => (
        <HStack gap="2">
          <Text whiteSpace="nowrap">Plan {row.original.plan}</Text>
          {canManage && row.original.plan === PLAN_WITH_BUTTON ? (
            <Button asChild size="xs" variant="outline" colorPalette="primary">
              <Link
                href={`/plans/create?project=${row.original.id}`}
                aria-label={`Plan de ${row.original.name}`}
              >
                Plan
              </Link>
            </Button>
          ) : null}
        </HStack>
      ),
    },
    {
      id: 'actions',
      header: () => <Box textAlign="end">Acciones</Box>,
      cell: ({ row }) => {
        const { id, name } = row.original;
        return (
          <HStack gap="0" justify="flex-end">
            {canManage ? (
              <IconLink href={`/projects/${id}/edit`} label={`Editar ${name}`}>
                <Pencil aria-hidden />
              </IconLink>
            ) : null}
            <IconLink href={`/properties?project=${id}`} label={`Unidades de ${name}`}>
              <Building2 aria-hidden />
            </IconLink>
            <IconLink
              href={`/projects/${id}/availability`}
              label={`Grilla de disponibilidad de ${name}`}
            >
              <LayoutGrid aria-hidden />
            </IconLink>
            {canManage ? (
              <IconLink href={`/projects/${id}/audits`} label={`Auditoría de ${name}`}>
                <History aria-hidden />
              </IconLink>
            ) : null}
            {isAdmin ? (
              <IconLink href={`/projects/${id}/webhooks`} label={`Webhooks de ${name}`}>
                <Webhook aria-hidden />
              </IconLink>
            ) : null}
            {canManage ? (
              <IconAction
                label={`Eliminar ${name}`}
                colorPalette="red"
                disabled={busyIds.has(id)}
                onClick={() => onRemove(row.original)}
              >
                <Trash2 aria-hidden />
              </IconAction>
            ) : null}
          </HStack>
        );
      },
    },
  ];
}

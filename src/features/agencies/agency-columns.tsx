// The columns of /agencies. Flags flip through callbacks; the page decides what a flip means
// (hiding asks first).
import type { ColumnDef } from '@tanstack/react-table';
import {
  Avatar,
  Badge,
  Box,
  HStack,
  Link as ChakraLink,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { History, Pencil } from 'lucide-react';
import { FlagSwitch } from '../../components/flag-switch';
import { IconLink } from '../../components/icon-link';
import { formatNumber } from '../../lib/format';
import { AgencyProjectsCell } from './agency-projects-cell';
import { mediaUrl, type AgencyRow } from './agencies.types';

export interface AgencyColumnHandlers {
  busyIds: ReadonlySet<string>;
  onImportantChange(agency: AgencyRow, important: boolean): void;
  onVisibleChange(agency: AgencyRow, visible: boolean): void;
}

const dash = <Text color="fg.muted">—</Text>;

export function agencyColumns(handlers: AgencyColumnHandlers): ColumnDef<AgencyRow, unknown>[] {
  const { busyIds, onImportantChange, onVisibleChange } = handlers;
  return [
    {
      id: 'logo',
      header: () => <VisuallyHidden>Logo</VisuallyHidden>,
      cell: ({ row }) => (
        <Avatar.Root size="md" shape="rounded" bg="bg.muted" color="fg.muted">
          <Avatar.Fallback name={row.original.name} />
          {mediaUrl(row.original, 'logo') ? (
            <Avatar.Image
              src={mediaUrl(row.original, 'logo') ?? undefined}
              alt={`Logo de ${row.original.name}`}
              objectFit="contain"
            />
          ) : null}
        </Avatar.Root>
      ),
    },
    {
      id: 'name',
      meta: { sortKey: 'name' },
      header: 'Nombre',
      cell: ({ row }) => (
        <Stack gap="0.5" minW="40">
          <HStack gap="2">
            <Text fontWeight="medium">{row.original.name}</Text>
            {row.original.visible ? null : (
              <Badge size="sm" colorPalette="gray" variant="outline">
                Oculta
              </Badge>
            )}
          </HStack>
          {row.original.url_site ? (
            <ChakraLink
              href={row.original.url_site}
              target="_blank"
              rel="noreferrer"
              textStyle="xs"
              color="fg.muted"
            >
              {row.original.url_site.replace(/^https?:\/\//, '')}
            </ChakraLink>
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'official_name',
      meta: { sortKey: 'official_name' },
      header: 'Razón social',
      cell: ({ row }) =>
        row.original.official_name ? (
          <Text minW="40" maxW="60" whiteSpace="normal">
            {row.original.official_name}
          </Text>
        ) : (
          dash
        ),
    },
    {
      id: 'contact',
      header: 'Correo / Teléfono',
      cell: ({ row }) => {
        const { email, phone } = row.original;
        if (!email && !phone) return dash;
        return (
          <Stack gap="0.5" textStyle="sm">
            {email ? (
              <ChakraLink href={`mailto:${email}`} color="fg" wordBreak="break-all">
                {email}
              </ChakraLink>
            ) : null}
            {phone ? <Text color="fg.muted">{phone}</Text> : null}
          </Stack>
        );
      },
    },
    {
      id: 'projects',
      header: 'Proyectos',
      cell: ({ row }) => <AgencyProjectsCell agency={row.original} />,
    },
    {
      id: 'orden',
      meta: { sortKey: 'orden' },
      header: 'Orden',
      cell: ({ row }) => formatNumber(row.original.orden),
    },
    {
      id: 'important',
      meta: { sortKey: 'important' },
      header: 'Destacada',
      cell: ({ row }) => (
        <FlagSwitch
          label={`Destacada: ${row.original.name}`}
          checked={row.original.important}
          busy={busyIds.has(row.original.id)}
          onChange={(next) => onImportantChange(row.original, next)}
        />
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
          onChange={(next) => onVisibleChange(row.original, next)}
        />
      ),
    },
    {
      id: 'quota',
      header: 'Cupo de proyectos',
      cell: ({ row }) => {
        const quota = row.original.plansrestrictions?.quantity;
        return quota == null ? <Text color="fg.muted">Sin límite</Text> : formatNumber(quota);
      },
    },
    {
      id: 'actions',
      header: () => <Box textAlign="end">Acciones</Box>,
      cell: ({ row }) => (
        <HStack gap="0" justify="flex-end">
          <IconLink
            href={`/agencies/${row.original.id}/edit`}
            label={`Editar ${row.original.name}`}
          >
            <Pencil aria-hidden />
          </IconLink>
          <IconLink
            href={`/agencies/${row.original.id}/audits`}
            label={`Auditoría de ${row.original.name}`}
          >
            <History aria-hidden />
          </IconLink>
        </HStack>
      ),
    },
  ];
}

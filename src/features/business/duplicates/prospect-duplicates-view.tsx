// /business/duplicates without data fetching (Admin only, issue 34): the RUTs whose prospects sit
// in several agencies, most prospects first, with each agency's share; loading, empty and error
// states, and the pages.
import { Box, Button, EmptyState, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { ArrowLeft, UsersRound } from 'lucide-react';
import { Link } from 'wouter';
import type { ProspectDuplicatesQuery } from '../../../../graphql/generated/client/graphql';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { Pagination } from '../../../components/pagination/pagination';
import { formatNumber } from '../../../lib/format';

export type DuplicateReport = ProspectDuplicatesQuery['prospectduplicates'];
export type DuplicateGroup = DuplicateReport['data'][number];

export interface ProspectDuplicatesViewProps {
  report: DuplicateReport | null;
  loading: boolean;
  error?: string | null;
  onRetry?(): void;
  onPageChange(page: number): void;
}

const backLink = (
  <Button asChild variant="outline" colorPalette="gray">
    <Link href="/business">
      <ArrowLeft aria-hidden />
      Volver a negocios
    </Link>
  </Button>
);

/** «Inmobiliaria Andes (2), Inmobiliaria Pacífico (1)» */
export const agenciesText = (group: DuplicateGroup) =>
  group.agencies.map((a) => `${a.agency_name} (${formatNumber(a.prospects)})`).join(', ');

function Empty() {
  return (
    <EmptyState.Root borderWidth="1px" rounded="md">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <UsersRound aria-hidden />
        </EmptyState.Indicator>
        <EmptyState.Title as="h2">
          No hay prospectos duplicados entre inmobiliarias.
        </EmptyState.Title>
        <EmptyState.Description>
          Ningún RUT tiene negocios en más de una inmobiliaria.
        </EmptyState.Description>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

export function ProspectDuplicatesView(props: ProspectDuplicatesViewProps) {
  const { report, loading, error, onRetry, onPageChange } = props;
  return (
    <Box>
      <PageHeader
        title="Prospectos duplicados"
        description="Clientes con el mismo RUT en negocios de más de una inmobiliaria."
        actions={backLink}
      />
      {error ? <LoadError message={error} onRetry={onRetry} /> : null}
      {loading && !report ? (
        <Stack gap="2" role="status" aria-busy="true" aria-label="Cargando prospectos duplicados">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height="10" />
          ))}
        </Stack>
      ) : null}
      {report && report.total === 0 ? <Empty /> : null}
      {report && report.data.length > 0 ? (
        <>
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root size="sm" aria-label="Prospectos duplicados entre inmobiliarias">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>RUT</Table.ColumnHeader>
                  <Table.ColumnHeader>Cliente</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Negocios</Table.ColumnHeader>
                  <Table.ColumnHeader>Inmobiliarias (negocios)</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {report.data.map((group) => (
                  <Table.Row key={group.rut}>
                    <Table.Cell whiteSpace="nowrap">{group.rut}</Table.Cell>
                    <Table.Cell>{group.customer_name || 'Sin nombre'}</Table.Cell>
                    <Table.Cell textAlign="end">{formatNumber(group.prospects)}</Table.Cell>
                    <Table.Cell>
                      <Text lineClamp={2} title={agenciesText(group)}>
                        {agenciesText(group)}
                      </Text>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <Pagination page={report} onPageChange={onPageChange} disabled={loading} />
        </>
      ) : null}
    </Box>
  );
}

// The home summary (spec §2 "one row per model"): for each unit model of the projects the viewer
// may see, how many quotations, booking and promise requests and payments it has, and how many
// of its units are still available.
import { Box, Card, Flex, Heading, Text } from '@chakra-ui/react';
import type { ColumnDef } from '@tanstack/react-table';
import type { TablePropertieQuery } from '../../../graphql/generated/client/graphql';
import { DataTable } from '../../components/data-table/data-table';
import { Pagination } from '../../components/pagination/pagination';
import { formatNumber } from '../../lib/format';
import { FilterSelect } from './filter-select';

export type SummaryPage = TablePropertieQuery['tablepropertie'];
type SummaryRow = SummaryPage['data'][number];

export interface HomeSummaryViewProps {
  page: SummaryPage | null;
  loading: boolean;
  error: string | null;
  projects: ReadonlyArray<{ id: string; name: string }>;
  project: string;
  onProjectChange(project: string): void;
  onPageChange(page: number): void;
}

const count = (key: keyof SummaryRow): ColumnDef<SummaryRow, unknown>['cell'] =>
  function Count({ row }) {
    return <Box textAlign="end">{formatNumber(row.original[key])}</Box>;
  };

const numeric = (id: keyof SummaryRow, header: string): ColumnDef<SummaryRow, unknown> => ({
  id,
  header: () => <Box textAlign="end">{header}</Box>,
  cell: count(id),
});

const COLUMNS: ColumnDef<SummaryRow, unknown>[] = [
  { id: 'project', header: 'Proyecto', cell: ({ row }) => row.original.project_name },
  { id: 'model', header: 'Modelo', cell: ({ row }) => row.original.model },
  numeric('quotation_count', 'Cotizaciones'),
  numeric('booking_request_count', 'Solicitudes de reserva'),
  numeric('booking_request_payments', 'Reservas pagadas'),
  numeric('promise_request_count', 'Solicitudes de promesa'),
  numeric('promise_request_payment', 'Promesas pagadas'),
  {
    id: 'available',
    header: () => <Box textAlign="end">Disponibles / total</Box>,
    cell: ({ row }) => (
      <Box textAlign="end" whiteSpace="nowrap">
        <Text as="span" fontWeight="semibold">
          {formatNumber(row.original.units_availabe)}
        </Text>{' '}
        / {formatNumber(row.original.units_count)}
      </Box>
    ),
  },
];

const rowId = (row: SummaryRow) => `${row.project_id}:${row.model}`;

export function HomeSummaryView(props: HomeSummaryViewProps) {
  const { page, loading, error, projects, project, onProjectChange, onPageChange } = props;
  return (
    <Card.Root as="section" aria-labelledby="home-summary-title" mb="8">
      <Card.Header>
        <Flex gap="4" wrap="wrap" align="flex-end" justify="space-between">
          <Box>
            <Heading as="h2" size="md" id="home-summary-title" color="fg.heading">
              Resumen por modelo
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              Cotizaciones, reservas, promesas y unidades disponibles de cada modelo.
            </Text>
          </Box>
          <Box maxW="xs" w="full">
            <FilterSelect
              label="Proyecto"
              value={project}
              options={projects.map((p) => ({ value: p.id, label: p.name }))}
              allLabel="Todos los proyectos"
              onChange={onProjectChange}
            />
          </Box>
        </Flex>
      </Card.Header>
      <Card.Body>
        {error ? (
          <Text color="fg.error" role="alert" mb="3">
            No se pudo cargar el resumen. {error}
          </Text>
        ) : null}
        <DataTable
          caption="Resumen por modelo"
          columns={COLUMNS}
          data={page?.data ?? []}
          loading={loading}
          getRowId={rowId}
          emptyText={
            project
              ? 'Este proyecto aún no tiene unidades.'
              : 'Aún no hay proyectos con unidades para mostrar.'
          }
        />
        {page && page.total > 0 ? (
          <Pagination page={page} onPageChange={onPageChange} disabled={loading} />
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

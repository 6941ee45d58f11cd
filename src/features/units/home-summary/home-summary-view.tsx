// The home summary (spec §2 "one row per model"): for each unit model of the projects the viewer
// may see, how many quotations, booking and promise requests and payments it has, and how many
// of its units are still available. A plain table, not the lists' DataTable: one fixed set of
// columns, no sorting, selection or column visibility, and /home must not download TanStack Table
// beside ECharts (issue 8's budget for the route's own JavaScript).
import { Box, Card, Flex, Heading, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { TablePropertieQuery } from '../../../../graphql/generated/client/graphql';
import { EmptyRow, ScrollFrame, SkeletonRows } from '../../../components/data-table/table-parts';
import { Pagination } from '../../../components/pagination/pagination';
import { formatNumber } from '../../../lib/format';
import { FilterSelect } from '../../../components/filter-select/filter-select';

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

interface Column {
  header: string;
  numeric: boolean;
  cell(row: SummaryRow): ReactNode;
}

const count = (key: keyof SummaryRow, header: string): Column => ({
  header,
  numeric: true,
  cell: (row) => formatNumber(row[key]),
});

const COLUMNS: Column[] = [
  { header: 'Proyecto', numeric: false, cell: (row) => row.project_name },
  { header: 'Modelo', numeric: false, cell: (row) => row.model },
  count('quotation_count', 'Cotizaciones'),
  count('booking_request_count', 'Solicitudes de reserva'),
  count('booking_request_payments', 'Reservas pagadas'),
  count('promise_request_count', 'Solicitudes de promesa'),
  count('promise_request_payment', 'Promesas pagadas'),
  {
    header: 'Disponibles / total',
    numeric: true,
    cell: (row) => (
      <Box as="span" whiteSpace="nowrap">
        <Text as="span" fontWeight="semibold">
          {formatNumber(row.units_availabe)}
        </Text>{' '}
        / {formatNumber(row.units_count)}
      </Box>
    ),
  },
];

const SKELETON_ROWS = 5;
const CAPTION = 'Resumen por modelo';

function SummaryTable(props: { rows: SummaryRow[]; loading: boolean; emptyText: string }) {
  const { rows, loading, emptyText } = props;
  const firstLoad = loading && rows.length === 0;
  return (
    <ScrollFrame label={CAPTION} loading={loading} firstLoad={firstLoad}>
      <Table.Root size="sm" stickyHeader interactive={rows.length > 0}>
        <Table.Caption srOnly>{CAPTION}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {COLUMNS.map((column) => (
              <Table.ColumnHeader
                key={column.header}
                bg="bg.muted"
                whiteSpace="nowrap"
                scope="col"
                textAlign={column.numeric ? 'end' : undefined}
              >
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {firstLoad ? <SkeletonRows rows={SKELETON_ROWS} width={COLUMNS.length} /> : null}
          {!loading && rows.length === 0 ? (
            <EmptyRow width={COLUMNS.length} text={emptyText} />
          ) : null}
          {rows.map((row) => (
            <Table.Row key={`${row.project_id}:${row.model}`}>
              {COLUMNS.map((column) => (
                <Table.Cell
                  key={column.header}
                  verticalAlign="middle"
                  textAlign={column.numeric ? 'end' : undefined}
                >
                  {column.cell(row)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </ScrollFrame>
  );
}

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
        <SummaryTable
          rows={page?.data ?? []}
          loading={loading}
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

import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ColumnDef } from '@tanstack/react-table';
import { StatusBadge } from '../status-badge/status-badge';
import { bookingRequestStatus } from '../../shared/sales-status';
import { PersonCell } from './person-cell';
import { SalesRecordListFrame, type SalesRecordListFrameProps } from './sales-record-list-frame';
import { longPerson, samplePage, sampleRecords, type SampleRecord } from './sales-record.fixtures';
import { NO_FILTERS_PAGE_1, inListFrame, listStoryArgs } from './sales-record.story-kit';

// The kit's list with a feature's three columns: the number, the customer (the person cell) and
// the status of the table the filter offers.
const columns: ColumnDef<SampleRecord, unknown>[] = [
  { id: 'id', header: 'N°', cell: ({ row }) => row.original.id },
  {
    id: 'customer',
    header: 'Cliente',
    cell: ({ row }) => (
      <PersonCell
        name={row.original.customer?.name ?? null}
        lines={[row.original.customer?.rut, row.original.customer?.email]}
        emptyText="Sin contacto"
      />
    ),
  },
  {
    id: 'status',
    header: 'Estado',
    cell: ({ row }) => <StatusBadge table={bookingRequestStatus} value={row.original.status} />,
  },
];

type Props = SalesRecordListFrameProps<SampleRecord, string>;

const text: Props['text'] = {
  title: 'Solicitud de Reservas',
  description: 'Las reservas que los clientes pidieron, la más reciente primero.',
  caption: 'Solicitudes de reserva',
  exportLabel: 'Exportar a Excel',
  filtersLabel: 'Filtros de solicitudes de reserva',
  searchLabel: 'Buscar solicitudes de reserva',
  searchPlaceholder: 'Nombre, correo, teléfono o RUT del cliente',
  expiringLabel: 'Por vencer (próximas 48 horas)',
  empty: 'Aún no hay solicitudes de reserva.',
  noMatch: 'Ninguna solicitud de reserva coincide con los filtros.',
};
// A list without «Por vencer».
const { expiringLabel: _expiring, ...plainText } = text;

const meta = {
  title: 'Componentes/Registro de venta/Lista',
  component: SalesRecordListFrame<SampleRecord, string>,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**Úsalo para** el marco de cada lista de registros de venta: encabezado con la exportación a Excel, filtros guardados en la URL, la tabla con sus estados y las páginas. Cada módulo entrega sus columnas, su tabla de estados y sus textos.',
          '**No lo uses para** listas que no son de registros de venta (arma la lista con `DataTable`, `Pagination` y los filtros).',
        ].join('\n\n'),
      },
    },
  },
  args: {
    ...listStoryArgs,
    text,
    table: bookingRequestStatus,
    columns,
    page: samplePage(sampleRecords, 2, 40),
    projects: [
      { value: '1', label: 'Parque Los Aromos' },
      { value: '2', label: 'Condominio Vista Cordillera' },
    ],
  },
  decorators: [inListFrame],
} satisfies Meta<typeof SalesRecordListFrame<SampleRecord, string>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Page 2 of 3: a customer with every line, one with the RUT only, a record without one. */
export const Rows: Story = {};
export const Loading: Story = { args: { page: null, loading: true } };
export const LoadingNextPage: Story = { args: { loading: true } };
export const Empty: Story = { args: { page: samplePage([]) } };
export const FilteredEmpty: Story = {
  args: {
    page: samplePage([]),
    filters: { ...NO_FILTERS_PAGE_1, status: 'paid', q: '16543287-8' },
  },
};
/** «Por vencer» checked from the URL. */
export const Expiring: Story = { args: { filters: { ...NO_FILTERS_PAGE_1, expiring: '1' } } };
export const LongNames: Story = {
  args: { page: samplePage([{ id: '1839', status: 'pending', customer: longPerson }]) },
};
/** A role the policy does not let export; a list without «Por vencer». */
export const WithoutExport: Story = { args: { requestExport: undefined, text: plainText } };
export const Failed: Story = {
  args: {
    page: null,
    error: 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  },
};
/** The next page failed: the rows on screen stay under the alert. */
export const FailedRefresh: Story = {
  args: { error: 'Ocurrió un error inesperado. Intenta nuevamente.' },
};

import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from './data-table';
import type { TableDensity } from './table-prefs';
import { LONG_ROW, staffRows, type StaffRow } from './data-table.fixtures';

const columns: ColumnDef<StaffRow, unknown>[] = [
  { id: 'name', header: 'Nombre', accessorKey: 'name', meta: { sortKey: 'name' } },
  { id: 'email', header: 'Correo', accessorKey: 'email', meta: { sortKey: 'email' } },
  { id: 'agency', header: 'Inmobiliaria', accessorKey: 'agency' },
  { id: 'role', header: 'Rol', accessorKey: 'role' },
];

// The component is generic; stories pin it to the staff rows.
function StaffTable(props: {
  data: StaffRow[];
  loading?: boolean;
  emptyText?: string;
  caption: string;
  /** The list's sort as the URL keeps it; absent: the headers are plain text. */
  sort?: string | null;
  /** Columns hidden and density as the list keeps them; absent: no toolbar. */
  prefs?: { hidden: string[]; density: TableDensity };
}) {
  const { sort: initial, prefs: initialPrefs, ...rest } = props;
  // The story keeps the sort the page would keep in the URL, and the preferences it would keep.
  const [sort, setSort] = useState(initial ?? null);
  const [hidden, setHidden] = useState(initialPrefs?.hidden ?? []);
  const [density, setDensity] = useState(initialPrefs?.density ?? 'comfortable');
  const tableSort = initial === undefined ? undefined : { value: sort, onChange: setSort };
  const prefs = initialPrefs
    ? { hidden, density, onHiddenChange: setHidden, onDensityChange: setDensity }
    : undefined;
  return (
    <DataTable
      columns={columns}
      getRowId={(row) => row.id}
      sort={tableSort}
      prefs={prefs}
      {...rest}
    />
  );
}

// The docs page titles this wrapper's props tab with its function name, which a build minifies.
Object.defineProperty(StaffTable, 'name', { value: 'Ejemplo' });

const meta = {
  title: 'Components/DataTable',
  component: StaffTable,
  subcomponents: { DataTable },
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**Úsalo para** las listas paginadas en el servidor: columnas de TanStack Table, filas esqueleto mientras llega la primera página, la página anterior con una barra de carga encima mientras llega la siguiente y un texto vacío en español. Con preferencias de tabla, una barra elige columnas y densidad.',
          '**No lo uses para** listas de cientos o miles de filas en una página (usa `VirtualDataTable`) ni para pares etiqueta–valor de un detalle (usa `DetailsCard`).',
        ].join('\n\n'),
      },
    },
  },
  args: { caption: 'Usuarios', data: staffRows(3) },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof StaffTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { data: [], loading: true } };

/** The next page is on its way: the current rows stay, under a loading bar. */
export const LoadingNextPage: Story = { args: { loading: true } };

export const Empty: Story = { args: { data: [] } };

export const EmptyCustomText: Story = {
  args: { data: [], emptyText: 'Ningún usuario coincide con «Zamorano».' },
};

export const OneRow: Story = { args: { data: staffRows(1) } };

export const ManyRows: Story = { args: { data: staffRows(40) } };

export const LongText: Story = { args: { data: [LONG_ROW, ...staffRows(2)] } };

/** A phone-width frame: the table scrolls sideways instead of squeezing its columns. */
export const Narrow: Story = {
  args: { data: staffRows(4) },
  decorators: [
    (Story) => (
      <Box maxW="320px">
        <Story />
      </Box>
    ),
  ],
};

/** Name and email sort on the server; no sort chosen yet: the list's own order. */
export const Sortable: Story = { args: { data: staffRows(4), sort: null } };

export const SortedAscending: Story = { args: { data: staffRows(4), sort: 'name' } };

export const SortedDescending: Story = { args: { data: staffRows(4), sort: '-email' } };

/** The toolbar: every column shown, comfortable rows. */
export const WithToolbar: Story = {
  args: { data: staffRows(4), sort: null, prefs: { hidden: [], density: 'comfortable' } },
};

/** Two columns hidden through «Columnas», compact rows. */
export const ColumnsChosen: Story = {
  args: {
    data: staffRows(6),
    sort: 'name',
    prefs: { hidden: ['agency', 'role'], density: 'compact' },
  },
};

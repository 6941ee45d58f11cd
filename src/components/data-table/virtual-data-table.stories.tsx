import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Box } from '@chakra-ui/react';
import type { ColumnDef } from '@tanstack/react-table';
import { formatUF } from '../../lib/format';
import type { TableDensity } from './table-prefs';
import { VirtualDataTable } from './virtual-data-table';
import { apartmentRows, type ApartmentRow } from './virtual-data-table.fixtures';

const columns: ColumnDef<ApartmentRow, unknown>[] = [
  {
    id: 'identifier',
    header: 'Unidad',
    accessorKey: 'identifier',
    meta: { sortKey: 'identifier' },
  },
  { id: 'model', header: 'Modelo', accessorKey: 'model' },
  { id: 'tower', header: 'Torre', accessorKey: 'tower' },
  { id: 'floor', header: 'Piso', accessorKey: 'floor' },
  {
    id: 'price',
    header: 'Precio',
    meta: { sortKey: 'price' },
    cell: ({ row }) => formatUF(row.original.price),
  },
];

const getRowId = (row: ApartmentRow) => row.id;

// The component is generic; stories pin it to apartments, with a live selection when asked.
function ApartmentsTable(props: {
  data: ApartmentRow[];
  loading?: boolean;
  emptyText?: string;
  selectable?: boolean;
  initialSelected?: string[];
  /** The list's sort as the URL keeps it; absent: the headers are plain text. */
  sort?: string | null;
  /** Columns hidden and density as the list keeps them; absent: no toolbar. */
  prefs?: { hidden: string[]; density: TableDensity };
}) {
  const { selectable = false, initialSelected = [], sort: initialSort, ...rest } = props;
  const { prefs: initialPrefs, ...others } = rest;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set(initialSelected));
  const [sort, setSort] = useState(initialSort ?? null);
  const [hidden, setHidden] = useState(initialPrefs?.hidden ?? []);
  const [density, setDensity] = useState(initialPrefs?.density ?? 'comfortable');
  return (
    <VirtualDataTable
      caption="Unidades del proyecto"
      columns={columns}
      getRowId={getRowId}
      maxH="480px"
      selection={
        selectable
          ? {
              selected,
              onChange: setSelected,
              rowLabel: (row) => `Seleccionar ${row.identifier}`,
            }
          : undefined
      }
      sort={initialSort === undefined ? undefined : { value: sort, onChange: setSort }}
      prefs={
        initialPrefs
          ? { hidden, density, onHiddenChange: setHidden, onDensityChange: setDensity }
          : undefined
      }
      {...others}
    />
  );
}

// The docs page titles this wrapper's props tab with its function name, which a build minifies.
Object.defineProperty(ApartmentsTable, 'name', { value: 'Ejemplo' });

const meta = {
  title: 'Components/VirtualDataTable',
  component: ApartmentsTable,
  subcomponents: { VirtualDataTable },
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**Úsalo para** listas largas (una página de unidades, miles de filas): solo dibuja las filas a la vista, con selección opcional (casilla por fila, la del encabezado toma la página, mayúscula + clic toma un rango).',
          '**No lo uses para** listas cortas de páginas pequeñas (usa `DataTable`, más simple) ni tablas dentro de una tarjeta de detalle.',
        ].join('\n\n'),
      },
    },
  },
  args: { data: apartmentRows(30) },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ApartmentsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { data: [], loading: true } };

export const Empty: Story = {
  args: { data: [], emptyText: 'No hay unidades que coincidan con los filtros.' },
};

export const FewRows: Story = {};

/** Five thousand rows: only those in view (and a few more) are drawn. */
export const FiveThousandRows: Story = { args: { data: apartmentRows(5000) } };

export const Selectable: Story = {
  args: { data: apartmentRows(250), selectable: true, initialSelected: ['2', '3'] },
};

/** Sorted by price, highest first (the server sorts; the rows come in that order). */
export const SortedByPrice: Story = {
  args: {
    data: [...apartmentRows(30)].sort((a, b) => b.price - a.price),
    sort: '-price',
    selectable: true,
  },
};

/** Selectable, with the toolbar: model and floor hidden, compact rows. */
export const ColumnsChosen: Story = {
  args: {
    selectable: true,
    data: apartmentRows(40),
    prefs: { hidden: ['model', 'floor'], density: 'compact' },
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { useEffect, useState } from 'react';
import { Box } from '@chakra-ui/react';
import { Toaster, showActionToast, toaster } from '../../../components/toaster';
import { UnitsView, type UnitsViewProps } from './units-view';
import { doneTitle } from './grouped-texts';
import {
  filtersFixture,
  modelsFixture,
  projectsFixture,
  towersFixture,
  unitPage,
  unitRows,
} from '../units.fixtures';

const onSelectionChange: UnitsViewProps['onSelectionChange'] = fn();
const onGroupedAction: UnitsViewProps['onGroupedAction'] = fn();
const onFlagChange: UnitsViewProps['actions']['onFlagChange'] = fn();
const onFiltersChange: UnitsViewProps['onFiltersChange'] = fn();
const onTabChange: UnitsViewProps['onTabChange'] = fn();
const onPageChange: UnitsViewProps['onPageChange'] = fn();
const onRetry: NonNullable<UnitsViewProps['onRetry']> = fn();

// A live selection, so the grouped toolbar appears when rows are ticked.
function UnitsStory(props: UnitsViewProps & { initialSelected?: string[] }) {
  const { initialSelected = [], ...rest } = props;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set(initialSelected));
  return (
    <UnitsView
      {...rest}
      selected={selected}
      onSelectionChange={(next) => {
        setSelected(next);
        rest.onSelectionChange(next);
      }}
    />
  );
}

const onUndo: () => void = fn();

// The toast a grouped «Ocultar» leaves behind (issue 33), over the table it changed.
function UndoToastStory(props: UnitsViewProps) {
  useEffect(() => {
    const id = showActionToast({
      title: doneTitle('property', 2, { field: 'visible', flag: false }),
      action: { label: 'Deshacer', onClick: onUndo },
    });
    return () => toaster.remove(id);
  }, []);
  return (
    <>
      <UnitsStory {...props} />
      <Toaster />
    </>
  );
}

const meta = {
  title: 'Unidades/Tabla',
  component: UnitsStory,
  args: {
    filters: filtersFixture,
    projects: projectsFixture,
    models: modelsFixture,
    towers: towersFixture,
    page: unitPage(unitRows('property', 250), 740),
    loading: false,
    error: null,
    selected: new Set<string>(),
    onSelectionChange,
    running: null,
    onGroupedAction,
    actions: { pending: new Set<string>(), locked: false, onFlagChange },
    onFiltersChange,
    onTabChange,
    onPageChange,
    onRetry,
  },
  parameters: { route: '/properties?project=3' },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof UnitsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { page: null, loading: true } };

export const Empty: Story = { args: { page: unitPage([]) } };

export const NoProject: Story = {
  args: { page: null, filters: { ...filtersFixture, project: '' } },
};

export const Failed: Story = {
  args: {
    page: null,
    error: 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  },
};

export const Homes: Story = {};

/** 5,000 homes on one page: only the rows in view are in the DOM. */
export const FiveThousandRows: Story = { args: { page: unitPage(unitRows('property', 5000)) } };

/** Rows ticked: the grouped toolbar with the homes' actions. */
export const WithSelection: Story = { args: { initialSelected: ['1000', '1001', '1002'] } };

export const GroupedRunning: Story = {
  args: { initialSelected: ['1000', '1001'], running: { field: 'visible', flag: false } },
};

export const Warehouses: Story = {
  args: {
    filters: { ...filtersFixture, kind: 'warehouse' },
    page: unitPage(unitRows('warehouse', 40)),
  },
};

export const ParkingLots: Story = {
  args: {
    filters: { ...filtersFixture, kind: 'parkinglot' },
    page: unitPage(unitRows('parkinglot', 60)),
    initialSelected: ['1003'],
  },
};

export const SavingFlag: Story = {
  args: { actions: { pending: new Set(['1000:visible']), locked: false, onFlagChange } },
};

const onSortChange: NonNullable<UnitsViewProps['sort']>['onChange'] = fn();

/** Sorted by price, cheapest first (`?sort=price`): the server's order, the header says so. */
export const SortedByPrice: Story = {
  args: {
    page: unitPage(
      [...unitRows('property', 250)].sort((a, b) => a.price - b.price),
      740,
    ),
    sort: { value: 'price', onChange: onSortChange },
  },
};

/** Sorted by identifier, last first (`?sort=-identifier`). */
export const SortedByIdentifierDescending: Story = {
  args: { sort: { value: '-identifier', onChange: onSortChange } },
};

const hiddenTwo = unitRows('property', 250).map((row) =>
  row.id === '1000' || row.id === '1001' ? { ...row, visible: false } : row,
);

/** Right after hiding A101 and B101: the toast offers «Deshacer» for a few seconds. */
export const UndoOffered: Story = {
  args: { page: unitPage(hiddenTwo, 740) },
  render: (args) => <UndoToastStory {...args} />,
};

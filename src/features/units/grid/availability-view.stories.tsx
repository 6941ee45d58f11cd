import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { useState } from 'react';
import { Box } from '@chakra-ui/react';
import { AvailabilityView, type AvailabilityViewProps } from './availability-view';
import { gridHomes, towersGridFixture } from './availability.fixtures';

const onSelectionChange: AvailabilityViewProps['onSelectionChange'] = fn();
const onGroupedAction: AvailabilityViewProps['onGroupedAction'] = fn();
const onOpen: AvailabilityViewProps['onOpen'] = fn();
const onTowerChange: AvailabilityViewProps['onTowerChange'] = fn();
const onPrint: AvailabilityViewProps['onPrint'] = fn();
const onExportPng: AvailabilityViewProps['onExportPng'] = fn();
const onRetry: NonNullable<AvailabilityViewProps['onRetry']> = fn();

// A live selection, so ticking cells shows the grouped toolbar.
function GridStory(props: AvailabilityViewProps & { initialSelected?: string[] }) {
  const { initialSelected = [], ...rest } = props;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set(initialSelected));
  return (
    <AvailabilityView
      {...rest}
      selected={selected}
      onSelectionChange={(next) => {
        setSelected(next);
        rest.onSelectionChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Unidades/Grilla de disponibilidad',
  component: GridStory,
  args: {
    projectId: '3',
    projectName: 'Parque Quilicura',
    towers: towersGridFixture,
    tower: 'A',
    homes: gridHomes(6, 8),
    error: null,
    onRetry,
    onTowerChange,
    selected: new Set<string>(),
    onSelectionChange,
    running: null,
    onGroupedAction,
    onOpen,
    onPrint,
    onExportPng,
  },
  parameters: { route: '/projects/3/availability' },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof GridStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { homes: null, projectName: null, towers: [] } };

export const EmptyTower: Story = { args: { homes: [], towers: ['A'] } };

export const NoHomes: Story = { args: { homes: [], towers: [], tower: '' } };

/** Every state on one tower: the legend counts them. */
export const MixedStates: Story = {};

/** Three homes ticked: the grouped toolbar. */
export const Selection: Story = { args: { initialSelected: ['5001', '5002', '5003'] } };

export const Hiding: Story = {
  args: { initialSelected: ['5001', '5002'], running: { field: 'visible', flag: false } },
};

/** «No reservable» running on a range: its button spins, the others wait. */
export const MakingNotBookeable: Story = {
  args: {
    initialSelected: ['5000', '5001', '5002', '5003'],
    running: { field: 'bookeable', flag: false },
  },
};

/** «Promesable» running on a range. */
export const MakingPromisable: Story = {
  args: { initialSelected: ['5008', '5009'], running: { field: 'promisable', flag: true } },
};

export const Failed: Story = {
  args: {
    homes: null,
    error: 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  },
};

/** A tower of 2,000 homes (40 floors of 50): every cell in the DOM. */
export const LargeTower: Story = { args: { homes: gridHomes(40, 50) } };

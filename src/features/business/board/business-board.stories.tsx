import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import {
  boardColumns,
  emptyPagesFixture,
  firstPagesFixture,
  stagesFixture,
} from '../board.fixtures';
import { BusinessBoard, type BusinessBoardProps } from './business-board';
import type { ColumnPaging } from './board.types';

const paging = (pages: typeof firstPagesFixture): Record<string, ColumnPaging> =>
  Object.fromEntries(
    pages.map((page) => [
      page.id,
      { hasMore: page.info.has_more_pages, loadingMore: false, error: null },
    ]),
  );

const onRetry: NonNullable<BusinessBoardProps['onRetry']> = fn();
const onClearFilters: NonNullable<BusinessBoardProps['onClearFilters']> = fn();
const onLoadMore: NonNullable<BusinessBoardProps['onLoadMore']> = fn();
const onMoveCard: NonNullable<BusinessBoardProps['onMoveCard']> = fn();
const onDropCard: NonNullable<BusinessBoardProps['onDropCard']> = fn();

const meta = {
  title: 'Negocios/Tablero',
  component: BusinessBoard,
  args: {
    stages: stagesFixture,
    columns: boardColumns(firstPagesFixture),
    paging: paging(firstPagesFixture),
    loading: false,
    error: null,
    onRetry,
    filtered: false,
    onClearFilters,
    onLoadMore,
    onMoveCard,
    onDropCard,
  },
  parameters: { route: '/business' },
  decorators: [
    (Story) => (
      <Box p="4">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof BusinessBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Seven stages: Nuevo with 45 (three loaded and «Ver más»), some with one, the rest empty. */
export const Filled: Story = {};

export const Loading: Story = { args: { columns: [], loading: true } };

export const Failed: Story = {
  args: {
    columns: [],
    error: 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  },
};

/** No prospects at all yet: every column says so. */
export const Empty: Story = {
  args: { columns: boardColumns(emptyPagesFixture), paging: paging(emptyPagesFixture) },
};

/** The filters match nothing: one message and a way out. */
export const FilteredEmpty: Story = {
  args: {
    columns: boardColumns(emptyPagesFixture),
    paging: paging(emptyPagesFixture),
    filtered: true,
  },
};

/** New filters: the previous board stays, under a loading bar, until the new one arrives. */
export const Refreshing: Story = { args: { refreshing: true } };

/** A move saving: the card already sits in «Reserva», «Moviendo…», and the counts moved. */
export const MoveInFlight: Story = {
  args: {
    columns: boardColumns(firstPagesFixture).map((column) => {
      if (column.stageId === '3') return { ...column, total: 0, cards: [] };
      if (column.stageId === '4')
        return { ...column, total: 1, cards: firstPagesFixture[2]?.data ?? [] };
      return column;
    }),
    movingIds: new Set(['3104']),
  },
};

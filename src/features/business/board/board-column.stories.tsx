import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { longNameCard, manyCards, threeCards } from '../board.fixtures';
import { BoardColumn, type BoardColumnProps } from './board-column';

const nuevo = { id: '1', name: 'Nuevo' };
const idle = { hasMore: false, loadingMore: false, error: null };

const onLoadMore: NonNullable<BoardColumnProps['onLoadMore']> = fn();
const onMoveCard: NonNullable<BoardColumnProps['onMoveCard']> = fn();
const onDragStart: NonNullable<BoardColumnProps['onDragStart']> = fn();
const onDragEnd: NonNullable<BoardColumnProps['onDragEnd']> = fn();
const onDrop: NonNullable<BoardColumnProps['onDrop']> = fn();

const meta = {
  title: 'Negocios/Columna',
  component: BoardColumn,
  args: {
    stage: nuevo,
    total: 3,
    cards: threeCards,
    paging: idle,
    onLoadMore,
    onMoveCard,
    onDragStart,
    onDragEnd,
    onDrop,
  },
  parameters: { route: '/business' },
  decorators: [
    (Story) => (
      <Box p="4">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof BoardColumn>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { stage: { id: '5', name: 'Promesa' }, total: 0, cards: [] } };

export const ThreeCards: Story = {};

/** 500 negocios en la etapa: se ve la primera página (20) y «Ver más». */
export const FiveHundredWithMore: Story = {
  args: { total: 500, cards: manyCards(20, '1'), paging: { ...idle, hasMore: true } },
};

/** 500 negocios con cinco páginas ya cargadas (100 tarjetas): la columna se desplaza. */
export const FiveHundredFivePagesLoaded: Story = {
  args: { total: 500, cards: manyCards(100, '1'), paging: { ...idle, hasMore: true } },
};

export const LoadingMore: Story = {
  args: {
    total: 500,
    cards: manyCards(20, '1'),
    paging: { ...idle, hasMore: true, loadingMore: true },
  },
};

export const MoreFailed: Story = {
  args: {
    total: 500,
    cards: manyCards(20, '1'),
    paging: {
      hasMore: true,
      loadingMore: false,
      error: 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
    },
  },
};

/** A card of «Contactado» is being dragged: this column accepts it (highlighted when over). */
export const DropTarget: Story = {
  args: { dragged: { card: longNameCard, fromStageId: '2' } },
};

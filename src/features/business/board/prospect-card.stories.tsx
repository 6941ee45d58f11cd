import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import {
  camilaCard,
  franciscaCard,
  ignacioCard,
  javieraCard,
  longNameCard,
} from '../board.fixtures';
import { ProspectCardView, type ProspectCardViewProps } from './prospect-card';

const onMove: NonNullable<ProspectCardViewProps['onMove']> = fn();
const onDragStart: NonNullable<ProspectCardViewProps['onDragStart']> = fn();
const onDragEnd: NonNullable<ProspectCardViewProps['onDragEnd']> = fn();

const meta = {
  title: 'Negocios/Tarjeta',
  component: ProspectCardView,
  args: { card: camilaCard, onMove, onDragStart, onDragEnd },
  parameters: { route: '/business' },
  decorators: [
    (Story) => (
      <Box as="ul" w="80" p="4" m="0">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ProspectCardView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Criticidad alta, preaprobación aprobada y Rukan vigente. */
export const HighWithPreapprovalAndRukan: Story = {};

/** Criticidad media, sin preaprobación ni Rukan. */
export const MediumPlain: Story = { args: { card: ignacioCard } };

/** Criticidad baja, preaprobación en revisión. */
export const LowInReview: Story = { args: { card: javieraCard } };

/** Un negocio ganado, preaprobación aprobada. */
export const Won: Story = { args: { card: franciscaCard } };

/** Sin criticidad y con un nombre y un correo más largos que la tarjeta. */
export const LongName: Story = { args: { card: longNameCard } };

/** Un movimiento en curso: la tarjeta ya está en su nueva etapa, con «Moviendo…». */
export const Moving: Story = { args: { moving: true } };

/** Sin acciones de movimiento (tablero de solo lectura). */
export const ReadOnly: Story = { args: { onMove: undefined, onDragStart: undefined } };

/** Otro negocio de la inmobiliaria tiene el mismo RUT: la insignia «Posible duplicado». */
export const PossibleDuplicate: Story = { args: { card: { ...camilaCard, duplicate_count: 1 } } };

/** Varios negocios con el mismo RUT. */
export const SeveralDuplicates: Story = { args: { card: { ...ignacioCard, duplicate_count: 3 } } };

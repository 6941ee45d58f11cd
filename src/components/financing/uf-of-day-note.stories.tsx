import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { lateUf, ufOfDay } from './financing.fixtures';
import { UfOfDayNote } from './uf-of-day-note';

const meta = {
  title: 'Components/UfOfDayNote',
  component: UfOfDayNote,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**Úsalo para** el valor de la UF con que se calcularon los pesos de una página, siempre con su fecha: «UF del 01-12-2026: $39.485,65», y el aviso «último valor disponible» cuando el día no tiene valor propio.',
          '**No lo uses para** montos en UF (se formatean con `src/lib/format.ts`) ni la lista de valores de la UF.',
        ].join('\n\n'),
      },
    },
  },
  args: { uf: ufOfDay },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof UfOfDayNote>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OfTheDay: Story = {};
/** The day has no value yet: the last one known, in the warning colour. */
export const LastAvailable: Story = { args: { uf: lateUf } };
export const Unknown: Story = { args: { uf: null } };

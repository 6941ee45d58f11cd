import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import { Pagination, type PaginationProps } from './pagination';

const onPageChange: PaginationProps['onPageChange'] = fn();

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**Úsalo para** la paginación del servidor bajo una lista: el resumen «Mostrando…», botones reales dentro de una navegación con etiqueta y la página actual marcada con `aria-current`.',
          '**No lo uses para** listas virtuales que muestran todo a la vez ni pasos de un asistente.',
        ].join('\n\n'),
      },
    },
  },
  args: {
    onPageChange,
    page: { current_page: 1, last_page: 8, total: 120, from: 1, to: 15 },
  },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};

export const MiddlePage: Story = {
  args: { page: { current_page: 40, last_page: 667, total: 10_000, from: 586, to: 600 } },
};

export const LastPage: Story = {
  args: { page: { current_page: 8, last_page: 8, total: 120, from: 106, to: 120 } },
};

export const SinglePage: Story = {
  args: { page: { current_page: 1, last_page: 1, total: 4, from: 1, to: 4 } },
};

export const Empty: Story = {
  args: { page: { current_page: 1, last_page: 1, total: 0, from: null, to: null } },
};

export const Loading: Story = {
  args: { disabled: true, page: { current_page: 3, last_page: 8, total: 120, from: 31, to: 45 } },
};

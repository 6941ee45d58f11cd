import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { FilterSelect, type FilterSelectProps } from './filter-select';

const onChange: FilterSelectProps['onChange'] = fn();

const meta = {
  title: 'Components/FilterSelect',
  component: FilterSelect,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**Úsalo para** un filtro de lista como un `select` nativo con etiqueta: funciona con teclado y lectores de pantalla en todas partes, y la primera opción («Todos…») quita el filtro.',
          '**No lo uses para** elegir entre muchas opciones con búsqueda ni campos de un formulario que se guarda (ahí van los campos del formulario con su validación).',
        ].join('\n\n'),
      },
    },
  },
  args: {
    label: 'Proyecto',
    allLabel: 'Todos los proyectos',
    value: '',
    options: [
      { value: '1', label: 'Parque Los Aromos' },
      { value: '2', label: 'Condominio Vista Cordillera' },
      { value: '4', label: 'Jardines de Hualpén' },
    ],
    onChange,
  },
  decorators: [
    (Story) => (
      <Box p="6" maxW="md">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof FilterSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoFilter: Story = {};
export const Chosen: Story = { args: { value: '2' } };
/** An id from the URL that the options lack (another agency's project): shown as it is. */
export const UnknownValue: Story = { args: { value: '99' } };
export const Disabled: Story = { args: { disabled: true } };
/** A choice that is required (the units page's project): no "all" option. */
export const RequiredChoice: Story = { args: { allLabel: undefined, value: '1' } };
export const LongOptions: Story = {
  args: {
    value: '7',
    options: [
      {
        value: '7',
        label:
          'Condominio Parque Los Aromos de Puente Alto, Etapa II — Torres B y C (subsidio DS19)',
      },
    ],
  },
};

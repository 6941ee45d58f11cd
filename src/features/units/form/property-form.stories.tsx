import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import { FloorPlanCard } from '../details/floor-plan-card';
import { PropertyForm, type PropertyFormProps } from './property-form';
import { parkingOptions, propertyFixture, warehouseOptions } from './property-form.fixtures';
import { emptyProperty, propertyDefaults } from './property-form.mapping';
import { projectsFixture } from '../units.fixtures';

const onSubmit: PropertyFormProps['onSubmit'] = fn();
const onProjectChange: NonNullable<PropertyFormProps['onProjectChange']> = fn();

const meta = {
  title: 'Unidades/Formulario de propiedad',
  component: PropertyForm,
  args: {
    mode: 'create',
    defaultValues: emptyProperty('3'),
    projects: projectsFixture,
    warehouses: warehouseOptions,
    parkingLots: parkingOptions,
    onSubmit,
    onProjectChange,
    cancelHref: '/properties?project=3',
  },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof PropertyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: {
    mode: 'edit',
    defaultValues: propertyDefaults(propertyFixture),
    projects: [{ id: '3', name: 'Condominio Parque Los Aromos' }],
    aside: <FloorPlanCard model="Modelo A 2D2B" medias={[]} />,
  },
};

export const WithErrors: Story = {
  args: {
    defaultValues: { ...emptyProperty('3'), price: 0, bathrooms: 'uno y medio' },
    validateOnMount: true,
  },
};

/** The server refused a field (a taken identifier): its message sits by the field. */
export const ServerFieldError: Story = {
  args: {
    defaultValues: { ...emptyProperty('3'), identifier: 'A1203', price: 2350 },
    fieldErrors: { identifier: 'Ya existe una unidad con ese identificador en el proyecto.' },
  },
};

export const ServerFailure: Story = {
  args: {
    mode: 'edit',
    defaultValues: propertyDefaults(propertyFixture),
    projects: [{ id: '3', name: 'Condominio Parque Los Aromos' }],
    error: 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  },
};

export const Saving: Story = {
  args: {
    mode: 'edit',
    defaultValues: propertyDefaults(propertyFixture),
    projects: [{ id: '3', name: 'Condominio Parque Los Aromos' }],
    saving: true,
  },
};

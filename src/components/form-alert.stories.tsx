import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { FormAlert } from './form-alert';

const meta = {
  title: 'Components/FormAlert',
  component: FormAlert,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**Úsalo para** el resultado general de un formulario: un error que no es de un campo (guardado rechazado, conexión perdida) o un éxito que reemplaza el formulario. Se anuncia en cuanto aparece (`role="alert"`).',
          '**No lo uses para** errores de un campo (van bajo el campo, con `FormField`) ni avisos pasajeros tras una acción (usa el `toaster`).',
        ].join('\n\n'),
      },
    },
  },
  args: {
    children: 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  },
  decorators: [
    (Story) => (
      <Box p="6" maxW="xl">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof FormAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A refused save: the default status is error. */
export const Failed: Story = {};

export const WithTitle: Story = {
  args: {
    title: 'No se guardó el proyecto',
    children: 'Ya existe un proyecto con el nombre «Parque Los Aromos» en esta inmobiliaria.',
  },
};

/** A success that replaces the form (the password reset link was sent). */
export const Success: Story = {
  args: {
    status: 'success',
    title: 'Revisa tu correo',
    children: 'Si camila.rojas@inmobiliariaandes.cl tiene una cuenta, le enviamos un enlace.',
  },
};

export const Warning: Story = {
  args: {
    status: 'warning',
    children: 'La inmobiliaria alcanzó el límite de proyectos de su plan.',
  },
};

export const Info: Story = {
  args: { status: 'info', children: 'Los cambios se verán en el sitio público en unos minutos.' },
};

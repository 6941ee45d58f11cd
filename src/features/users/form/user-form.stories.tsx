import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import { UserForm, type UserFormProps } from './user-form';
import { formValuesOf, roleOptionsFor } from './user-form.mapping';
import {
  AGENCY_OPTIONS,
  EDITED_USER,
  PERMISSION_OPTIONS,
  PROJECT_OPTIONS,
  ROLES,
} from '../users.fixtures';

// Typed as the prop, so tests can pass their own spy in place of the Storybook action.
const onSubmit: UserFormProps['onSubmit'] = fn();

const meta = {
  title: 'Usuarios/Formulario de usuario',
  component: UserForm,
  args: {
    mode: 'create',
    onSubmit,
    cancelHref: '/users',
    roleOptions: roleOptionsFor('Admin', ROLES),
    agencyOptions: AGENCY_OPTIONS,
    projectOptions: PROJECT_OPTIONS,
  },
  parameters: { route: '/users/create' },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof UserForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {};

/** A RealstateAdmin creates staff of their own agency: agency roles only, no 'Sin inmobiliaria'. */
export const CreateByAgencyAdmin: Story = {
  args: {
    roleOptions: roleOptionsFor('RealstateAdmin', ROLES),
    agencyOptions: AGENCY_OPTIONS.slice(0, 1),
    agencyRequired: true,
    defaultValues: { real_state_agency_id: '1' },
  },
};

export const CreateInvalid: Story = {
  args: {
    defaultValues: { name: 'Camila', email: 'camila.rojas@', password: 'corta' },
    validateOnMount: true,
  },
};

export const CreateServerErrors: Story = {
  args: {
    defaultValues: {
      name: 'Camila',
      last_name: 'Rojas Soto',
      email: 'matias.gonzalez@inmobiliariaandes.cl',
      role: 'RealstateVendor',
      real_state_agency_id: '1',
    },
    fieldErrors: {
      email: 'El correo ya está registrado.',
      password: 'La contraseña debe tener al menos 8 caracteres, con letras y números.',
    },
  },
};

export const Edit: Story = {
  args: {
    mode: 'edit',
    defaultValues: formValuesOf(EDITED_USER),
    permissionOptions: PERMISSION_OPTIONS,
  },
  parameters: { route: '/users/12/edit' },
};

export const EditServerErrors: Story = {
  args: {
    ...Edit.args,
    fieldErrors: { name: 'El nombre no puede superar 100 caracteres.' },
    error: 'No puedes desactivar tu propio usuario.',
  },
  parameters: { route: '/users/12/edit' },
};

/** Editing yourself: the status stays active. */
export const EditSelf: Story = {
  args: { ...Edit.args, lockStatus: true },
  parameters: { route: '/users/12/edit' },
};

export const EditLongNames: Story = {
  args: {
    ...Edit.args,
    defaultValues: {
      ...formValuesOf(EDITED_USER),
      name: 'María de los Ángeles Josefina',
      last_name: 'Fernández-Larraín de la Fuente Undurraga',
      email: 'maria.de.los.angeles.fernandez.larrain@inmobiliariaconstructoradelsur.cl',
    },
  },
  parameters: { route: '/users/12/edit' },
};

export const Saving: Story = {
  args: { ...Edit.args, saving: true },
  parameters: { route: '/users/12/edit' },
};

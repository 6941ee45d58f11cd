import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { GraphQLRequestError } from '../../lib/network/errors';
import { AuditPageBody } from './audit-page-body';
import { MANY_CHANGES, USER_FIELD_LABELS } from './audit-timeline.fixtures';

const meta = {
  title: 'Components/AuditPageBody',
  component: AuditPageBody,
  tags: ['autodocs'],
  args: {
    title: 'Auditoría de usuario',
    subtitle: 'Camila Rojas Soto · camila.rojas@inmobiliariaandes.cl',
    entries: MANY_CHANGES,
    loading: false,
    fieldLabels: USER_FIELD_LABELS,
    backHref: '/users',
    backLabel: 'Volver a usuarios',
  },
  parameters: {
    docs: {
      description: {
        component: [
          '**Úsalo para** el cuerpo de una página `/…/{id}/audits`: el encabezado con la vuelta atrás, el historial del registro, su carga y su error en español. Cada página de auditoría solo trae los datos y los nombres de los campos.',
          '**No lo uses para** mostrar el historial dentro de otra página (un detalle o un diálogo): ahí va `AuditTimeline` o la tarjeta de historial del registro de venta.',
        ].join('\n\n'),
      },
    },
    route: '/users/12/audits',
  },
  decorators: [
    (Story) => (
      <Box p="6" maxW="5xl">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof AuditPageBody>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHistory: Story = {};

export const Loading: Story = { args: { entries: [], loading: true, subtitle: undefined } };

export const Empty: Story = { args: { entries: [] } };

export const NotFound: Story = {
  args: { entries: [], subtitle: undefined, error: 'No encontramos este usuario.' },
};

export const Failed: Story = {
  args: {
    entries: [],
    error: new GraphQLRequestError(
      [{ message: 'El usuario no existe o fue eliminado.', extensions: { code: 'NOT_FOUND' } }],
      'UserAudits',
    ),
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import { WebhooksView, type WebhooksViewProps } from './webhooks-view';
import { WebhookFormDialog, type WebhookFormDialogProps } from './webhook-form-dialog';
import { recordsFixture, webhooksFixture } from './webhooks.fixtures';

const onEdit: WebhooksViewProps['onEdit'] = fn();
const onDelete: WebhooksViewProps['onDelete'] = fn();

const meta = {
  title: 'Proyectos/Webhooks/Página',
  component: WebhooksView,
  args: {
    projectId: '7',
    projectName: 'Parque Los Aromos',
    webhooks: webhooksFixture,
    records: recordsFixture,
    loading: false,
    recordsLoading: false,
    error: null,
    onCreate: fn(),
    onEdit,
    onDelete,
  },
  parameters: { route: '/projects/7/webhooks' },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof WebhooksView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SomeWebhooks: Story = {};

export const Empty: Story = { args: { webhooks: [], records: [] } };

export const Loading: Story = {
  args: { projectName: null, webhooks: [], records: [], loading: true, recordsLoading: true },
};

export const Failed: Story = {
  args: {
    webhooks: [],
    records: [],
    error: 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  },
};

const formArgs: WebhookFormDialogProps = {
  open: true,
  mode: 'create',
  defaultValues: { name: '', description: '', event_type: '', url: '' },
  onSubmit: fn(),
  onClose: fn(),
};

/** The create dialog sent empty, plus a URL the server refused. */
export const FormWithErrors: Story = {
  render: (args) => (
    <>
      <WebhooksView {...args} />
      <WebhookFormDialog
        {...formArgs}
        defaultValues={{
          name: '',
          description: '',
          event_type: '',
          url: 'http://localhost:8080/hook',
        }}
        validateOnMount
      />
    </>
  ),
};

export const EditForm: Story = {
  render: (args) => (
    <>
      <WebhooksView {...args} />
      <WebhookFormDialog
        {...formArgs}
        mode="edit"
        defaultValues={webhooksFixture[0] ?? formArgs.defaultValues}
        fieldErrors={{ url: 'Ya existe un webhook con esta URL y este evento.' }}
      />
    </>
  ),
};

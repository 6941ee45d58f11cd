import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import { WebhooksView, type WebhooksViewProps } from './webhooks-view';
import { WebhookFormDialog, type WebhookFormDialogProps } from './webhook-form-dialog';
import {
  deliveredRecordsFixture,
  disabledWebhooksFixture,
  healthyWebhooksFixture,
  longFailingLogFixture,
  recordsFixture,
  webhooksFixture,
} from './webhooks.fixtures';

const onEdit: WebhooksViewProps['onEdit'] = fn();
const onDelete: WebhooksViewProps['onDelete'] = fn();
const onRedeliver: WebhooksViewProps['onRedeliver'] = fn();
const onPing: WebhooksViewProps['onPing'] = fn();
const onRotate: WebhooksViewProps['onRotate'] = fn();
const onEnable: WebhooksViewProps['onEnable'] = fn();
const onFiltersChange: WebhooksViewProps['onFiltersChange'] = fn();

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
    recordsError: null,
    filters: { webhook: '', result: '' },
    onFiltersChange,
    onRefreshRecords: fn(),
    onCreate: fn(),
    onEdit,
    onDelete,
    onRedeliver,
    onPing,
    onRotate,
    onEnable,
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

/** One webhook delivering, the other failing its retries (the demo's usual picture). */
export const SomeWebhooks: Story = {};

export const ActiveWithSuccesses: Story = {
  args: { webhooks: healthyWebhooksFixture, records: deliveredRecordsFixture },
};

/** The log narrowed to the ERP webhook's failed attempts (`?webhook=32&result=fallido`). */
export const Failing: Story = {
  args: { filters: { webhook: '32', result: 'fallido' } },
};

/** The ERP webhook was turned off after days of failures: «Reactivar» replaces the ping. */
export const Disabled: Story = {
  args: { webhooks: disabledWebhooksFixture },
};

export const EmptyLog: Story = { args: { records: [] } };

/** Dozens of failed attempts over five days, until the server disabled the webhook. */
export const LongFailingLog: Story = {
  args: {
    webhooks: disabledWebhooksFixture,
    records: [...recordsFixture.slice(0, 1), ...longFailingLogFixture],
  },
};

/** The webhooks loaded but the log did not. */
export const LogFailed: Story = {
  args: {
    records: [],
    recordsError: 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  },
};

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
          url: 'crm.salesforce.com/hook',
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

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { WebhookAuditsView } from './webhook-audits-view';
import { webhookAuditsFixture } from './webhooks.fixtures';

const meta = {
  title: 'Proyectos/Webhooks/Historial',
  component: WebhookAuditsView,
  args: {
    projectId: '7',
    projectName: 'Parque Los Aromos',
    webhooks: webhookAuditsFixture,
    loading: false,
    error: null,
  },
  parameters: { route: '/projects/7/webhooks/audits' },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof WebhookAuditsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ByWebhook: Story = {};

export const Loading: Story = { args: { projectName: null, webhooks: [], loading: true } };

export const NoWebhooks: Story = { args: { webhooks: [] } };

export const Failed: Story = {
  args: { error: 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.' },
};

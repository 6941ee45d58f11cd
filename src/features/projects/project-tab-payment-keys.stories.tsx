import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProjectTabPaymentKeys } from './project-tab-payment-keys';
import { maskedKeysFixture } from './project-editor.fixtures';
import { emptyValues, filledValues, invalidValues } from './project-form.fixtures';
import { TabStoryFrame, type TabStoryFrameProps } from './tab-story-frame';

// The «Claves de pago» tab of the project editor: empty, filled and with errors.
const meta = {
  title: 'Proyectos/Editor/Claves de pago',
  component: TabStoryFrame,
  args: { defaultValues: emptyValues, children: null },
  render: (args: TabStoryFrameProps) => (
    <TabStoryFrame {...args}>
      <ProjectTabPaymentKeys current={maskedKeysFixture} />
    </TabStoryFrame>
  ),
  parameters: { route: '/projects/create' },
} satisfies Meta<typeof TabStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValues: filledValues, mode: 'edit' } };

export const WithErrors: Story = {
  args: {
    defaultValues: invalidValues,
    validate: true,
    serverErrors: [['api_key', 'Solo un administrador puede cambiar las claves de pago.']],
  },
};

/** A project without keys yet. */
export const WithoutKeys: Story = {
  render: (args) => (
    <TabStoryFrame {...args}>
      <ProjectTabPaymentKeys current={null} />
    </TabStoryFrame>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProjectTabReserve } from './project-tab-reserve';
import { emptyValues, filledValues, invalidValues } from './project-form.fixtures';
import { TabStoryFrame, type TabStoryFrameProps } from './tab-story-frame';

// The «Reserva y promesa» tab of the project editor: empty, filled and with errors.
const meta = {
  title: 'Proyectos/Editor/Reserva y promesa',
  component: TabStoryFrame,
  args: { defaultValues: emptyValues, children: null },
  render: (args: TabStoryFrameProps) => (
    <TabStoryFrame {...args}>
      <ProjectTabReserve />
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
    serverErrors: [['reserve_currency', 'La moneda de la reserva debe ser UF o CLP.']],
  },
};

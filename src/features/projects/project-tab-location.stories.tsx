import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProjectTabLocation } from './project-tab-location';
import { editorOptionsFixture } from './project-editor.fixtures';
import { emptyValues, filledValues, invalidValues } from './project-form.fixtures';
import { TabStoryFrame, type TabStoryFrameProps } from './tab-story-frame';

// The «Ubicación» tab of the project editor: empty, filled and with errors.
const meta = {
  title: 'Proyectos/Editor/Ubicación',
  component: TabStoryFrame,
  args: { defaultValues: emptyValues, children: null },
  render: (args: TabStoryFrameProps) => (
    <TabStoryFrame {...args}>
      <ProjectTabLocation regions={editorOptionsFixture.regions} />
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
    serverErrors: [['commune_id', 'La comuna elegida no existe.']],
  },
};

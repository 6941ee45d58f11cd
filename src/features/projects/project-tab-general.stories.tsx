import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProjectTabGeneral } from './project-tab-general';
import { editorOptionsFixture } from './project-editor.fixtures';
import { emptyValues, filledValues, invalidValues } from './project-form.fixtures';
import { TabStoryFrame, type TabStoryFrameProps } from './tab-story-frame';

// The «General» tab of the project editor: empty, filled and with errors.
const meta = {
  title: 'Proyectos/Editor/General',
  component: TabStoryFrame,
  args: { defaultValues: emptyValues, children: null },
  render: (args: TabStoryFrameProps) => (
    <TabStoryFrame {...args}>
      <ProjectTabGeneral options={editorOptionsFixture} showAgency />
    </TabStoryFrame>
  ),
  parameters: { route: '/projects/create' },
} satisfies Meta<typeof TabStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValues: filledValues, mode: 'edit' } };

export const WithErrors: Story = {
  args: { defaultValues: invalidValues, validate: true },
};

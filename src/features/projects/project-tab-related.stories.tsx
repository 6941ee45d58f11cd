import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProjectTabRelated } from './project-tab-related';
import { editorOptionsFixture } from './project-editor.fixtures';
import { emptyValues, filledValues, invalidValues } from './project-form.fixtures';
import { TabStoryFrame, type TabStoryFrameProps } from './tab-story-frame';

// The «Relacionados» tab of the project editor: empty, filled and with errors.
const meta = {
  title: 'Proyectos/Editor/Relacionados',
  component: TabStoryFrame,
  args: { defaultValues: emptyValues, children: null },
  render: (args: TabStoryFrameProps) => (
    <TabStoryFrame {...args}>
      <ProjectTabRelated projects={editorOptionsFixture.projects} />
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
    serverErrors: [['relatedprojects', 'No tienes acceso a uno de los proyectos relacionados.']],
  },
};

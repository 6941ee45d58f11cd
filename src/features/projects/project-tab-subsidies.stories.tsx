import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProjectTabSubsidies } from './project-tab-subsidies';
import { editorOptionsFixture } from './project-editor.fixtures';
import { emptyValues, filledValues, invalidValues } from './project-form.fixtures';
import { TabStoryFrame, type TabStoryFrameProps } from './tab-story-frame';

// The «Subsidios y planes adicionales» tab of the project editor: empty, filled and with errors.
const meta = {
  title: 'Proyectos/Editor/Subsidios y planes adicionales',
  component: TabStoryFrame,
  args: { defaultValues: emptyValues, children: null },
  render: (args: TabStoryFrameProps) => (
    <TabStoryFrame {...args}>
      <ProjectTabSubsidies
        subsidies={editorOptionsFixture.subsidies}
        plansAdditional={editorOptionsFixture.plansAdditional}
      />
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
    serverErrors: [['subsidies', 'Uno de los subsidios elegidos no existe.']],
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProjectTabMedia } from './project-tab-media';
import { emptyValues, filledCreateValues, invalidValues } from './project-form.fixtures';
import { TabStoryFrame, type TabStoryFrameProps } from './tab-story-frame';

// The «Medios» tab of the project editor: empty, filled and with errors.
const meta = {
  title: 'Proyectos/Editor/Medios',
  component: TabStoryFrame,
  args: { defaultValues: emptyValues, children: null },
  render: (args: TabStoryFrameProps) => (
    <TabStoryFrame {...args}>
      <ProjectTabMedia />
    </TabStoryFrame>
  ),
  parameters: { route: '/projects/create' },
} satisfies Meta<typeof TabStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValues: filledCreateValues, mode: 'edit' } };

export const WithErrors: Story = {
  args: {
    defaultValues: invalidValues,
    validate: true,
    serverErrors: [
      ['logo', 'El logo debe ser una imagen JPG, PNG o WebP.'],
      ['brochure', 'El folleto debe ser un PDF.'],
    ],
  },
};

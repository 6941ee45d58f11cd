import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProjectTabContacts } from './project-tab-contacts';
import { emptyValues, filledValues, invalidValues } from './project-form.fixtures';
import { TabStoryFrame, type TabStoryFrameProps } from './tab-story-frame';

// The «Ejecutivos y contactos» tab of the project editor: empty, filled and with errors.
const meta = {
  title: 'Proyectos/Editor/Ejecutivos y contactos',
  component: TabStoryFrame,
  args: { defaultValues: emptyValues, children: null },
  render: (args: TabStoryFrameProps) => (
    <TabStoryFrame {...args}>
      <ProjectTabContacts />
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
    serverErrors: [
      ['contact_emails.0.photo', 'La foto de contacto debe ser una imagen JPG, PNG o WebP.'],
    ],
  },
};

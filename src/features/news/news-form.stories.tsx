import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import { storedCoverUrl, storedLogoUrl } from '../../components/file-drop/file-drop.fixtures';
import { NewsForm, type NewsFormProps } from './news-form';
import { newsDefaults } from './news-form.schema';
import { FILLED_NEWS, PROJECT_OPTIONS, TAG_OPTIONS } from './news.fixtures';

const onSubmit: NewsFormProps['onSubmit'] = fn();

const meta = {
  title: 'Noticias/Formulario',
  component: NewsForm,
  args: {
    mode: 'create',
    defaultValues: newsDefaults(),
    tags: TAG_OPTIONS,
    projects: PROJECT_OPTIONS,
    onSubmit,
  },
  parameters: { route: '/news/create' },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof NewsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: {
    mode: 'edit',
    defaultValues: newsDefaults(FILLED_NEWS),
    currentCoverUrl: storedCoverUrl,
    currentLogoUrl: storedLogoUrl,
  },
  parameters: { route: '/news/30/details' },
};

export const WithErrors: Story = {
  args: {
    defaultValues: { ...newsDefaults(), date: '31-02-2025', video_youtube_id: 'youtu.be/x' },
    validateOnMount: true,
  },
};

/** The server refused a field (its message by the field) and the file (on top). */
export const ServerErrors: Story = {
  args: {
    mode: 'edit',
    defaultValues: newsDefaults(FILLED_NEWS),
    fieldErrors: { tagsNews: 'La etiqueta «99» no existe.' },
    error: 'La portada debe ser una imagen JPG, PNG o WebP.',
  },
};

export const Saving: Story = {
  args: { mode: 'edit', defaultValues: newsDefaults(FILLED_NEWS), saving: true },
};

/** A NewsUser has no list to go back to (spec §6). */
export const WithoutList: Story = { args: { backHref: '/home' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import { AgencyForm, type AgencyFormProps } from './agency-form';
import { agencyDefaults } from './agency-form.mapping';
import { agenciesFixture, andesFixture } from './agencies.fixtures';
import { mediaUrl } from './agencies.types';

const onSubmit: AgencyFormProps['onSubmit'] = fn();
const maule = agenciesFixture[2]!;

const meta = {
  title: 'Inmobiliarias/Formulario',
  component: AgencyForm,
  args: { mode: 'create', defaultValues: agencyDefaults(), onSubmit },
  parameters: { route: '/agencies/create' },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof AgencyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {};

export const CreateWithErrors: Story = {
  args: {
    defaultValues: {
      ...agencyDefaults(),
      email: 'ventas@andes',
      url_site: 'www.andes.cl',
      orden: -1,
    },
    validateOnMount: true,
  },
};

export const EditWithImages: Story = {
  args: {
    mode: 'edit',
    defaultValues: agencyDefaults(andesFixture),
    currentLogoUrl: mediaUrl(andesFixture, 'logo'),
    currentCoverUrl: mediaUrl(andesFixture, 'cover_page'),
    projects: andesFixture.projects,
  },
  parameters: { route: '/agencies/1/edit' },
};

export const EditWithoutImagesOrProjects: Story = {
  args: {
    mode: 'edit',
    defaultValues: agencyDefaults(maule),
    projects: maule.projects,
  },
  parameters: { route: '/agencies/3/edit' },
};

export const EditMissingOfficialName: Story = {
  args: {
    mode: 'edit',
    defaultValues: { ...agencyDefaults(andesFixture), official_name: '' },
    projects: andesFixture.projects,
    validateOnMount: true,
  },
};

export const ServerErrors: Story = {
  args: {
    mode: 'edit',
    defaultValues: agencyDefaults(andesFixture),
    currentLogoUrl: mediaUrl(andesFixture, 'logo'),
    projects: andesFixture.projects,
    fieldErrors: {
      name: 'Ya existe una inmobiliaria con ese nombre.',
      logo: 'El logo debe ser una imagen JPG, PNG o WebP.',
    },
  },
};

export const ServerFailure: Story = {
  args: {
    mode: 'edit',
    defaultValues: agencyDefaults(andesFixture),
    projects: andesFixture.projects,
    error: 'El servidor no pudo completar la solicitud. Inténtalo de nuevo en unos minutos.',
  },
};

export const Saving: Story = {
  args: { mode: 'edit', defaultValues: agencyDefaults(andesFixture), saving: true },
};

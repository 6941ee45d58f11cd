import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  appliedUpdateFixture,
  checked,
  chosen,
  longInvalidCheckFixture,
  refusedAtSaveFixture,
  rejectedUpdateFixture,
  validCheckFixture,
} from './import-wizard.fixtures';
import { WizardStory, type WizardStoryProps } from './import-wizard.story-actor';

const onTemplate: WizardStoryProps['onTemplate'] = fn();
const onErrorsCopy: WizardStoryProps['onErrorsCopy'] = fn();

const meta = {
  title: 'Unidades/Importación desde Excel',
  component: WizardStory,
  args: { value: { create: { idle: 'waiting' } }, onTemplate, onErrorsCopy },
} satisfies Meta<typeof WizardStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = { args: { value: 'closed' } };
export const ChooseFile: Story = {};
export const RefusedFile: Story = {
  args: {
    value: { create: { idle: 'rejected' } },
    context: {
      fileName: 'unidades.csv',
      rejection:
        'El archivo «unidades.csv» no es una planilla .xlsx. Descarga la plantilla, complétala y guárdala como «Libro de Excel (.xlsx)».',
    },
  },
};
export const FileChosen: Story = { args: { value: { create: 'fileChosen' }, context: chosen() } };
export const Checking: Story = { args: { value: { create: 'checking' }, context: chosen() } };
export const ReviewValid: Story = {
  args: { value: { create: { reviewing: 'valid' } }, context: checked(validCheckFixture) },
};
export const ReviewInvalidLongSheet: Story = {
  args: {
    value: { create: { reviewing: 'invalid' } },
    context: checked(longInvalidCheckFixture),
  },
};
export const ErrorsCopyExpired: Story = {
  args: {
    ...ReviewInvalidLongSheet.args,
    errorsCopyFailure:
      'El enlace de la copia con errores venció. Revisa el archivo otra vez para obtener uno nuevo.',
  },
};
export const RefusedAtSave: Story = {
  args: { value: { create: { reviewing: 'invalid' } }, context: checked(refusedAtSaveFixture) },
};
export const Saving: Story = {
  args: { value: { create: 'saving' }, context: checked(validCheckFixture) },
};
export const Saved: Story = {
  args: {
    value: { create: 'saved' },
    context: { ...checked(validCheckFixture), savedCount: 300 },
  },
};
export const CheckFailed: Story = {
  args: {
    value: { create: { failed: 'check' } },
    context: {
      ...chosen(),
      failure: 'El archivo no es un .xlsx válido (el contenido no es un libro de Excel).',
    },
  },
};
export const SaveFailed: Story = {
  args: {
    value: { create: { failed: 'save' } },
    context: {
      ...checked(validCheckFixture),
      failure: 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
    },
  },
};
export const UpdateChooseFile: Story = { args: { value: { update: { idle: 'waiting' } } } };
export const UpdateFileChosen: Story = {
  args: { value: { update: 'fileChosen' }, context: chosen('precios-marzo-2025.xlsx') },
};
export const Updating: Story = {
  args: { value: { update: 'updating' }, context: chosen('precios-marzo-2025.xlsx') },
};
export const UpdateApplied: Story = {
  args: {
    value: { update: { updated: 'applied' } },
    context: { ...chosen('precios-marzo-2025.xlsx'), update: appliedUpdateFixture, rowCount: 120 },
  },
};
export const UpdateRejected: Story = {
  args: {
    value: { update: { updated: 'rejected' } },
    context: {
      ...chosen('precios-marzo-2025.xlsx'),
      update: rejectedUpdateFixture,
      errorCount: 2,
    },
  },
};
export const UpdateFailed: Story = {
  args: {
    value: { update: 'failed' },
    context: {
      ...chosen('precios-marzo-2025.xlsx'),
      failure: 'El servidor no pudo completar la solicitud. Inténtalo de nuevo en unos minutos.',
    },
  },
};

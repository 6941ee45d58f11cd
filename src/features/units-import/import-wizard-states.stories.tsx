import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { WAIT } from '../../lib/network/scripted-graphql.story-kit';
import {
  appliedUpdateFixture,
  longInvalidCheckFixture,
  refusedAtSaveFixture,
  rejectedUpdateFixture,
  validCheckFixture,
} from './import-wizard.fixtures';
import {
  ImportWalk,
  answers,
  savedAnswer,
  steps,
  type ImportWalkProps,
} from './import-wizard-states.story-kit';

const onTemplate: ImportWalkProps['onTemplate'] = fn();
const onErrorsCopy: ImportWalkProps['onErrorsCopy'] = fn();

// Every state of the import machine on the real wizard: each story opens it as the units page
// does and its play function chooses the sheet and presses what a user presses, while a scripted
// server answers (or keeps the request in flight).
const meta = {
  title: 'Unidades/Importación desde Excel — estados',
  component: ImportWalk,
  args: { mode: 'create', onTemplate, onErrorsCopy },
} satisfies Meta<typeof ImportWalk>;

export default meta;
type Story = StoryObj<typeof meta>;

const UPDATE_SHEET = 'precios-marzo-2025.xlsx';
const OFFLINE = { offline: true } as const;

/** «Importar Excel» pressed: the template and the drop zone. */
export const EsperandoArchivo: Story = { name: 'Esperando la planilla' };

/** A CSV is refused before anything is uploaded. */
export const ArchivoRechazado: Story = {
  name: 'Archivo rechazado',
  play: () => steps.choose('unidades.csv'),
};

export const ArchivoElegido: Story = { name: 'Archivo elegido', play: () => steps.choose() };

export const Revisando: Story = {
  name: 'Revisando la planilla',
  args: { script: { CheckPropertiesExcel: WAIT } },
  play: async () => {
    await steps.choose();
    await steps.check();
  },
};

export const ConErrores: Story = {
  name: 'Planilla con errores',
  args: { script: { CheckPropertiesExcel: answers.check(longInvalidCheckFixture) } },
  play: Revisando.play,
};

export const Valida: Story = {
  name: 'Planilla válida',
  args: { script: { CheckPropertiesExcel: answers.check(validCheckFixture) } },
  play: Revisando.play,
};

export const RevisionFallida: Story = {
  name: 'Revisión fallida',
  args: { script: { CheckPropertiesExcel: OFFLINE } },
  play: Revisando.play,
};

export const Guardando: Story = {
  name: 'Guardando las unidades',
  args: {
    script: { CheckPropertiesExcel: answers.check(validCheckFixture), SavePropertiesImport: WAIT },
  },
  play: async () => {
    await steps.choose();
    await steps.check();
    await steps.save();
  },
};

export const Guardada: Story = {
  name: 'Unidades guardadas',
  args: {
    script: {
      CheckPropertiesExcel: answers.check(validCheckFixture),
      SavePropertiesImport: answers.save(savedAnswer),
    },
  },
  play: Guardando.play,
};

/** An identifier was taken meanwhile: nothing was written, the review shows why. */
export const RechazadaAlGuardar: Story = {
  name: 'Rechazada al guardar',
  args: {
    script: {
      CheckPropertiesExcel: answers.check(validCheckFixture),
      SavePropertiesImport: answers.save(refusedAtSaveFixture),
    },
  },
  play: Guardando.play,
};

export const GuardadoFallido: Story = {
  name: 'Guardado fallido',
  args: {
    script: {
      CheckPropertiesExcel: answers.check(validCheckFixture),
      SavePropertiesImport: OFFLINE,
    },
  },
  play: Guardando.play,
};

/** «Actualizar desde Excel» pressed: the same drop zone, for existing identifiers. */
export const ActualizacionEsperandoArchivo: Story = {
  name: 'Actualización: esperando la planilla',
  args: { mode: 'update' },
};

export const Actualizando: Story = {
  name: 'Actualización: actualizando',
  args: { mode: 'update', script: { UpdatePropertiesByExcel: WAIT } },
  play: async () => {
    await steps.choose(UPDATE_SHEET);
    await steps.update();
  },
};

export const ActualizacionAplicada: Story = {
  name: 'Actualización: aplicada',
  args: {
    mode: 'update',
    script: { UpdatePropertiesByExcel: answers.update(appliedUpdateFixture) },
  },
  play: Actualizando.play,
};

export const ActualizacionRechazada: Story = {
  name: 'Actualización: rechazada',
  args: {
    mode: 'update',
    script: { UpdatePropertiesByExcel: answers.update(rejectedUpdateFixture) },
  },
  play: Actualizando.play,
};

export const ActualizacionFallida: Story = {
  name: 'Actualización: fallida',
  args: {
    mode: 'update',
    script: {
      UpdatePropertiesByExcel: {
        refuse: 'El servidor no pudo completar la solicitud. Inténtalo de nuevo en unos minutos.',
        code: 'INTERNAL_SERVER_ERROR',
      },
    },
  },
  play: Actualizando.play,
};

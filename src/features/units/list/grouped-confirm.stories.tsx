import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { GroupedConfirm, type GroupedConfirmProps } from './grouped-confirm';

const onConfirm: GroupedConfirmProps['onConfirm'] = fn();
const onCancel: GroupedConfirmProps['onCancel'] = fn();

const meta = {
  title: 'Unidades/Confirmar acción grupal',
  component: GroupedConfirm,
  args: {
    question: { kind: 'property', count: 120, action: { field: 'visible', flag: false } },
    busy: false,
    onConfirm,
    onCancel,
  },
} satisfies Meta<typeof GroupedConfirm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 120 homes about to leave the public site. */
export const HideMany: Story = {};

export const ShowParkingLots: Story = {
  args: { question: { kind: 'parkinglot', count: 64, action: { field: 'visible', flag: true } } },
};

export const MarkVulnerable: Story = {
  args: { question: { kind: 'property', count: 250, action: { field: 'vulnerable', flag: true } } },
};

export const UnmarkSectorMedio: Story = {
  args: {
    question: { kind: 'property', count: 51, action: { field: 'sectores_medios', flag: false } },
  },
};

/** 120 homes that the public site will no longer let anyone book. */
export const NotBookeableMany: Story = {
  args: { question: { kind: 'property', count: 120, action: { field: 'bookeable', flag: false } } },
};

export const PromisableWarehouses: Story = {
  args: { question: { kind: 'warehouse', count: 75, action: { field: 'promisable', flag: true } } },
};

/** While the change runs. */
export const Busy: Story = { args: { busy: true } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingOverlay } from './loading-overlay';

const meta = {
  title: 'Components/LoadingOverlay',
  component: LoadingOverlay,
  tags: ['autodocs'],
  parameters: {
    docs: {
      story: { inline: false, height: '480px' },
      description: {
        component: [
          '**Úsalo para** la carga de pantalla completa al cambiar de sección o al restaurar la sesión; aparece tras un breve retraso para que una navegación rápida no parpadee.',
          '**No lo uses para** cargas dentro de una página (usa `PageSkeleton` o los estados de carga de la tabla).',
        ].join('\n\n'),
      },
    },
  },
  args: { visible: true },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {};
export const RestoringSession: Story = { args: { label: 'Restaurando tu sesión…' } };
export const Hidden: Story = { args: { visible: false } };

import { Button, HStack } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Toaster, showActionToast, toaster } from './toaster';

interface ToastDemoProps {
  /** What «Deshacer» on the action toast does. */
  onUndo(): void;
}

const onUndo: ToastDemoProps['onUndo'] = fn();

function ToastDemo({ onUndo }: ToastDemoProps) {
  return (
    <HStack p="6" gap="3">
      <Button onClick={() => toaster.create({ type: 'success', title: 'Cambios guardados' })}>
        Éxito
      </Button>
      <Button
        colorPalette="danger"
        onClick={() =>
          toaster.create({
            type: 'error',
            title: 'No se pudo guardar',
            description: 'Revisa los campos marcados.',
          })
        }
      >
        Error
      </Button>
      <Button
        variant="outline"
        onClick={() =>
          toaster.create({ type: 'info', title: 'Exportación solicitada', closable: true })
        }
      >
        Información
      </Button>
      <Button
        variant="outline"
        onClick={() =>
          showActionToast({
            title: 'Comentario archivado.',
            action: { label: 'Deshacer', onClick: onUndo },
          })
        }
      >
        Con acción
      </Button>
      <Toaster />
    </HStack>
  );
}

// The docs page titles this wrapper's props tab with its function name, which a build minifies.
Object.defineProperty(ToastDemo, 'name', { value: 'Ejemplo' });

const meta = {
  title: 'Components/Toaster',
  component: ToastDemo,
  subcomponents: { Toaster },
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**Úsalo para** los avisos breves tras una acción (guardado, eliminado). `showActionToast` agrega una acción como «Deshacer» y dura más, y se pausa mientras el puntero o el foco están en él.',
          '**No lo uses para** errores que la persona debe leer para corregir algo (van junto al campo o en `FormAlert`) ni mensajes que deben quedar en la página.',
        ].join('\n\n'),
      },
    },
  },
  args: { onUndo },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

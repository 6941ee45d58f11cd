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

const meta = {
  title: 'Components/Toaster',
  component: ToastDemo,
  args: { onUndo },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

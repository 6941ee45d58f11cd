import { Button, Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  parameters: {
    docs: {
      story: { inline: false, height: '480px' },
      description: {
        component: [
          '**Úsalo para** pedir confirmación antes de una acción que no se puede deshacer (eliminar, desactivar). Es controlado: quien lo usa decide cuándo está abierto y qué hace «Confirmar».',
          '**No lo uses para** cambios que ofrecen «Deshacer» (usa el aviso con acción de `showActionToast`), avisos sin decisión ni formularios largos dentro de un diálogo.',
        ].join('\n\n'),
      },
    },
  },
  args: {
    open: true,
    title: '¿Eliminar el proyecto «Parque Los Aromos»?',
    description: 'Esta acción no se puede deshacer. Se eliminarán también sus unidades.',
    confirmLabel: 'Eliminar',
    onConfirm: () => undefined,
    onCancel: () => undefined,
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const Busy: Story = { args: { busy: true } };

export const LongText: Story = {
  args: {
    title:
      '¿Desactivar a María José Fernández Villalobos de la inmobiliaria Constructora del Pacífico Sur?',
    description:
      'La persona no podrá iniciar sesión hasta que vuelvas a activarla. Sus cotizaciones, reservas y promesas se mantienen y seguirán visibles para el resto del equipo de la inmobiliaria.',
    confirmLabel: 'Desactivar',
  },
};

function Interactive() {
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState('Sin acción');
  return (
    <Box p="6">
      <Button colorPalette="danger" onClick={() => setOpen(true)}>
        Eliminar comentario
      </Button>
      <Box mt="3" data-testid="result">
        {result}
      </Box>
      <ConfirmDialog
        open={open}
        title="¿Eliminar el comentario?"
        confirmLabel="Eliminar"
        onConfirm={() => {
          setResult('Eliminado');
          setOpen(false);
        }}
        onCancel={() => {
          setResult('Cancelado');
          setOpen(false);
        }}
      />
    </Box>
  );
}

export const Flow: Story = { render: () => <Interactive /> };

import { Box, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { unitResults, valentinaResults } from './search.fixtures';
import { SearchPalette } from './search-palette';
import type { SearchHit, SearchState } from './search.types';

const meta = {
  title: 'Search/SearchPalette',
  component: SearchPalette,
  args: {
    open: true,
    onOpenChange: () => undefined,
    text: '18.765.432-1',
    onTextChange: () => undefined,
    state: { status: 'done', results: valentinaResults },
    onChoose: () => undefined,
    onRetry: () => undefined,
  },
} satisfies Meta<typeof SearchPalette>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {};

export const Units: Story = {
  args: { text: 'A-101', state: { status: 'done', results: unitResults } },
};

export const Empty: Story = {
  args: { text: 'Zúñiga Olave', state: { status: 'done', results: { text: 'Zúñiga Olave', groups: [] } } }, // prettier-ignore
};

export const Idle: Story = { args: { text: '', state: { status: 'idle' } } };

export const Loading: Story = { args: { text: 'valen', state: { status: 'loading' } } };

/** New text being searched while the previous results stay on screen. */
export const Refreshing: Story = {
  args: { text: '18.765.432', state: { status: 'done', results: valentinaResults, busy: true } },
};

export const Failed: Story = {
  args: {
    text: 'valentina',
    state: { status: 'error', message: 'No hay conexión con el servidor.' },
  },
};

export const LongText: Story = {
  args: {
    state: {
      status: 'done',
      results: {
        text: 'constanza',
        groups: [
          {
            kind: 'QUOTATION',
            more: true,
            hits: [
              { kind: 'QUOTATION', id: '1000231', title: 'María Constanza de los Ángeles Fernández Villalobos del Río', rut: '9.876.543-3', project: 'Condominio Altos del Parque Metropolitano Etapa III', status: 'active', created_at: '2026-11-28T14:12:00.000Z' }, // prettier-ignore
            ],
          },
        ],
      },
    },
  },
};

/** Typing finds Valentina; the arrows and Enter open a hit (shown under the palette). */
function KeyboardFlow() {
  const [open, setOpen] = useState(true);
  const [text, setText] = useState('');
  const [opened, setOpened] = useState('Nada abierto');
  const state: SearchState =
    text.trim().length < 2
      ? { status: 'idle' }
      : text.toLowerCase().startsWith('valen')
        ? { status: 'done', results: valentinaResults }
        : { status: 'done', results: { text, groups: [] } };
  const choose = (hit: SearchHit) => {
    setOpened(`${hit.kind} ${hit.id}`);
    setOpen(false);
  };
  return (
    <Box p="6">
      <Text data-testid="opened">{opened}</Text>
      <Text data-testid="open">{open ? 'abierta' : 'cerrada'}</Text>
      <SearchPalette
        open={open}
        onOpenChange={setOpen}
        text={text}
        onTextChange={setText}
        state={state}
        onChoose={choose}
      />
    </Box>
  );
}

export const Keyboard: Story = { render: () => <KeyboardFlow /> };

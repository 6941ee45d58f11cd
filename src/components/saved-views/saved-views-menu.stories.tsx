import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { SavedViewsMenu, type SavedViewItem } from './saved-views-menu';

const VIEWS: SavedViewItem[] = [
  { id: '4', name: 'Disponibles de Altos del Pacífico', is_default: true },
  { id: '7', name: 'Por precio', is_default: false },
  { id: '9', name: 'Reservas por vencer de Parque Quilicura', is_default: false },
];

/** The menu with the views it is given; a save names a new view unless the name is taken. */
function Menu(props: {
  views: SavedViewItem[];
  activeId: string | null;
  modified: boolean;
  loading?: boolean;
  onApply: (id: string) => void;
  onUpdate: (id: string) => void;
  onDelete: (id: string) => void;
  onSetDefault: (id: string, isDefault: boolean) => void;
  onCopyLink: (id: string) => void;
}) {
  const [views, setViews] = useState(props.views);
  const [activeId, setActiveId] = useState(props.activeId);
  return (
    <Box p="6" display="flex" justifyContent="flex-end">
      <SavedViewsMenu
        {...props}
        views={views}
        activeId={activeId}
        onApply={(id) => {
          setActiveId(id);
          props.onApply(id);
        }}
        onSave={async (name) => {
          const taken = views.some((view) => view.name.toLowerCase() === name.toLowerCase());
          if (taken) return 'Ya tienes una vista con ese nombre en esta lista. Elige otro nombre.';
          const id = String(views.length + 20);
          setViews([...views, { id, name, is_default: false }]);
          setActiveId(id);
          return null;
        }}
      />
    </Box>
  );
}

// The docs page titles this wrapper's props tab with its function name, which a build minifies.
Object.defineProperty(Menu, 'name', { value: 'Ejemplo' });

const meta = {
  title: 'Components/SavedViewsMenu',
  component: Menu,
  subcomponents: { SavedViewsMenu },
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**Úsalo para** el menú «Vistas» de una lista: aplicar una vista guardada, «Guardar vista…» y, para la vista en uso, actualizarla, dejarla por defecto, copiar su enlace o eliminarla.',
          '**No lo uses para** listas sin filtros ni columnas que guardar.',
        ].join('\n\n'),
      },
    },
  },
  args: {
    views: VIEWS,
    activeId: null,
    modified: false,
    onApply: fn(),
    onUpdate: fn(),
    onDelete: fn(),
    onSetDefault: fn(),
    onCopyLink: fn(),
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No view saved yet on this list. */
export const Empty: Story = { args: { views: [] } };

export const Loading: Story = { args: { views: [], loading: true } };

/** Three views, none in use. */
export const WithViews: Story = {};

/** «Por precio» in use, as saved. */
export const ViewInUse: Story = { args: { activeId: '7' } };

/** «Por precio» in use, then the list changed: it can be updated. */
export const ViewModified: Story = { args: { activeId: '7', modified: true } };

/** The default view in use, with a long name beside it. */
export const DefaultInUse: Story = { args: { activeId: '4' } };

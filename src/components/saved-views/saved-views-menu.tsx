// The «Vistas» menu of a list: the user's saved views (apply one), «Guardar vista…», and for the
// view in use: update it with what the list shows, make it the default, copy its link, delete it.
import { useState } from 'react';
import { Badge, Button, Menu, Portal } from '@chakra-ui/react';
import { Bookmark, Check, Link2, Pencil, Save, Star, StarOff, Trash2 } from 'lucide-react';
import { ConfirmDialog } from '../confirm-dialog';
import { SaveViewDialog } from './save-view-dialog';

export interface SavedViewItem {
  id: string;
  name: string;
  is_default: boolean;
}

export interface SavedViewsMenuProps {
  views: readonly SavedViewItem[];
  /** The view the list shows (applied last), or null. */
  activeId: string | null;
  /** True when the list no longer shows exactly what the active view keeps. */
  modified: boolean;
  loading?: boolean;
  onApply(id: string): void;
  /** Resolves to the message to show by the name, or null when saved. */
  onSave(name: string, isDefault: boolean): Promise<string | null>;
  onUpdate(id: string): void;
  onDelete(id: string): Promise<void> | void;
  onSetDefault(id: string, isDefault: boolean): void;
  onCopyLink(id: string): void;
}

export function SavedViewsMenu(props: SavedViewsMenuProps) {
  const { views, activeId, modified, loading = false } = props;
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const active = views.find((view) => view.id === activeId) ?? null;
  const label = active ? `Vista: ${active.name}${modified ? ' (modificada)' : ''}` : 'Vistas';

  const onSelect = (value: string) => {
    const [action, id = ''] = value.split(':');
    if (action === 'apply') props.onApply(id);
    else if (action === 'save') setSaving(true);
    else if (!active) return;
    else if (action === 'update') props.onUpdate(active.id);
    else if (action === 'default') props.onSetDefault(active.id, !active.is_default);
    else if (action === 'link') props.onCopyLink(active.id);
    else if (action === 'delete') setDeleting(true);
  };

  return (
    <>
      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <Button size="xs" variant="outline" maxW="72" aria-label={label} title={label}>
            <Bookmark aria-hidden />
            <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{label}</span>
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="64" maxW="sm">
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel>Mis vistas</Menu.ItemGroupLabel>
                {views.length === 0 ? (
                  <Menu.Item value="none" disabled>
                    {loading ? 'Cargando vistas…' : 'Aún no tienes vistas guardadas.'}
                  </Menu.Item>
                ) : null}
                {views.map((view) => (
                  <Menu.Item
                    key={view.id}
                    value={`apply:${view.id}`}
                    onClick={() => onSelect(`apply:${view.id}`)}
                  >
                    <Check aria-hidden opacity={view.id === activeId ? 1 : 0} />
                    <Menu.ItemText flex="1" truncate>
                      {view.name}
                    </Menu.ItemText>
                    {view.is_default ? (
                      <Badge size="xs" colorPalette="primary" variant="subtle">
                        Predeterminada
                      </Badge>
                    ) : null}
                  </Menu.Item>
                ))}
              </Menu.ItemGroup>
              <Menu.Separator />
              <Menu.Item value="save" onClick={() => onSelect('save')}>
                <Save aria-hidden />
                Guardar vista…
              </Menu.Item>
              {active ? (
                <>
                  <Menu.Item value="update" onClick={() => onSelect('update')} disabled={!modified}>
                    <Pencil aria-hidden />
                    Actualizar «{active.name}» con lo que ves
                  </Menu.Item>
                  <Menu.Item value="default" onClick={() => onSelect('default')}>
                    {active.is_default ? <StarOff aria-hidden /> : <Star aria-hidden />}
                    {active.is_default
                      ? 'Quitar como predeterminada'
                      : 'Marcar como predeterminada'}
                  </Menu.Item>
                  <Menu.Item value="link" onClick={() => onSelect('link')}>
                    <Link2 aria-hidden />
                    Copiar enlace
                  </Menu.Item>
                  <Menu.Item value="delete" onClick={() => onSelect('delete')} color="fg.error">
                    <Trash2 aria-hidden />
                    Eliminar vista
                  </Menu.Item>
                </>
              ) : null}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <SaveViewDialog open={saving} onSave={props.onSave} onClose={() => setSaving(false)} />
      <ConfirmDialog
        open={deleting && active !== null}
        title={`¿Eliminar la vista «${active?.name ?? ''}»?`}
        description="La lista no cambia; solo deja de estar guardada."
        confirmLabel="Eliminar"
        onCancel={() => setDeleting(false)}
        onConfirm={() => {
          if (active) void props.onDelete(active.id);
          setDeleting(false);
        }}
      />
    </>
  );
}

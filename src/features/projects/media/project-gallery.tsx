// The project's gallery: photos by order in a grid, reordered by dragging a tile onto another or
// from the keyboard, each move announced to screen readers; new photos by picker or drop.
import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { Alert, EmptyState, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Images } from 'lucide-react';
import { GalleryDropZone } from './gallery-drop-zone';
import { GalleryTile, type MoveControl } from './gallery-tile';
import { GalleryUploads } from './gallery-uploads';
import { imageName, type GalleryUpload, type ProjectMedia } from './media.types';

export interface ProjectGalleryProps {
  /** The photos in display order. */
  images: readonly ProjectMedia[];
  uploads: readonly GalleryUpload[];
  uploadedCount: number;
  /** A new order is being saved: moves wait for it. */
  savingOrder: boolean;
  /** Why the last reorder was undone (shown and announced). */
  orderError?: string | null;
  onFiles(files: File[]): void;
  onMove(from: number, to: number): void;
  onDelete(image: ProjectMedia, name: string): void;
  onDismissUpload(key: string): void;
}

export function ProjectGallery(props: ProjectGalleryProps) {
  const { images, uploads, uploadedCount, savingOrder, orderError = null } = props;
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dragOver, setDragOver] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const controls = useRef(new Map<string, HTMLButtonElement | null>());
  const refocus = useRef<{ id: string; control: MoveControl } | null>(null);
  const helpId = useId();

  // A moved tile is a new DOM position: put the keyboard focus back where the user was.
  useEffect(() => {
    const wanted = refocus.current;
    if (!wanted) return;
    refocus.current = null;
    const at = (control: MoveControl) => controls.current.get(`${wanted.id}:${control}`);
    const target = at(wanted.control);
    (target && !target.disabled ? target : at('handle'))?.focus();
  }, [images]);

  function move(from: number, to: number, control?: MoveControl) {
    const image = images[from];
    if (!image || savingOrder || to < 0 || to >= images.length || to === from) return;
    if (control) refocus.current = { id: image.id, control };
    setAnnouncement(
      `«${imageName(image, from)}» pasa a la posición ${to + 1} de ${images.length}.`,
    );
    props.onMove(from, to);
  }

  const controlRef =
    (id: string) =>
    (control: MoveControl): Ref<HTMLButtonElement> =>
    (node) => {
      controls.current.set(`${id}:${control}`, node);
    };

  const endDrag = () => {
    setDragFrom(null);
    setDragOver(null);
  };

  return (
    <Stack gap="4">
      <GalleryDropZone onFiles={props.onFiles} />
      <GalleryUploads uploads={uploads} done={uploadedCount} onDismiss={props.onDismissUpload} />
      {orderError ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>No se guardó el nuevo orden; la galería volvió al anterior.</Alert.Title>
            <Alert.Description>{orderError}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {images.length === 0 ? (
        <EmptyState.Root size="sm" borderWidth="1px" borderRadius="l3">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <Images aria-hidden />
            </EmptyState.Indicator>
            <EmptyState.Title>La galería está vacía.</EmptyState.Title>
            <EmptyState.Description>
              Agrega fotos del proyecto: la primera es la que se ve primero en el sitio.
            </EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <>
          <Text textStyle="sm" color="fg.muted" id={helpId}>
            Arrastra una foto sobre otra para cambiar el orden, o usa los botones de flecha.
            {savingOrder ? ' Guardando el nuevo orden…' : ''}
          </Text>
          <SimpleGrid
            as="ul"
            listStyleType="none"
            columns={{ base: 2, md: 3, xl: 4 }}
            gap="3"
            aria-label="Galería del proyecto"
            aria-describedby={helpId}
            aria-busy={savingOrder || undefined}
          >
            {images.map((image, index) => (
              <GalleryTile
                key={image.id}
                image={image}
                name={imageName(image, index)}
                index={index}
                count={images.length}
                locked={savingOrder}
                dragging={dragFrom === index}
                dropTarget={dragFrom !== null && dragOver === index && dragFrom !== index}
                onMove={(to, control) => move(index, to, control)}
                onDelete={() => props.onDelete(image, imageName(image, index))}
                onDragStart={() => setDragFrom(index)}
                onDragEnter={() => dragFrom !== null && setDragOver(index)}
                onDrop={() => {
                  if (dragFrom !== null) move(dragFrom, index);
                  endDrag();
                }}
                onDragEnd={endDrag}
                controlRef={controlRef(image.id)}
              />
            ))}
          </SimpleGrid>
        </>
      )}
      <VisuallyHidden aria-live="polite" role="status">
        {announcement}
      </VisuallyHidden>
    </Stack>
  );
}

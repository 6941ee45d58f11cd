// One gallery photo: native HTML5 drag source and drop target, plus a keyboard handle (arrow keys,
// Home, End) and explicit 'Mover antes' / 'Mover después' buttons for people who do not drag.
import type { DragEvent, KeyboardEvent, Ref } from 'react';
import { Badge, HStack, IconButton, Image, chakra } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight, GripVertical, Trash2 } from 'lucide-react';
import type { ProjectMedia } from './media.types';

export type MoveControl = 'handle' | 'before' | 'after';

export interface GalleryTileProps {
  image: ProjectMedia;
  name: string;
  index: number;
  count: number;
  /** Moves are locked while a new order is being saved. */
  locked: boolean;
  dragging: boolean;
  dropTarget: boolean;
  onMove(to: number, control: MoveControl): void;
  onDelete(): void;
  onDragStart(): void;
  onDragEnter(): void;
  onDrop(): void;
  onDragEnd(): void;
  controlRef(control: MoveControl): Ref<HTMLButtonElement>;
}

const KEY_TARGET: Record<string, (index: number, count: number) => number> = {
  ArrowLeft: (i) => i - 1,
  ArrowUp: (i) => i - 1,
  ArrowRight: (i) => i + 1,
  ArrowDown: (i) => i + 1,
  Home: () => 0,
  End: (_i, count) => count - 1,
};

export function GalleryTile(props: GalleryTileProps) {
  const { image, name, index, count, locked, dragging, dropTarget, controlRef } = props;
  const position = `posición ${index + 1} de ${count}`;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const target = KEY_TARGET[event.key]?.(index, count);
    if (target === undefined) return;
    event.preventDefault();
    if (!locked && target >= 0 && target < count && target !== index)
      props.onMove(target, 'handle');
  }

  const over = (event: DragEvent<HTMLLIElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
  };

  return (
    <chakra.li
      position="relative"
      borderWidth="2px"
      borderRadius="l3"
      overflow="hidden"
      bg="bg.panel"
      borderColor={dropTarget ? 'primary.solid' : 'border'}
      opacity={dragging ? 0.4 : 1}
      draggable={!locked}
      cursor={locked ? 'progress' : 'grab'}
      onDragStart={(event: DragEvent<HTMLLIElement>) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', image.id);
        props.onDragStart();
      }}
      onDragEnter={props.onDragEnter}
      onDragOver={over}
      onDrop={(event: DragEvent<HTMLLIElement>) => {
        event.preventDefault();
        props.onDrop();
      }}
      onDragEnd={props.onDragEnd}
    >
      <Image
        src={image.full_url}
        alt={name}
        aspectRatio={3 / 2}
        w="full"
        fit="cover"
        draggable={false}
      />
      <Badge position="absolute" top="2" left="2" variant="solid" colorPalette="gray">
        {index + 1}
      </Badge>
      <HStack justify="space-between" px="1.5" py="1" gap="1">
        <IconButton
          ref={controlRef('handle')}
          size="xs"
          variant="ghost"
          colorPalette="gray"
          cursor="grab"
          aria-label={`Reordenar «${name}», ${position}. Usa las flechas para moverla.`}
          aria-disabled={locked || undefined}
          onKeyDown={onKeyDown}
        >
          <GripVertical aria-hidden />
        </IconButton>
        <HStack gap="0.5">
          <IconButton
            ref={controlRef('before')}
            size="xs"
            variant="ghost"
            colorPalette="gray"
            aria-label={`Mover antes «${name}»`}
            disabled={locked || index === 0}
            onClick={() => props.onMove(index - 1, 'before')}
          >
            <ChevronLeft aria-hidden />
          </IconButton>
          <IconButton
            ref={controlRef('after')}
            size="xs"
            variant="ghost"
            colorPalette="gray"
            aria-label={`Mover después «${name}»`}
            disabled={locked || index === count - 1}
            onClick={() => props.onMove(index + 1, 'after')}
          >
            <ChevronRight aria-hidden />
          </IconButton>
          <IconButton
            size="xs"
            variant="ghost"
            colorPalette="red"
            aria-label={`Eliminar «${name}»`}
            onClick={props.onDelete}
          >
            <Trash2 aria-hidden />
          </IconButton>
        </HStack>
      </HStack>
    </chakra.li>
  );
}

// The logo or the cover page: the stored image, replaced as soon as a new one is picked, or
// deleted after a confirmation the panel asks for.
import { Button, Card, HStack, Spinner, Stack } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { ImageInput } from '../../../components/file-drop/file-drop';
import {
  PROJECT_IMAGE_ACCEPT,
  PROJECT_IMAGE_MAX_BYTES,
  SLOT_LABELS,
  type ProjectMedia,
  type SingleSlot,
} from './media.types';

export interface MediaSlotCardProps {
  slot: SingleSlot;
  media: ProjectMedia | null;
  busy?: boolean;
  /** The server's reason for refusing the last image. */
  error?: string | null;
  onReplace(file: File): void;
  onDelete(media: ProjectMedia): void;
}

export function MediaSlotCard({
  slot,
  media,
  busy = false,
  error,
  onReplace,
  onDelete,
}: MediaSlotCardProps) {
  const label = SLOT_LABELS[slot];
  return (
    <Card.Root size="sm" variant="outline" aria-busy={busy || undefined}>
      <Card.Body>
        <Stack gap="3">
          <ImageInput
            label={label}
            file={null}
            currentUrl={media?.full_url ?? null}
            onChange={(file) => file && onReplace(file)}
            accept={PROJECT_IMAGE_ACCEPT}
            maxBytes={PROJECT_IMAGE_MAX_BYTES}
            error={error ?? undefined}
            disabled={busy}
          />
          {media ? (
            <Button
              alignSelf="flex-start"
              size="xs"
              variant="outline"
              colorPalette="red"
              disabled={busy}
              onClick={() => onDelete(media)}
            >
              <Trash2 aria-hidden />
              Eliminar {label.toLowerCase()}
            </Button>
          ) : null}
          {busy ? (
            <HStack gap="2" role="status" color="fg.muted" textStyle="sm">
              <Spinner size="xs" color="primary.solid" />
              Guardando imagen…
            </HStack>
          ) : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

// The photos on their way to the gallery: one line each, waiting, sending (spinner) or refused with
// the reason (the server's Spanish message, or the local check's). A refused photo changes nothing
// in the gallery; its line stays until the user dismisses it.
import { Box, HStack, IconButton, Progress, Spinner, Stack, Text } from '@chakra-ui/react';
import { CircleAlert, Clock, X } from 'lucide-react';
import type { GalleryUpload } from './media.types';

export interface GalleryUploadsProps {
  uploads: readonly GalleryUpload[];
  /** How many photos of the current batch were already stored (for the progress bar). */
  done: number;
  onDismiss(key: string): void;
}

function StatusIcon({ status }: { status: GalleryUpload['status'] }) {
  if (status === 'sending') return <Spinner size="xs" color="primary.solid" />;
  if (status === 'waiting') return <Clock aria-hidden size={14} />;
  return <CircleAlert aria-hidden size={14} color="var(--chakra-colors-fg-error)" />;
}

const STATUS_TEXT: Record<GalleryUpload['status'], string> = {
  waiting: 'En espera',
  sending: 'Subiendo…',
  refused: 'No se subió',
};

export function GalleryUploads({ uploads, done, onDismiss }: GalleryUploadsProps) {
  if (uploads.length === 0) return null;
  const pending = uploads.filter((upload) => upload.status !== 'refused').length;
  const total = pending + done;
  return (
    <Stack gap="2" aria-label="Fotos en carga">
      {pending > 0 ? (
        <Progress.Root value={done} max={total} size="sm" colorPalette="primary">
          <HStack justify="space-between" mb="1">
            <Progress.Label textStyle="sm">
              Subiendo {Math.min(done + 1, total)} de {total}
            </Progress.Label>
          </HStack>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      ) : null}
      <Stack as="ul" listStyleType="none" gap="1.5">
        {uploads.map((upload) => (
          <HStack
            as="li"
            key={upload.key}
            gap="3"
            px="3"
            py="2"
            borderWidth="1px"
            borderRadius="l2"
            borderColor={upload.status === 'refused' ? 'border.error' : 'border'}
            bg={upload.status === 'refused' ? 'bg.error' : 'bg.panel'}
            aria-busy={upload.status === 'sending' || undefined}
          >
            <StatusIcon status={upload.status} />
            <Box flex="1" minW="0">
              <Text textStyle="sm" fontWeight="medium" truncate>
                {upload.name}
              </Text>
              <Text
                textStyle="xs"
                color={upload.status === 'refused' ? 'fg.error' : 'fg.muted'}
                role={upload.status === 'refused' ? 'alert' : undefined}
              >
                {upload.status === 'refused' ? upload.message : STATUS_TEXT[upload.status]}
              </Text>
            </Box>
            {upload.status === 'refused' ? (
              <IconButton
                size="xs"
                variant="ghost"
                colorPalette="gray"
                aria-label={`Descartar el aviso de «${upload.name}»`}
                onClick={() => onDismiss(upload.key)}
              >
                <X aria-hidden />
              </IconButton>
            ) : null}
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}

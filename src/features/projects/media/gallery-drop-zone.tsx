// Where new gallery photos come in: a button that opens a multi-file picker and accepts files
// dropped from the desktop. It only hands the files on; checks and sending are the caller's.
import { useRef, useState, type DragEvent } from 'react';
import { Stack, Text, VisuallyHidden, chakra } from '@chakra-ui/react';
import { ImagePlus } from 'lucide-react';
import { describeAccept, formatBytes } from '../../../components/file-drop/file-rules';
import { PROJECT_IMAGE_ACCEPT, PROJECT_IMAGE_MAX_BYTES } from './media.types';

export interface GalleryDropZoneProps {
  onFiles(files: File[]): void;
  disabled?: boolean;
}

const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

export function GalleryDropZone({ onFiles, disabled = false }: GalleryDropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  return (
    <>
      <chakra.button
        type="button"
        disabled={disabled}
        onClick={() => inputRef.current?.click()}
        onDragOver={(event: DragEvent<HTMLButtonElement>) => {
          if (!carriesFiles(event)) return;
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event: DragEvent<HTMLButtonElement>) => {
          if (!carriesFiles(event)) return;
          event.preventDefault();
          setOver(false);
          if (!disabled) onFiles(Array.from(event.dataTransfer.files));
        }}
        display="flex"
        alignItems="center"
        justifyContent="center"
        gap="4"
        w="full"
        p="5"
        borderWidth="2px"
        borderStyle="dashed"
        borderRadius="l3"
        borderColor={over ? 'primary.solid' : 'border'}
        bg={over ? 'primary.subtle' : 'bg.subtle'}
        cursor={disabled ? 'not-allowed' : 'pointer'}
        _hover={{ borderColor: disabled ? undefined : 'primary.solid' }}
        _focusVisible={{
          outline: '2px solid',
          outlineColor: 'primary.solid',
          outlineOffset: '2px',
        }}
      >
        <ImagePlus aria-hidden size={32} />
        <Stack gap="0.5" textAlign="start">
          <Text fontWeight="medium">Agregar fotos a la galería</Text>
          <Text textStyle="xs" color="fg.muted">
            Haz clic o arrastra aquí varias imágenes {describeAccept(PROJECT_IMAGE_ACCEPT)} de hasta{' '}
            {formatBytes(PROJECT_IMAGE_MAX_BYTES)} cada una.
          </Text>
        </Stack>
      </chakra.button>
      <VisuallyHidden asChild>
        <input
          ref={inputRef}
          type="file"
          multiple
          accept={PROJECT_IMAGE_ACCEPT}
          tabIndex={-1}
          aria-label="Fotos de la galería"
          disabled={disabled}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            // The same files picked again must fire a change.
            event.target.value = '';
            if (files.length > 0) onFiles(files);
          }}
        />
      </VisuallyHidden>
    </>
  );
}

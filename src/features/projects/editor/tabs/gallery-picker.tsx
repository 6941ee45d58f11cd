// The create page's gallery: pick many images at once, see them in order, drop any before saving.
// Reordering and later changes happen in the media panel once the project exists.
import { useRef, useState } from 'react';
import { Box, Button, CloseButton, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ImagePlus } from 'lucide-react';
import {
  DEFAULT_IMAGE_ACCEPT,
  DEFAULT_IMAGE_MAX_BYTES,
} from '../../../../components/file-drop/file-drop';
import { fileProblem } from '../../../../components/file-drop/file-rules';
import { useObjectUrl } from '../../../../components/file-drop/use-object-url';

function Thumb({ file, index, onRemove }: { file: File; index: number; onRemove(): void }) {
  const url = useObjectUrl(file);
  return (
    <Box position="relative" borderWidth="1px" rounded="md" overflow="hidden" bg="bg.muted">
      {url ? (
        <Image src={url} alt={`Foto ${index + 1}: ${file.name}`} h="24" w="full" fit="cover" />
      ) : (
        <Text p="3" textStyle="xs" h="24">
          {file.name}
        </Text>
      )}
      <CloseButton
        size="2xs"
        variant="solid"
        position="absolute"
        top="1"
        right="1"
        aria-label={`Quitar foto ${index + 1} (${file.name})`}
        onClick={onRemove}
      />
    </Box>
  );
}

export interface GalleryPickerProps {
  files: readonly File[];
  onChange(files: File[]): void;
  error?: string;
}

export function GalleryPicker({ files, onChange, error }: GalleryPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [rejected, setRejected] = useState<string[]>([]);
  const add = (picked: FileList | null) => {
    const list = Array.from(picked ?? []);
    const problems = list.map((file) =>
      fileProblem(file, DEFAULT_IMAGE_ACCEPT, DEFAULT_IMAGE_MAX_BYTES),
    );
    setRejected(problems.filter((problem): problem is string => problem !== null));
    onChange([...files, ...list.filter((_file, index) => problems[index] === null)]);
  };
  return (
    <Stack gap="3">
      <Text fontWeight="medium" textStyle="sm">
        Galería
      </Text>
      {files.length > 0 ? (
        <SimpleGrid columns={{ base: 2, md: 4, xl: 6 }} gap="3">
          {files.map((file, index) => (
            <Thumb
              key={`${file.name}-${index}`}
              file={file}
              index={index}
              onRemove={() => onChange(files.filter((_item, at) => at !== index))}
            />
          ))}
        </SimpleGrid>
      ) : (
        <Text textStyle="sm" color="fg.muted">
          Aún no eliges fotos. Se publican en el orden en que las agregas.
        </Text>
      )}
      <Button
        alignSelf="flex-start"
        size="sm"
        variant="outline"
        onClick={() => input.current?.click()}
      >
        <ImagePlus aria-hidden />
        Agregar fotos
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={DEFAULT_IMAGE_ACCEPT}
        aria-label="Fotos de la galería"
        onChange={(event) => {
          add(event.currentTarget.files);
          event.currentTarget.value = '';
        }}
      />
      {[...rejected, ...(error ? [error] : [])].map((message) => (
        <Text key={message} role="alert" textStyle="xs" color="fg.error">
          {message}
        </Text>
      ))}
    </Stack>
  );
}

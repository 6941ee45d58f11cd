// An image field: click or drop a file, see it before saving, drop the new choice again. Holds no
// file itself (the form does); only the refusal message of a bad pick is local.
import { useId, useRef, useState, type DragEvent } from 'react';
import { Box, Button, HStack, Image, Stack, Text, VisuallyHidden, chakra } from '@chakra-ui/react';
import { ImagePlus } from 'lucide-react';
import { fileProblem, formatBytes, describeAccept } from './file-rules';
import { useObjectUrl } from './use-object-url';

export const DEFAULT_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';
export const DEFAULT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export interface ImageInputProps {
  label: string;
  /** The new file chosen in this form, not yet saved. */
  file: File | null;
  /** The image already stored (edit forms), shown while no new file is chosen. */
  currentUrl?: string | null;
  onChange(file: File | null): void;
  accept?: string;
  maxBytes?: number;
  /** A message from the form or the server (e.g. the server refused the content). */
  error?: string;
  disabled?: boolean;
}

export function ImageInput(props: ImageInputProps) {
  const {
    label,
    file,
    currentUrl = null,
    onChange,
    accept = DEFAULT_IMAGE_ACCEPT,
    maxBytes = DEFAULT_IMAGE_MAX_BYTES,
    error,
    disabled = false,
  } = props;
  const inputRef = useRef<HTMLInputElement>(null);
  const [rejection, setRejection] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const preview = useObjectUrl(file);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const shown = rejection ?? error ?? null;
  const src = file ? preview : currentUrl;

  function pick(candidate: File | undefined) {
    if (!candidate) return;
    const problem = fileProblem(candidate, accept, maxBytes);
    setRejection(problem);
    if (!problem) onChange(candidate);
  }

  function drop(event: DragEvent<HTMLButtonElement>) {
    event.preventDefault();
    setDragging(false);
    if (!disabled) pick(event.dataTransfer.files[0]);
  }

  return (
    <Stack gap="2">
      <Text fontWeight="medium" textStyle="sm" aria-hidden>
        {label}
      </Text>
      <chakra.button
        type="button"
        disabled={disabled}
        aria-describedby={shown ? errorId : undefined}
        onClick={() => inputRef.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        display="flex"
        alignItems="center"
        gap="4"
        p="3"
        borderWidth="2px"
        borderStyle="dashed"
        borderRadius="l2"
        borderColor={shown ? 'border.error' : dragging ? 'primary.solid' : 'border'}
        bg={dragging ? 'primary.subtle' : 'bg.subtle'}
        textAlign="start"
        cursor={disabled ? 'not-allowed' : 'pointer'}
        opacity={disabled ? 0.6 : 1}
        _hover={{ borderColor: disabled ? undefined : 'primary.solid' }}
        _focusVisible={{
          outline: '2px solid',
          outlineColor: 'primary.solid',
          outlineOffset: '2px',
        }}
      >
        {/* Named by its content, which holds all it shows (WCAG 2.5.3, label in name). */}
        <VisuallyHidden>{label}:</VisuallyHidden>
        <Box
          boxSize="20"
          flexShrink={0}
          borderRadius="l2"
          bg="bg.muted"
          overflow="hidden"
          display="flex"
          alignItems="center"
          justifyContent="center"
        >
          {src ? (
            <Image
              src={src}
              alt={`Vista previa de ${label.toLowerCase()}`}
              boxSize="full"
              fit="contain"
            />
          ) : (
            <ImagePlus aria-hidden size={28} />
          )}
        </Box>
        <Stack gap="0.5" minW="0">
          <Text fontWeight="medium">{file || currentUrl ? 'Cambiar imagen' : 'Elegir imagen'}</Text>
          <Text id={hintId} textStyle="xs" color="fg.muted">
            Haz clic o arrastra aquí un archivo {describeAccept(accept)} de hasta{' '}
            {formatBytes(maxBytes)}.
          </Text>
          {file ? (
            <Text textStyle="xs" color="fg" truncate>
              Nueva: {file.name} ({formatBytes(file.size)})
            </Text>
          ) : null}
        </Stack>
      </chakra.button>
      <VisuallyHidden asChild>
        <input
          ref={inputRef}
          type="file"
          accept={accept}
          tabIndex={-1}
          aria-label={label}
          disabled={disabled}
          onChange={(event) => {
            pick(event.target.files?.[0]);
            // The same file picked again after 'Quitar' must fire a change.
            event.target.value = '';
          }}
        />
      </VisuallyHidden>
      {shown || file ? (
        <HStack gap="3">
          {shown ? (
            <Text id={errorId} role="alert" textStyle="xs" color="fg.error">
              {shown}
            </Text>
          ) : null}
          {file ? (
            <Button
              size="xs"
              variant="ghost"
              colorPalette="gray"
              disabled={disabled}
              onClick={() => {
                setRejection(null);
                onChange(null);
              }}
            >
              Quitar
              <VisuallyHidden> la nueva imagen de {label.toLowerCase()}</VisuallyHidden>
            </Button>
          ) : null}
        </HStack>
      ) : null}
    </Stack>
  );
}

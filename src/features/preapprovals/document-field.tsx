// The optional PDF of the edit form: the browser's own file input (keyboard and screen readers
// work with it as they always do), the chosen file's name and size, and a way to drop the choice.
import { useRef } from 'react';
import { Button, HStack, Input, Text, VisuallyHidden } from '@chakra-ui/react';
import { formatBytes } from '../../components/file-drop/file-rules';
import { DOCUMENT_ACCEPT } from './preapproval-edit.schema';

export interface DocumentFieldProps {
  file: File | null;
  onChange(file: File | null): void;
  disabled?: boolean;
}

export function DocumentField({ file, onChange, disabled }: DocumentFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Input
        ref={input}
        type="file"
        accept={DOCUMENT_ACCEPT}
        disabled={disabled}
        p="1.5"
        onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
      />
      {file ? (
        <HStack gap="3" mt="1">
          <Text textStyle="sm" truncate>
            Nuevo documento: {file.name} ({formatBytes(file.size)})
          </Text>
          <Button
            size="xs"
            variant="ghost"
            colorPalette="gray"
            disabled={disabled}
            onClick={() => {
              if (input.current) input.current.value = '';
              onChange(null);
            }}
          >
            Quitar
            <VisuallyHidden> el documento elegido</VisuallyHidden>
          </Button>
        </HStack>
      ) : null}
    </>
  );
}

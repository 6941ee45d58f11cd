// A document field (brochure PDF, 360° files): choose one file, see its name, drop it again.
import { useRef } from 'react';
import { Button, Field, HStack, Text } from '@chakra-ui/react';
import { Paperclip } from 'lucide-react';
import { formatBytes } from '../../../../components/file-drop/file-rules';

export interface FileFieldProps {
  label: string;
  accept: string;
  hint: string;
  file: File | null;
  onChange(file: File | null): void;
  error?: string;
}

export function FileField({ label, accept, hint, file, onChange, error }: FileFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <HStack gap="3" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => input.current?.click()}>
          <Paperclip aria-hidden />
          {file ? 'Cambiar archivo' : 'Elegir archivo'}
        </Button>
        {file ? (
          <>
            <Text textStyle="sm" truncate maxW="64">
              {file.name} ({formatBytes(file.size)})
            </Text>
            <Button size="xs" variant="ghost" colorPalette="gray" onClick={() => onChange(null)}>
              Quitar
            </Button>
          </>
        ) : null}
      </HStack>
      <input
        ref={input}
        type="file"
        hidden
        accept={accept}
        aria-label={label}
        onChange={(event) => {
          onChange(event.currentTarget.files?.[0] ?? null);
          event.currentTarget.value = '';
        }}
      />
      {error ? null : <Field.HelperText>{hint}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

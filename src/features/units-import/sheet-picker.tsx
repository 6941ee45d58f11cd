// Step 1: the template to fill in, and a drop zone that also opens the file picker (Enter or
// Space on it, like any button). The machine checks the extension and size; a refusal shows here.
import { useId, useRef, useState, type DragEvent } from 'react';
import { Button, HStack, Stack, Text, VisuallyHidden, chakra } from '@chakra-ui/react';
import { Download, FileSpreadsheet } from 'lucide-react';
import { FormAlert } from '../../components/form-alert';

export const SHEET_ACCEPT =
  '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface SheetPickerProps {
  /** Set when the last file was refused before upload. */
  rejection: string | null;
  onFile(file: File): void;
  onTemplate(): void;
  templateBusy?: boolean;
  /** The update mode fills the same template with existing identifiers. */
  hint: string;
}

export function SheetPicker({
  rejection,
  onFile,
  onTemplate,
  templateBusy,
  hint,
}: SheetPickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();

  function drop(event: DragEvent<HTMLButtonElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  }

  return (
    <Stack gap="4">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Text color="fg.muted" textStyle="sm" flex="1" minW="60">
          {hint}
        </Text>
        <Button size="sm" variant="outline" onClick={onTemplate} loading={templateBusy}>
          <Download aria-hidden />
          Descargar plantilla
        </Button>
      </HStack>
      {/* Named by its visible title (a label over the whole zone left out the hint it shows:
          axe label-content-name-mismatch); the hint is its description, read once. */}
      <chakra.button
        type="button"
        aria-describedby={hintId}
        onClick={() => inputRef.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        display="flex"
        flexDirection="column"
        alignItems="center"
        gap="2"
        py="10"
        px="6"
        borderWidth="2px"
        borderStyle="dashed"
        borderRadius="l2"
        borderColor={rejection ? 'border.error' : dragging ? 'primary.solid' : 'border'}
        bg={dragging ? 'primary.subtle' : 'bg.subtle'}
        cursor="pointer"
        _hover={{ borderColor: 'primary.solid' }}
        _focusVisible={{
          outline: '2px solid',
          outlineColor: 'primary.solid',
          outlineOffset: '2px',
        }}
      >
        <FileSpreadsheet aria-hidden size={36} />
        <Text fontWeight="semibold">Elegir planilla</Text>
        <Text id={hintId} textStyle="sm" color="fg.muted" aria-hidden>
          Haz clic o arrastra aquí un archivo .xlsx de hasta 20 MB.
        </Text>
      </chakra.button>
      <VisuallyHidden asChild>
        <input
          ref={inputRef}
          type="file"
          accept={SHEET_ACCEPT}
          tabIndex={-1}
          aria-label="Planilla de unidades"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onFile(file);
            // The same file chosen again (after fixing it) must fire a change.
            event.target.value = '';
          }}
        />
      </VisuallyHidden>
      {rejection ? <FormAlert title="No se puede usar este archivo">{rejection}</FormAlert> : null}
    </Stack>
  );
}

// The body of each wizard step. Reads nothing but the snapshot it is given; the wizard sends the
// events.
import { HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { FileSpreadsheet } from 'lucide-react';
import { FormAlert } from '../../components/form-alert';
import { formatBytes } from '../../components/file-drop/file-rules';
import { busyText, isUpdate, stepOf, unitsText, type ImportSnapshot } from './import-steps';
import { SheetErrorsList } from './sheet-errors-list';
import { SheetPicker } from './sheet-picker';
import { SheetPreviewTable } from './sheet-preview-table';
import { UpdateResult } from './update-result';

export interface ImportStepBodyProps {
  snapshot: ImportSnapshot;
  onFile(file: File): void;
  onTemplate(): void;
  templateBusy?: boolean;
  /** Why the annotated copy could not be downloaded. */
  errorsCopyFailure?: string | null;
}

const CREATE_HINT =
  'Completa la plantilla con una fila por unidad (departamentos, bodegas y estacionamientos). Primero revisamos la planilla completa; no se guarda nada hasta que confirmes.';
const UPDATE_HINT =
  'Usa la plantilla con los identificadores de unidades que ya existen en el proyecto. Las celdas vacías conservan el valor actual; si alguna fila tiene errores, no se cambia ninguna unidad.';

export function ImportStepBody(props: ImportStepBodyProps) {
  const { snapshot, errorsCopyFailure } = props;
  const { context } = snapshot;
  const check = isUpdate(snapshot) ? context.update : context.check;
  switch (stepOf(snapshot)) {
    case 'closed':
      return null;
    case 'pick':
      return (
        <SheetPicker
          rejection={context.rejection}
          onFile={props.onFile}
          onTemplate={props.onTemplate}
          templateBusy={props.templateBusy}
          hint={isUpdate(snapshot) ? UPDATE_HINT : CREATE_HINT}
        />
      );
    case 'chosen':
      return (
        <HStack gap="3" p="4" borderWidth="1px" rounded="md" bg="bg.subtle">
          <FileSpreadsheet aria-hidden size={28} />
          <Stack gap="0" minW="0">
            <Text fontWeight="semibold" truncate>
              {context.file?.name ?? context.fileName}
            </Text>
            <Text textStyle="sm" color="fg.muted">
              {context.file ? formatBytes(context.file.size) : ''}
              {isUpdate(snapshot)
                ? ' · Se actualizarán las unidades del proyecto que la planilla nombre.'
                : ' · Revisaremos cada fila antes de guardar.'}
            </Text>
          </Stack>
        </HStack>
      );
    case 'busy':
      return (
        <HStack gap="3" py="8" justify="center" role="status">
          <Spinner size="lg" color="primary.solid" />
          <Text fontWeight="medium">{busyText(snapshot)}</Text>
        </HStack>
      );
    case 'valid':
      return (
        <Stack gap="4">
          <FormAlert status="success" title="La planilla no tiene errores">
            {check?.info}
          </FormAlert>
          <SheetPreviewTable data={check?.data} />
        </Stack>
      );
    case 'invalid':
    case 'rejected':
      return (
        <Stack gap="4">
          <FormAlert title="La planilla tiene errores">
            {check?.info} Corrige el archivo y vuelve a elegirlo, o descarga la copia con una
            columna «Errores» que indica qué arreglar en cada fila.
          </FormAlert>
          {errorsCopyFailure ? <FormAlert status="warning">{errorsCopyFailure}</FormAlert> : null}
          <SheetErrorsList errors={check?.validation_errors ?? []} />
          <SheetPreviewTable data={check?.data} />
        </Stack>
      );
    case 'saved':
      return (
        <FormAlert status="success" title={`Se guardaron ${unitsText(context.savedCount)}`}>
          Las unidades ya aparecen en la tabla del proyecto.
        </FormAlert>
      );
    case 'applied':
      return context.update ? <UpdateResult update={context.update} /> : null;
    case 'failed':
      return (
        <FormAlert title="No se pudo completar">
          {context.failure} Puedes reintentar o elegir otro archivo.
        </FormAlert>
      );
  }
}

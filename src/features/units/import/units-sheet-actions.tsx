// The units page's spreadsheet buttons: import a sheet, update units by sheet (both open the
// import wizard) and download the list shown with its filters.
import { Button, HStack } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { Download, FileUp, Upload } from 'lucide-react';
import { toaster } from '../../../components/toaster';
import { errorMessage } from '../../../lib/network/errors';
import { ImportWizard } from './import-wizard';
import {
  downloadErrorsCopy,
  downloadFailure,
  downloadTemplate,
  downloadUnits,
  type UnitsDownload,
} from './sheet-downloads';
import { useXlsxImport } from './use-xlsx-import';

export interface UnitsSheetActionsProps {
  /** The project shown; '' while none is chosen (the buttons wait). */
  projectId: string;
  /** What "Descargar Excel" downloads: the tab's list with the table's filters. */
  download: UnitsDownload;
  /** Import and update by sheet (the policy's managers); download is for every viewer. */
  canImport: boolean;
}

const failToast = (title: string) => (error: unknown) =>
  toaster.create({ type: 'error', title, description: errorMessage(error) });

export function UnitsSheetActions({ projectId, download, canImport }: UnitsSheetActionsProps) {
  const actor = useXlsxImport();
  const errorsUrl = useSelector(
    actor,
    (s) => (s.matches('update') ? s.context.update : s.context.check)?.errors_url ?? null,
  );
  const template = useMutation({
    mutationFn: downloadTemplate,
    onError: failToast('No pudimos descargar la plantilla.'),
  });
  const units = useMutation({
    mutationFn: downloadUnits,
    onError: failToast('No pudimos descargar el Excel de unidades.'),
  });
  const errorsCopy = useMutation({
    mutationFn: async ({ url, name }: { url: string; name: string | null }) => {
      try {
        await downloadErrorsCopy(url, name);
      } catch (error) {
        throw new Error(await downloadFailure(error));
      }
    },
  });
  // A failure belongs to the copy it was about: a new check shows a new link without it.
  const copyFailure =
    errorsCopy.error && errorsCopy.variables?.url === errorsUrl ? errorsCopy.error.message : null;
  const open = (mode: 'create' | 'update') =>
    actor.send({ type: 'wizard.opened', mode, projectId });

  return (
    <HStack gap="2" wrap="wrap">
      {canImport ? (
        <>
          <Button variant="outline" disabled={!projectId} onClick={() => open('create')}>
            <Upload aria-hidden />
            Importar Excel
          </Button>
          <Button variant="outline" disabled={!projectId} onClick={() => open('update')}>
            <FileUp aria-hidden />
            Actualizar desde Excel
          </Button>
        </>
      ) : null}
      <Button
        variant="outline"
        disabled={!projectId}
        loading={units.isPending}
        loadingText="Descargando…"
        onClick={() => units.mutate(download)}
      >
        <Download aria-hidden />
        Descargar Excel
      </Button>
      <ImportWizard
        actor={actor}
        onTemplate={() => template.mutate()}
        templateBusy={template.isPending}
        onErrorsCopy={(url, name) => errorsCopy.mutate({ url, name })}
        errorsCopyBusy={errorsCopy.isPending}
        errorsCopyFailure={copyFailure}
      />
    </HStack>
  );
}

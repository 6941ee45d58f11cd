// The units page's spreadsheet buttons: the import feature's (import and update by sheet, for the
// policy's managers) and the download of the list shown with its filters, for every viewer.
import { Button, HStack } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { toaster } from '../../../components/toaster';
import { errorMessage } from '../../../lib/network/errors';
import { UnitsImportActions } from '../../units-import';
import { downloadUnits, type UnitsDownload } from './units-download';

export interface UnitsSheetActionsProps {
  /** The project shown; '' while none is chosen (the buttons wait). */
  projectId: string;
  /** What "Descargar Excel" downloads: the tab's list with the table's filters. */
  download: UnitsDownload;
  /** Import and update by sheet (the policy's managers); download is for every viewer. */
  canImport: boolean;
}

export function UnitsSheetActions({ projectId, download, canImport }: UnitsSheetActionsProps) {
  const units = useMutation({
    mutationFn: downloadUnits,
    onError: (error) =>
      toaster.create({
        type: 'error',
        title: 'No pudimos descargar el Excel de unidades.',
        description: errorMessage(error),
      }),
  });
  return (
    <HStack gap="2" wrap="wrap">
      <UnitsImportActions projectId={projectId} canImport={canImport} />
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
    </HStack>
  );
}

// The units page's import buttons: import a sheet and update units by sheet, both opening the
// import wizard, which downloads the template and the annotated copy of a sheet with errors.
import { Button } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { FileUp, Upload } from 'lucide-react';
import { toaster } from '../../components/toaster';
import { errorMessage } from '../../lib/network/errors';
import { ImportWizard } from './import-wizard';
import { downloadErrorsCopy, downloadFailure, downloadTemplate } from './sheet-downloads';
import { useUnitsImport } from './use-units-import';

export interface UnitsImportActionsProps {
  /** The project shown; '' while none is chosen (the buttons wait). */
  projectId: string;
  /** Import and update by sheet (the policy's managers); others see no button. */
  canImport: boolean;
}

export function UnitsImportActions({ projectId, canImport }: UnitsImportActionsProps) {
  const actor = useUnitsImport();
  const errorsUrl = useSelector(
    actor,
    (s) => (s.matches('update') ? s.context.update : s.context.check)?.errors_url ?? null,
  );
  const template = useMutation({
    mutationFn: downloadTemplate,
    onError: (error) =>
      toaster.create({
        type: 'error',
        title: 'No pudimos descargar la plantilla.',
        description: errorMessage(error),
      }),
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

  if (!canImport) return null;
  return (
    <>
      <Button variant="outline" disabled={!projectId} onClick={() => open('create')}>
        <Upload aria-hidden />
        Importar Excel
      </Button>
      <Button variant="outline" disabled={!projectId} onClick={() => open('update')}>
        <FileUp aria-hidden />
        Actualizar desde Excel
      </Button>
      <ImportWizard
        actor={actor}
        onTemplate={() => template.mutate()}
        templateBusy={template.isPending}
        onErrorsCopy={(url, name) => errorsCopy.mutate({ url, name })}
        errorsCopyBusy={errorsCopy.isPending}
        errorsCopyFailure={copyFailure}
      />
    </>
  );
}

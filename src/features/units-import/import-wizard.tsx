// The unit import wizard: a dialog that reads the import machine (useSelector, never a copy) and
// sends it the user's choices. Every step change is announced through a polite live region.
import { Button, CloseButton, Dialog, Portal, VisuallyHidden } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { Download, RotateCcw, Save } from 'lucide-react';
import { ImportStepBody } from './import-step-body';
import { StepTrail } from './step-trail';
import { isUpdate, statusText, stepOf, titleOf, unitsText } from './import-steps';
import type { UnitsImportActor } from './use-units-import';
import { useInertOutside } from '../../components/inert-outside';

export interface ImportWizardProps {
  actor: UnitsImportActor;
  onTemplate(): void;
  templateBusy?: boolean;
  onErrorsCopy(url: string, sheetName: string | null): void;
  errorsCopyBusy?: boolean;
  errorsCopyFailure?: string | null;
}

export function ImportWizard(props: ImportWizardProps) {
  const { actor } = props;
  const snapshot = useSelector(actor, (s) => s);
  const step = stepOf(snapshot);
  const { context } = snapshot;
  const check = isUpdate(snapshot) ? context.update : context.check;
  const errorsUrl = check?.errors_url ?? null;
  const close = () => actor.send({ type: 'wizard.closed' });
  const another = (
    <Button variant="outline" onClick={() => actor.send({ type: 'file.discarded' })}>
      Elegir otro archivo
    </Button>
  );

  const inertOutside = useInertOutside(step !== 'closed');
  return (
    <Dialog.Root
      open={step !== 'closed'}
      onOpenChange={(details) => {
        if (!details.open) close();
      }}
      size="xl"
      placement="center"
      scrollBehavior="inside"
      closeOnInteractOutside={false}
      // The closed wizard costs the units page nothing: no hidden steps in the DOM.
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content ref={inertOutside}>
            <Dialog.Header flexDirection="column" alignItems="stretch" gap="3">
              <Dialog.Title>{titleOf(snapshot)}</Dialog.Title>
              <StepTrail step={step} update={isUpdate(snapshot)} />
            </Dialog.Header>
            <Dialog.Body>
              <VisuallyHidden aria-live="polite" aria-atomic="true">
                {statusText(snapshot)}
              </VisuallyHidden>
              <ImportStepBody
                snapshot={snapshot}
                onFile={(file) => actor.send({ type: 'file.chosen', file })}
                onTemplate={props.onTemplate}
                templateBusy={props.templateBusy}
                errorsCopyFailure={props.errorsCopyFailure}
              />
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              {step === 'pick' || step === 'saved' || step === 'applied' ? (
                <Button
                  colorPalette={step === 'pick' ? 'gray' : 'primary'}
                  variant={step === 'pick' ? 'outline' : 'solid'}
                  onClick={close}
                >
                  Cerrar
                </Button>
              ) : null}
              {step === 'chosen' ? (
                <>
                  <Button variant="outline" onClick={() => actor.send({ type: 'file.discarded' })}>
                    Cambiar archivo
                  </Button>
                  <Button
                    colorPalette="primary"
                    onClick={() => actor.send({ type: 'file.submitted' })}
                  >
                    {isUpdate(snapshot) ? 'Actualizar unidades' : 'Revisar archivo'}
                  </Button>
                </>
              ) : null}
              {step === 'busy' ? (
                <Button variant="outline" onClick={() => actor.send({ type: 'cancel.requested' })}>
                  Cancelar
                </Button>
              ) : null}
              {step === 'valid' ? (
                <>
                  {another}
                  <Button
                    colorPalette="primary"
                    onClick={() => actor.send({ type: 'save.requested' })}
                  >
                    <Save aria-hidden />
                    Guardar {unitsText(context.rowCount)}
                  </Button>
                </>
              ) : null}
              {step === 'invalid' || step === 'rejected' ? (
                <>
                  {another}
                  {errorsUrl ? (
                    <Button
                      colorPalette="primary"
                      loading={props.errorsCopyBusy}
                      loadingText="Descargando…"
                      onClick={() => props.onErrorsCopy(errorsUrl, context.fileName)}
                    >
                      <Download aria-hidden />
                      Descargar copia con errores
                    </Button>
                  ) : null}
                </>
              ) : null}
              {step === 'failed' ? (
                <>
                  {another}
                  <Button
                    colorPalette="primary"
                    onClick={() => actor.send({ type: 'retry.requested' })}
                  >
                    <RotateCcw aria-hidden />
                    Reintentar
                  </Button>
                </>
              ) : null}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Cerrar" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

// /plans/list: change one project's plan. The choice is confirmed in a dialog that shows what
// the plan costs; a refusal (the agency's limit) stays in the dialog, in Spanish.
import { useEffect, useState } from 'react';
import { Button, Dialog, Field, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { FormAlert } from '../../components/form-alert';
import { formatUF } from '../../lib/format';
import { PLAN_OFFERS } from '../../shared/plans';
import type { PlanProject } from './plans.types';
import { useInertOutside } from '../../components/inert-outside';

export interface PlanChangeDialogProps {
  /** The project being changed; null = closed. */
  project: PlanProject | null;
  saving: boolean;
  error: string | null;
  onConfirm(plan: number): void;
  onCancel(): void;
}

export function PlanChangeDialog({
  project,
  saving,
  error,
  onConfirm,
  onCancel,
}: PlanChangeDialogProps) {
  const [plan, setPlan] = useState(project?.plan ?? 1);
  useEffect(() => setPlan(project?.plan ?? 1), [project]);
  const offer = PLAN_OFFERS.find((o) => o.id === plan);
  const inertOutside = useInertOutside(project !== null);
  return (
    <Dialog.Root
      role="dialog"
      open={project !== null}
      onOpenChange={(details) => {
        if (!details.open && !saving) onCancel();
      }}
      closeOnInteractOutside={!saving}
      closeOnEscape={!saving}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content ref={inertOutside}>
            <Dialog.Header>
              <Dialog.Title>Cambiar plan de {project?.name}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Field.Root disabled={saving}>
                  <Field.Label>Plan</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      value={String(plan)}
                      onChange={(event) => setPlan(Number(event.target.value))}
                    >
                      {PLAN_OFFERS.map((o) => (
                        <option key={o.id} value={o.id}>
                          {`Plan ${o.name}`}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                {offer ? (
                  <Text color="fg.muted" textStyle="sm">
                    {offer.summary}{' '}
                    {offer.monthlyUf ? `${formatUF(offer.monthlyUf)} al mes.` : 'Sin costo.'}
                  </Text>
                ) : null}
                {error ? <FormAlert title="No se cambió el plan">{error}</FormAlert> : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" colorPalette="gray" onClick={onCancel} disabled={saving}>
                Cancelar
              </Button>
              <Button
                colorPalette="primary"
                onClick={() => onConfirm(plan)}
                loading={saving}
                loadingText="Guardando"
              >
                Guardar plan
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

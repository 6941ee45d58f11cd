// The project editor (spec §3): every field in tabs worked through in order, each tab marked with
// its error count; a failed save (the form's rules or the server's) opens the tab of the first
// error. Presentational: the page sends and maps the server's answer.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { Button, Card, HStack, Stack, Tabs } from '@chakra-ui/react';
import { Link } from 'wouter';
import { FormAlert } from '../../../components/form-alert';
import { ProjectEditorTabList } from './project-editor-tab-list';
import { ProjectEditorTabPanels } from './project-editor-tab-panels';
import {
  PROJECT_FORM_FIELDS,
  PROJECT_TABS,
  firstTabWith,
  isProjectFormField,
  type ProjectEditorOptions,
  type ProjectTabId,
} from './project-editor.tabs';
import {
  projectFormResolver,
  type ProjectFormField,
  type ProjectFormInput,
  type ProjectFormValues,
} from './project-form.schema';
import type { MaskedPaymentKeys } from './tabs/project-tab-payment-keys';
import { useUnsavedChanges } from './use-unsaved-changes';

export interface ProjectEditorProps {
  mode: 'create' | 'edit';
  defaultValues: ProjectFormInput;
  options: ProjectEditorOptions;
  isAdmin: boolean;
  /** Edit page, Admin: the keys as stored (masked). */
  paymentKeys?: MaskedPaymentKeys | null;
  /** Edit page, Admin: «Probar credenciales» under the stored keys. */
  paymentKeysCheck?: ReactNode;
  /** Edit page: the media panel in place of the create page's pickers. */
  mediaPanel?: ReactNode;
  onSubmit(values: ProjectFormValues): void;
  saving?: boolean;
  fieldErrors?: Partial<Record<ProjectFormField, string>>;
  error?: string | null;
  validateOnMount?: boolean;
  initialTab?: ProjectTabId;
}

const orderedErrorFields = (errors: FieldErrors<ProjectFormInput>) =>
  PROJECT_FORM_FIELDS.filter((field) => errors[field] != null);

export function ProjectEditor(props: ProjectEditorProps) {
  const { mode, defaultValues, options, isAdmin, paymentKeys = null, mediaPanel } = props;
  const { onSubmit, saving = false, fieldErrors, error = null, validateOnMount = false } = props;
  const form = useForm<ProjectFormInput, unknown, ProjectFormValues>({
    resolver: projectFormResolver({ mode, requireAgency: isAdmin }),
    defaultValues,
  });
  const { handleSubmit, trigger, setError, reset, formState } = form;
  const tabs = PROJECT_TABS.filter((tab) => isAdmin || !tab.adminOnly);
  const [tab, setTab] = useState<ProjectTabId>(props.initialTab ?? 'general');
  useUnsavedChanges(formState.isDirty && !saving);

  // After an edit is saved the page hands over what the server holds: the form starts clean again.
  // Not on mount: useForm already holds them, and a reset would draw every field a second time.
  const held = useRef(defaultValues);
  useEffect(() => {
    if (held.current === defaultValues) return;
    held.current = defaultValues;
    reset(defaultValues);
  }, [defaultValues, reset]);

  useEffect(() => {
    if (validateOnMount) void trigger();
  }, [validateOnMount, trigger]);

  useEffect(() => {
    const placed = Object.entries(fieldErrors ?? {}).filter(
      (entry): entry is [ProjectFormField, string] => isProjectFormField(entry[0]) && !!entry[1],
    );
    for (const [field, message] of placed) setError(field, { type: 'server', message });
    const first = firstTabWith(placed.map(([field]) => field));
    if (first) setTab(first);
  }, [fieldErrors, setError]);

  const onInvalid = (errors: FieldErrors<ProjectFormInput>) => {
    const first = firstTabWith(orderedErrorFields(errors));
    if (first) setTab(first);
  };
  const select = (id: string) => {
    const next = tabs.find((item) => item.id === id);
    if (next) setTab(next.id);
  };
  const position = tabs.findIndex((item) => item.id === tab);
  const step = (delta: number) => {
    const next = tabs[position + delta];
    if (next) setTab(next.id);
  };

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label={mode === 'create' ? 'Crear proyecto' : 'Editar proyecto'}
        onSubmit={handleSubmit(onSubmit, onInvalid)}
      >
        <Stack gap="5">
          {error ? <FormAlert>{error}</FormAlert> : null}
          <Card.Root>
            <Tabs.Root
              lazyMount
              value={tab}
              onValueChange={(details) => select(details.value)}
              variant="line"
              colorPalette="primary"
            >
              <Card.Header pb="0">
                <ProjectEditorTabList tabs={tabs} errors={formState.errors} />
              </Card.Header>
              <Card.Body>
                <fieldset
                  disabled={saving}
                  style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
                >
                  <ProjectEditorTabPanels
                    tabs={tabs}
                    mode={mode}
                    options={options}
                    isAdmin={isAdmin}
                    paymentKeys={paymentKeys}
                    paymentKeysCheck={props.paymentKeysCheck}
                    mediaPanel={mediaPanel}
                  />
                </fieldset>
              </Card.Body>
            </Tabs.Root>
          </Card.Root>
          <HStack gap="3" justify="space-between" wrap="wrap">
            <HStack gap="2">
              <Button
                variant="ghost"
                colorPalette="gray"
                disabled={position <= 0}
                onClick={() => step(-1)}
              >
                Anterior
              </Button>
              <Button
                variant="ghost"
                colorPalette="gray"
                disabled={position >= tabs.length - 1}
                onClick={() => step(1)}
              >
                Siguiente
              </Button>
            </HStack>
            <HStack gap="3">
              <Button asChild variant="outline" colorPalette="gray">
                <Link href="/projects">Cancelar</Link>
              </Button>
              <Button
                type="submit"
                colorPalette="primary"
                loading={saving}
                loadingText="Guardando…"
              >
                {mode === 'create' ? 'Crear proyecto' : 'Guardar cambios'}
              </Button>
            </HStack>
          </HStack>
        </Stack>
      </form>
    </FormProvider>
  );
}

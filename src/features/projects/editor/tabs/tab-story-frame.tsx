// Stories and tests of one editor tab: the tab inside a real form (same resolver as the editor),
// starting empty, filled or with errors (the form's own rules on mount, or the server's messages).
import { useEffect, type ReactNode } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { Box, Card } from '@chakra-ui/react';
import {
  projectFormResolver,
  type ProjectFormInput,
  type ProjectFormValues,
} from '../project-form.schema';

export interface TabStoryFrameProps {
  children: ReactNode;
  defaultValues: ProjectFormInput;
  mode?: 'create' | 'edit';
  /** Run the form's rules on mount, as a failed save would. */
  validate?: boolean;
  /** Messages as the server sends them: [field path, message]. */
  serverErrors?: ReadonlyArray<readonly [FieldPath<ProjectFormInput>, string]>;
}

export function TabStoryFrame(props: TabStoryFrameProps) {
  const { children, defaultValues, mode = 'create', validate = false, serverErrors } = props;
  const form = useForm<ProjectFormInput, unknown, ProjectFormValues>({
    resolver: projectFormResolver({ mode, requireAgency: true }),
    defaultValues,
  });
  const { trigger, setError } = form;
  // The form's rules first (a trigger replaces every field's error), then the server's messages.
  useEffect(() => {
    void (async () => {
      if (validate) await trigger();
      for (const [field, message] of serverErrors ?? [])
        setError(field, { type: 'server', message });
    })();
  }, [validate, serverErrors, trigger, setError]);
  return (
    <Box p="6">
      <Card.Root>
        <Card.Body>
          <FormProvider {...form}>
            <form noValidate aria-label="Pestaña del proyecto">
              {children}
            </form>
          </FormProvider>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}

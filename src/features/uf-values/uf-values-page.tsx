// Route /uf-values (Admin): reads the loaded values and today's UF, saves one value and imports a
// series, and refreshes both after a change.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ImportUfValuesDocument,
  SetUfValueDocument,
  UfOfDayDocument,
  UfValuesDocument,
} from '../../../graphql/generated/client/graphql';
import { toaster } from '../../components/toaster';
import { formatNumber } from '../../lib/format';
import { executeOperation } from '../../lib/network/execute';
import { errorMessage } from '../../lib/network/errors';
import { formFailureOf, type FormFailure } from '../../lib/network/form-failure';
import { useTypedQuery } from '../../lib/react/use-typed-query';
import { dayText } from '../../shared/financing';
import type { UfValueFormValues } from './uf-value-form';
import { UfValuesView, type UfImportOutcome } from './uf-values-view';

const NO_FAILURE: FormFailure<'date' | 'value'> = { fields: {}, message: null };

export function UfValuesPage() {
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const list = useTypedQuery(UfValuesDocument, { page }, { staleTime: 0 });
  const today = useTypedQuery(UfOfDayDocument, {}, { staleTime: 0 });
  const [failure, setFailure] = useState(NO_FAILURE);
  const [outcome, setOutcome] = useState<UfImportOutcome | null>(null);
  const [importError, setImportError] = useState<string | null>(null);
  // A new value changes every peso derived from the UF (financing included): refetch it all.
  const refresh = () => client.invalidateQueries();
  const save = useMutation({
    mutationFn: (values: UfValueFormValues) => executeOperation(SetUfValueDocument, values),
    onMutate: () => setFailure(NO_FAILURE),
    onSuccess: async (data) => {
      const saved = data.setUfValue;
      toaster.create({
        type: 'success',
        title: `UF del ${dayText(saved.date)} guardada: $${formatNumber(saved.value, 2, 2)}.`,
      });
      await refresh();
    },
    onError: (error) => setFailure(formFailureOf(error, ['date', 'value'] as const)),
  });
  const importSeries = useMutation({
    mutationFn: (file: File) => executeOperation(ImportUfValuesDocument, { file }),
    onMutate: () => {
      setOutcome(null);
      setImportError(null);
    },
    onSuccess: async (data) => {
      setOutcome(data.importUfValues);
      if (data.importUfValues.status) await refresh();
    },
    onError: (error) => setImportError(errorMessage(error)),
  });
  const data = list.data?.ufValues ?? null;
  return (
    <UfValuesView
      values={data?.data ?? []}
      page={data}
      loading={list.isPending}
      error={list.error ? errorMessage(list.error) : null}
      onRetry={() => void list.refetch()}
      onPageChange={setPage}
      today={today.data?.ufOfDay ?? null}
      form={{
        saving: save.isPending,
        fieldErrors: failure.fields,
        onSubmit: (values) => save.mutate(values),
      }}
      importing={importSeries.isPending}
      importResult={outcome}
      importError={importError}
      onImport={(file) => importSeries.mutate(file)}
    />
  );
}

// /uf-values without data fetching (Admin): the UF used today with its date, a form for one day's
// value, the import of a series (.xlsx or .csv) with its per-row errors, and the loaded values,
// newest first.
import { useRef } from 'react';
import { Alert, Box, Button, List, Stack, Table, Text } from '@chakra-ui/react';
import { Upload } from 'lucide-react';
import type {
  ImportUfValuesMutation,
  UfOfDayFieldsFragment,
  UfValueFieldsFragment,
} from '../../../graphql/generated/client/graphql';
import { DetailsCard } from '../../components/details-card/details-card';
import { UfOfDayNote } from '../../components/financing/uf-of-day-note';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { Pagination, type PageInfo } from '../../components/pagination/pagination';
import { formatDateTime, formatNumber } from '../../lib/format';
import { dayText } from '../../shared/financing';
import { UfValueForm, type UfValueFormProps } from './uf-value-form';

export type UfImportOutcome = ImportUfValuesMutation['importUfValues'];

export interface UfValuesViewProps {
  values: readonly UfValueFieldsFragment[];
  page: PageInfo | null;
  loading: boolean;
  error: string | null;
  onRetry?(): void;
  onPageChange(page: number): void;
  /** The UF used today; null while loading or when none was loaded. */
  today: UfOfDayFieldsFragment | null;
  form: UfValueFormProps;
  importing: boolean;
  importResult: UfImportOutcome | null;
  importError: string | null;
  onImport(file: File): void;
}

function ImportOutcome({
  result,
  error,
}: {
  result: UfImportOutcome | null;
  error: string | null;
}) {
  if (error) {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>{error}</Alert.Title>
      </Alert.Root>
    );
  }
  if (!result) return null;
  return (
    <Alert.Root
      status={result.status ? 'success' : 'error'}
      role={result.status ? 'status' : 'alert'}
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{result.info}</Alert.Title>
        {result.errors.length ? (
          <Alert.Description>
            <List.Root ps="5" maxH="60" overflowY="auto" aria-label="Errores de la importación">
              {result.errors.map((e) => (
                <List.Item key={`${e.row}-${e.message}`}>
                  Fila {e.row}: {e.message}
                </List.Item>
              ))}
            </List.Root>
          </Alert.Description>
        ) : null}
      </Alert.Content>
    </Alert.Root>
  );
}

export function UfValuesView(props: UfValuesViewProps) {
  const { values, page, loading, error, onRetry, onPageChange, today, form } = props;
  const { importing, importResult, importError, onImport } = props;
  const picker = useRef<HTMLInputElement>(null);
  return (
    <Box>
      <PageHeader
        title="Valores UF"
        description="El valor de la UF de cada día, usado para calcular montos en pesos."
        actions={
          <>
            <input
              ref={picker}
              type="file"
              accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              hidden
              aria-label="Archivo de valores UF"
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                if (file) onImport(file);
                event.currentTarget.value = '';
              }}
            />
            <Button
              variant="outline"
              colorPalette="gray"
              loading={importing}
              loadingText="Importando"
              onClick={() => picker.current?.click()}
            >
              <Upload aria-hidden />
              Importar serie (.xlsx o .csv)
            </Button>
          </>
        }
      />
      <Stack gap="5">
        <ImportOutcome result={importResult} error={importError} />
        <DetailsCard title="Valor de un día">
          <UfOfDayNote uf={today} />
          <UfValueForm {...form} />
          <Text fontSize="xs" color="fg.muted">
            La serie puede ser una lista de fechas (dd-mm-aaaa) y valores (39.485,65), o la tabla
            anual del Banco Central (días en filas, meses en columnas, con el año en el nombre del
            archivo o en una celda «Año 2026»).
          </Text>
        </DetailsCard>
        <DetailsCard title="Valores cargados">
          {error ? <LoadError message={error} onRetry={onRetry} /> : null}
          {!loading && !error && values.length === 0 ? (
            <Text color="fg.muted">Aún no hay valores UF cargados.</Text>
          ) : null}
          {values.length ? (
            <Table.ScrollArea borderWidth="1px" rounded="md">
              <Table.Root size="sm">
                <Table.Caption srOnly>Valores UF cargados</Table.Caption>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader scope="col">Fecha</Table.ColumnHeader>
                    <Table.ColumnHeader scope="col" textAlign="end">
                      Valor
                    </Table.ColumnHeader>
                    <Table.ColumnHeader scope="col">Cargado por</Table.ColumnHeader>
                    <Table.ColumnHeader scope="col">Actualizado</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {values.map((v) => (
                    <Table.Row key={v.date}>
                      <Table.Cell>{dayText(v.date)}</Table.Cell>
                      <Table.Cell textAlign="end">${formatNumber(v.value, 2, 2)}</Table.Cell>
                      <Table.Cell>{v.loaded_by ?? '—'}</Table.Cell>
                      <Table.Cell>{formatDateTime(v.updated_at)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          ) : null}
          {page && page.total > 0 ? (
            <Pagination page={page} onPageChange={onPageChange} disabled={loading} />
          ) : null}
        </DetailsCard>
      </Stack>
    </Box>
  );
}

// The "Exportaciones" panel without data fetching: the viewer's recent jobs, newest first, each
// with its state, progress and download; a skeleton while loading, an empty state, an error with
// a way to try again.
import { Card, EmptyState, Skeleton, Table, Text } from '@chakra-ui/react';
import { FileSpreadsheet } from 'lucide-react';
import type { ExportJob } from '../../../machines/exports/exports.types';
import { LoadError } from '../load-error';
import { ExportJobRow } from './export-job-row';

export interface ExportsPanelViewProps {
  /** null before the first answer. */
  jobs: readonly ExportJob[] | null;
  loading: boolean;
  error: string | null;
  onReload?(): void;
  /** The retry of a failed job, when its request is known. */
  retryFor?(job: ExportJob): (() => Promise<unknown>) | undefined;
  title?: string;
}

const CAPTION = 'Tus exportaciones';
const COLUMNS = ['Tipo', 'Solicitada', 'Estado', 'Archivo'] as const;

export function ExportsPanelView({
  jobs,
  loading,
  error,
  onReload,
  retryFor,
  title = CAPTION,
}: ExportsPanelViewProps) {
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Card.Title as="h2">{title}</Card.Title>
        <Card.Description>
          Los archivos quedan disponibles durante 7 días. Te avisaremos cuando estén listos.
        </Card.Description>
      </Card.Header>
      <Card.Body>
        {error ? <LoadError message={error} onRetry={onReload} /> : null}
        {!error && jobs?.length === 0 ? <EmptyJobs /> : null}
        {!error && (jobs === null ? loading : jobs.length > 0) ? (
          <Table.ScrollArea
            borderWidth="1px"
            rounded="md"
            tabIndex={0}
            role="region"
            aria-label={CAPTION}
            aria-busy={loading || undefined}
          >
            <Table.Root size="sm">
              <Table.Caption srOnly>{CAPTION}</Table.Caption>
              <Table.Header>
                <Table.Row>
                  {COLUMNS.map((column) => (
                    <Table.ColumnHeader key={column} bg="bg.muted" scope="col">
                      {column}
                    </Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {jobs === null
                  ? Array.from({ length: 3 }, (_, row) => (
                      <Table.Row key={row} data-testid="exports-skeleton">
                        {COLUMNS.map((column) => (
                          <Table.Cell key={column}>
                            <Skeleton height="4" />
                          </Table.Cell>
                        ))}
                      </Table.Row>
                    ))
                  : jobs.map((job) => (
                      <ExportJobRow key={job.id} job={job} onRetry={retryFor?.(job)} />
                    ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

function EmptyJobs() {
  return (
    <EmptyState.Root size="sm">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <FileSpreadsheet aria-hidden />
        </EmptyState.Indicator>
        <EmptyState.Title>Aún no tienes exportaciones</EmptyState.Title>
        <EmptyState.Description>
          <Text as="span">
            Las exportaciones que solicites aparecerán aquí con su avance y su archivo.
          </Text>
        </EmptyState.Description>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

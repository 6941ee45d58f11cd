// One job of the panel, driven by its own export-job machine started from the listed job: a job
// still being generated is followed live, a ready one downloads through its signed link.
import { Badge, Button, Stack, Table, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import type { ExportJob } from '../../../machines/exports/exports.types';
import { formatDateTime } from '../../lib/format';
import { ExportJobControl } from './export-job-control';
import { PHASE_BADGES, exportTypeLabel, phaseOf } from './export-job-labels';
import { useExportJob } from './use-export-job';

export interface ExportJobRowProps {
  job: ExportJob;
  /** Requests the same export again (known only for jobs whose filters the page remembers). */
  onRetry?: () => Promise<unknown>;
}

export function ExportJobRow({ job, onRetry }: ExportJobRowProps) {
  const actor = useExportJob({ job });
  const phase = useSelector(actor, phaseOf);
  const fileName = useSelector(actor, (snapshot) => snapshot.context.job?.file_name ?? null);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const badge = PHASE_BADGES[phase];
  const type = exportTypeLabel(job.type);
  return (
    <Table.Row data-job-id={job.id} aria-label={`${type}, ${formatDateTime(job.created_at)}`}>
      <Table.Cell>
        <Text fontWeight="medium">{type}</Text>
        {fileName ? (
          <Text fontSize="xs" color="fg.muted" wordBreak="break-word">
            {fileName}
          </Text>
        ) : null}
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{formatDateTime(job.created_at)}</Table.Cell>
      <Table.Cell>
        <Badge colorPalette={badge.palette} variant="subtle">
          {badge.label}
        </Badge>
      </Table.Cell>
      <Table.Cell minW="48">
        {phase === 'failed' ? (
          <FailedCell message={error} onRetry={onRetry} />
        ) : phase === 'queued' ? (
          <Text fontSize="sm" color="fg.muted">
            Esperando turno…
          </Text>
        ) : (
          <ExportJobControl actor={actor} repeatable={false} size="xs" />
        )}
      </Table.Cell>
    </Table.Row>
  );
}

function FailedCell({
  message,
  onRetry,
}: {
  message: string | null;
  onRetry?: () => Promise<unknown>;
}) {
  // The new request becomes a row of its own; this one stays as the failed attempt.
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    if (!onRetry) return;
    setRetrying(true);
    void onRetry().finally(() => setRetrying(false));
  };
  return (
    <Stack gap="1" align="flex-start">
      <Text fontSize="sm" color="fg.error">
        {message}
      </Text>
      {onRetry ? (
        <Button
          size="xs"
          variant="outline"
          colorPalette="gray"
          loading={retrying}
          loadingText="Solicitando…"
          onClick={retry}
        >
          <RotateCcw aria-hidden />
          Reintentar
        </Button>
      ) : null}
    </Stack>
  );
}

// The controls of one export as its machine stands: request, progress, download, failure with
// retry. Reads the actor with useSelector (CONVENTIONS rule 6); holds no state of its own.
import { Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { Check, Clock, Download, FileDown, RotateCcw } from 'lucide-react';
import type { ActorRefFrom } from 'xstate';
import type { ExportJobMachine } from '../../../machines/exports/exports.machine';
import { phaseOf, progressLabel } from './export-job-labels';

export interface ExportJobControlProps {
  actor: ActorRefFrom<ExportJobMachine>;
  /** The request button's text. */
  label?: string;
  /** Whether a failed export can be requested again from here. */
  repeatable?: boolean;
  /** The request button waits (e.g. while the form's filters are invalid). */
  disabled?: boolean;
  size?: 'xs' | 'sm' | 'md';
}

export function ExportJobControl({
  actor,
  label = 'Exportar',
  repeatable = true,
  disabled = false,
  size = 'sm',
}: ExportJobControlProps) {
  const phase = useSelector(actor, phaseOf);
  const progress = useSelector(actor, (snapshot) => snapshot.context.job?.progress ?? 0);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const send = actor.send;

  switch (phase) {
    case 'idle':
      return (
        <Button
          size={size}
          colorPalette="primary"
          disabled={disabled}
          onClick={() => send({ type: 'export.requested' })}
        >
          <FileDown aria-hidden />
          {label}
        </Button>
      );
    case 'requesting':
    case 'recovering':
    case 'downloading':
      return (
        <Button size={size} colorPalette="primary" loading loadingText={BUSY_TEXT[phase]}>
          {BUSY_TEXT[phase]}
        </Button>
      );
    case 'queued':
      return (
        <Button size={size} variant="subtle" colorPalette="gray" disabled>
          <Clock aria-hidden />
          En cola
        </Button>
      );
    case 'running':
      return (
        <Progress.Root
          value={progress}
          size="sm"
          colorPalette="primary"
          minW="40"
          aria-label={progressLabel(progress)}
        >
          <Progress.Label mb="1" fontSize="sm">
            {progressLabel(progress)}
          </Progress.Label>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      );
    case 'ready':
      return (
        <Button
          size={size}
          colorPalette="success"
          onClick={() => send({ type: 'download.requested' })}
        >
          <Download aria-hidden />
          Descargar
        </Button>
      );
    case 'downloaded':
      return (
        <Button
          size={size}
          variant="outline"
          colorPalette="success"
          title="Descargar de nuevo"
          onClick={() => send({ type: 'download.requested' })}
        >
          <Check aria-hidden />
          Descargado
        </Button>
      );
    case 'failed':
    case 'downloadFailed':
    case 'recoveryFailed': {
      const retry =
        phase === 'downloadFailed'
          ? () => send({ type: 'download.requested' })
          : () => send({ type: 'retry.requested' });
      const canRetry = phase !== 'failed' || repeatable;
      return (
        <Stack gap="1" align="flex-start" maxW="sm">
          <Text role="alert" fontSize="sm" color="fg.error">
            {error}
          </Text>
          {canRetry ? (
            <HStack>
              <Button size={size} variant="outline" colorPalette="gray" onClick={retry}>
                <RotateCcw aria-hidden />
                Reintentar
              </Button>
            </HStack>
          ) : null}
        </Stack>
      );
    }
  }
}

const BUSY_TEXT = {
  requesting: 'Solicitando…',
  recovering: 'Consultando…',
  downloading: 'Descargando…',
} as const;

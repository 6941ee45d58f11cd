// A button that asks the payment gateway something on demand («Verificar con Flow», «Probar
// credenciales») and shows the answer under it: what the gateway said and, line by line, what
// changed. The caller runs the request and says how its answer reads; a failed request shows the
// server's Spanish message. Feature-agnostic: the bookings, promises and projects screens use it.
import { Alert, Button, List, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { errorMessage } from '../../lib/network/errors';

export interface GatewayCheckResult {
  tone: 'success' | 'warning' | 'error' | 'info';
  title: string;
  /** What changed, one line each; an empty list says so with `unchangedText`. */
  details?: readonly string[];
}

export interface GatewayCheckProps {
  label: string;
  busyLabel: string;
  run(): Promise<GatewayCheckResult>;
  /** Shown under the title when `details` is empty and the answer is no error (null: nothing). */
  unchangedText?: string | null;
}

type CheckState =
  | { phase: 'idle' }
  | { phase: 'running' }
  | { phase: 'done'; result: GatewayCheckResult }
  | { phase: 'failed'; message: string };

export function GatewayCheck({ label, busyLabel, run, unchangedText = null }: GatewayCheckProps) {
  const [state, setState] = useState<CheckState>({ phase: 'idle' });
  const start = () => {
    setState({ phase: 'running' });
    run().then(
      (result) => setState({ phase: 'done', result }),
      (error: unknown) => setState({ phase: 'failed', message: errorMessage(error) }),
    );
  };
  const result: GatewayCheckResult | null =
    state.phase === 'done'
      ? state.result
      : state.phase === 'failed'
        ? { tone: 'error', title: state.message }
        : null;
  const details = result?.details ?? [];
  return (
    <Stack gap="3" align="flex-start">
      <Button
        type="button"
        size="sm"
        variant="outline"
        colorPalette="primary"
        loading={state.phase === 'running'}
        loadingText={busyLabel}
        onClick={start}
      >
        {label}
      </Button>
      {result ? (
        <Alert.Root status={result.tone} role="status" aria-live="polite" maxW="2xl">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{result.title}</Alert.Title>
            {details.length ? (
              <Alert.Description>
                <List.Root ps="4">
                  {details.map((line) => (
                    <List.Item key={line}>{line}</List.Item>
                  ))}
                </List.Root>
              </Alert.Description>
            ) : unchangedText && result.tone !== 'error' && state.phase === 'done' ? (
              <Alert.Description>{unchangedText}</Alert.Description>
            ) : null}
          </Alert.Content>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}

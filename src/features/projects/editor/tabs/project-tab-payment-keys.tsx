// Claves de pago (Admin only): the gateway's keys are stored encrypted and only ever shown masked;
// typing a new one replaces it, leaving the input blank keeps the current one.
import { Code, DataList, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { TextField } from './form-controls';

export interface MaskedPaymentKeys {
  api_key: string;
  secret_key: string;
}

export function ProjectTabPaymentKeys({
  current,
  check,
}: {
  current: MaskedPaymentKeys | null;
  /** «Probar credenciales» (edit page, Admin): shown under the stored keys. */
  check?: ReactNode;
}) {
  return (
    <Stack gap="5">
      {current ? (
        <DataList.Root orientation="horizontal" size="sm">
          <DataList.Item>
            <DataList.ItemLabel>API key actual</DataList.ItemLabel>
            <DataList.ItemValue>
              <Code>{current.api_key}</Code>
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Secret key actual</DataList.ItemLabel>
            <DataList.ItemValue>
              <Code>{current.secret_key}</Code>
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      ) : (
        <Text color="fg.muted">El proyecto aún no tiene claves de la pasarela de pago.</Text>
      )}
      {current && check ? check : null}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <TextField
          name="api_key"
          label={current ? 'Nueva API key' : 'API key'}
          type="password"
          helper={current ? 'En blanco: se mantiene la actual.' : undefined}
        />
        <TextField
          name="secret_key"
          label={current ? 'Nueva secret key' : 'Secret key'}
          type="password"
          helper={current ? 'En blanco: se mantiene la actual.' : undefined}
        />
      </SimpleGrid>
    </Stack>
  );
}

import { Alert, Button } from '@chakra-ui/react';

/** A list that could not load: the server's Spanish message and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert.Root status="error" role="alert" mb="4" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>No se pudo cargar la lista.</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
      {onRetry ? (
        <Button size="sm" variant="outline" colorPalette="gray" onClick={onRetry}>
          Reintentar
        </Button>
      ) : null}
    </Alert.Root>
  );
}

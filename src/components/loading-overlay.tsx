import { Box, Spinner, Text, VStack } from '@chakra-ui/react';

export interface LoadingOverlayProps {
  visible: boolean;
  label?: string;
}

/**
 * Full-screen spinner for route chunk loading and session restore. It fades in after a short
 * delay so that fast navigations never flash it.
 */
export function LoadingOverlay({ visible, label = 'Cargando…' }: LoadingOverlayProps) {
  if (!visible) return null;
  return (
    <Box
      data-testid="loading-overlay"
      role="status"
      aria-live="polite"
      aria-busy="true"
      position="fixed"
      inset="0"
      zIndex="overlay"
      display="flex"
      alignItems="center"
      justifyContent="center"
      bg="bg.overlay"
      backdropFilter="blur(2px)"
      animationName="route-fade-in"
      animationDuration="200ms"
      animationDelay="150ms"
      animationFillMode="both"
      _motionReduce={{ animation: 'none' }}
    >
      <VStack gap="3">
        <Spinner size="xl" color="primary.solid" borderWidth="3px" />
        <Text fontWeight="medium" color="fg.muted">
          {label}
        </Text>
      </VStack>
    </Box>
  );
}

import { Box, Center, HStack, Text } from '@chakra-ui/react';
import { HousePlus } from 'lucide-react';

export interface BrandProps {
  /** Only the mark (collapsed sidebar). */
  compact?: boolean;
  /** Text color token; the sidebar passes its own so the brand follows the skin. */
  color?: string;
}

/** Logo mark + product name; purely presentational (links are added by the caller). */
export function Brand({ compact = false, color = 'fg.heading' }: BrandProps) {
  return (
    <HStack gap="2.5" minW="0">
      <Center flexShrink={0} boxSize="9" borderRadius="lg" bg="primary.solid" color="primary.contrast" boxShadow="sm">
        <HousePlus size={20} aria-hidden />
      </Center>
      {compact ? null : (
        <Box lineHeight="1.1" minW="0">
          <Text fontWeight="bold" fontSize="md" color={color} truncate>
            Subsidio Habitacional
          </Text>
          <Text fontSize="xs" color="primary.fg" fontWeight="semibold" letterSpacing="wide" textTransform="uppercase">
            Back office
          </Text>
        </Box>
      )}
    </HStack>
  );
}

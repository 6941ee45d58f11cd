import { Box, Center, HStack, Text } from '@chakra-ui/react';
import { HousePlus } from 'lucide-react';

export interface BrandProps {
  /** Only the mark (collapsed sidebar). */
  compact?: boolean;
  /** Only the mark on phones, where the navbar has no room for the name (horizontal layout). */
  compactOnPhones?: boolean;
  /** Text color token; the sidebar passes its own so the brand follows the skin. */
  color?: string;
  /** The sidebar uses 'sm' so that the name fits its width. */
  nameSize?: 'sm' | 'md';
  /** The 'Back office' line; the sidebar passes a muted menu color (pink on navy is too faint). */
  subtitleColor?: string;
}

/** Logo mark + product name; purely presentational (links are added by the caller). */
export function Brand({
  compact = false,
  compactOnPhones = false,
  nameSize = 'md',
  color = 'fg.heading',
  subtitleColor = 'primary.fg',
}: BrandProps) {
  return (
    <HStack gap="2.5" minW="0">
      <Center
        flexShrink={0}
        boxSize="9"
        borderRadius="lg"
        bg="primary.solid"
        color="primary.contrast"
        boxShadow="sm"
      >
        <HousePlus size={20} aria-hidden />
      </Center>
      {compact ? null : (
        <Box
          lineHeight="1.1"
          minW="0"
          display={compactOnPhones ? { base: 'none', md: 'block' } : 'block'}
        >
          <Text fontWeight="bold" fontSize={nameSize} color={color} truncate>
            Subsidio Habitacional
          </Text>
          <Text
            fontSize="xs"
            color={subtitleColor}
            fontWeight="semibold"
            letterSpacing="wide"
            textTransform="uppercase"
          >
            Back office
          </Text>
        </Box>
      )}
    </HStack>
  );
}

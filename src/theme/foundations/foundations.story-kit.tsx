// The frame of every «Fundamentos» page: a heading, a short Spanish introduction, the content.
import type { ReactNode } from 'react';
import { Badge, Box, Heading, Stack, Text } from '@chakra-ui/react';
import { contrastLevel, formatRatio, type ContrastLevel } from './contrast';

export function FoundationPage(props: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <Box as="main" p={{ base: '4', md: '8' }} maxW="7xl">
      <Stack gap="2" mb="6">
        <Heading as="h1" size="2xl" color="fg.heading">
          {props.title}
        </Heading>
        <Text color="fg.muted" maxW="3xl">
          {props.intro}
        </Text>
      </Stack>
      {props.children}
    </Box>
  );
}

const LEVEL_PALETTE: Record<ContrastLevel, string> = {
  AAA: 'success',
  AA: 'success',
  'AA texto grande': 'warning',
  'No cumple': 'danger',
};

/** A ratio with the WCAG level it reaches, as a badge: '4,54:1 · AA'. */
export function RatioBadge({ ratio, label }: { ratio: number; label: string }) {
  const level = contrastLevel(ratio);
  return (
    <Text as="span" textStyle="xs" display="flex" gap="1" alignItems="center" flexWrap="wrap">
      <span>{label}</span>
      <Badge size="sm" variant="subtle" colorPalette={LEVEL_PALETTE[level]}>
        {formatRatio(ratio)} · {level}
      </Badge>
    </Text>
  );
}

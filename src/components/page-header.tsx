import { Box, Flex, HStack, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Usually the app's breadcrumbs; a slot so that components stay free of routing. */
  breadcrumbs?: ReactNode;
  actions?: ReactNode;
}

export function PageHeader({ title, description, breadcrumbs, actions }: PageHeaderProps) {
  return (
    <Flex
      as="header"
      mb="6"
      gap="4"
      align={{ base: 'stretch', md: 'flex-end' }}
      direction={{ base: 'column', md: 'row' }}
      justify="space-between"
    >
      <Box minW="0">
        {breadcrumbs ? <Box mb="1">{breadcrumbs}</Box> : null}
        <Heading as="h1" size="2xl" color="fg.heading" lineClamp={2}>
          {title}
        </Heading>
        {description ? (
          <Text mt="1" color="fg.muted">
            {description}
          </Text>
        ) : null}
      </Box>
      {actions ? (
        <HStack gap="2" flexShrink={0} wrap="wrap">
          {actions}
        </HStack>
      ) : null}
    </Flex>
  );
}

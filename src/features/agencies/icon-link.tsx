import { IconButton, Portal, Tooltip } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** A compact row action: an icon with its name as the tooltip and the accessible label. */
export function IconLink({
  href,
  label,
  children,
}: {
  href: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <Tooltip.Root openDelay={150} positioning={{ placement: 'top' }}>
      <Tooltip.Trigger asChild>
        <IconButton asChild size="sm" variant="ghost" colorPalette="gray" aria-label={label}>
          <Link href={href}>{children}</Link>
        </IconButton>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{label}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

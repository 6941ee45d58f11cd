import { IconButton, Portal, Tooltip } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'wouter';

function Tip({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Tooltip.Root openDelay={150} positioning={{ placement: 'top' }}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{label}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

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
    <Tip label={label}>
      <IconButton asChild size="sm" variant="ghost" colorPalette="gray" aria-label={label}>
        <Link href={href}>{children}</Link>
      </IconButton>
    </Tip>
  );
}

/** The same look for an action that stays on the page (remove, star). */
export function IconAction({
  label,
  children,
  ...props
}: { label: string; children: ReactNode } & Omit<
  ComponentProps<typeof IconButton>,
  'aria-label' | 'children'
>) {
  return (
    <Tip label={label}>
      <IconButton size="sm" variant="ghost" colorPalette="gray" aria-label={label} {...props}>
        {children}
      </IconButton>
    </Tip>
  );
}

// The buttons of a list row. An action that the record refuses (a system role cannot be deleted)
// stays visible but disabled, with the reason on hover and focus.
import { Button, HStack, Portal, Tooltip, VisuallyHidden } from '@chakra-ui/react';
import { History, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

interface GuardedButtonProps {
  label: string;
  /** The item's name, read after the label by screen readers ("Eliminar NewsUser"). */
  subject: string;
  icon: ReactNode;
  reason?: string | null;
  tone?: 'danger' | 'gray';
  onClick(): void;
}

export function GuardedButton({
  label,
  subject,
  icon,
  reason,
  tone = 'gray',
  onClick,
}: GuardedButtonProps) {
  const button = (
    <Button
      size="xs"
      variant="ghost"
      colorPalette={tone}
      disabled={Boolean(reason)}
      onClick={onClick}
    >
      {icon}
      {label}
      <VisuallyHidden> {subject}</VisuallyHidden>
    </Button>
  );
  if (!reason) return button;
  return (
    <Tooltip.Root openDelay={150} positioning={{ placement: 'top' }}>
      {/* A disabled button gets no pointer or focus events: the wrapper carries the tooltip. */}
      <Tooltip.Trigger asChild>
        <span tabIndex={0} aria-label={`${label} ${subject}: ${reason}`}>
          {button}
        </span>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxW="xs">{reason}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

export interface RowActionsProps {
  subject: string;
  auditsHref: string;
  editLabel?: string;
  editReason?: string | null;
  deleteReason?: string | null;
  onEdit(): void;
  onDelete(): void;
}

export function RowActions(props: RowActionsProps) {
  const { subject, auditsHref, editLabel = 'Editar', editReason, deleteReason } = props;
  return (
    <HStack gap="1" justify="flex-end">
      <GuardedButton
        label={editLabel}
        subject={subject}
        icon={<Pencil aria-hidden />}
        reason={editReason}
        onClick={props.onEdit}
      />
      <GuardedButton
        label="Eliminar"
        subject={subject}
        icon={<Trash2 aria-hidden />}
        tone="danger"
        reason={deleteReason}
        onClick={props.onDelete}
      />
      <Button asChild size="xs" variant="ghost" colorPalette="gray">
        <Link href={auditsHref}>
          <History aria-hidden />
          Auditoría
          <VisuallyHidden> de {subject}</VisuallyHidden>
        </Link>
      </Button>
    </HStack>
  );
}

// The Estado cell: a switch that calls changeUserStatus. The page flips it at once (optimistic)
// and turns it back if the server refuses; it waits while its own change is on the way.
import { useId } from 'react';
import { Switch, VisuallyHidden } from '@chakra-ui/react';

export interface UserStatusSwitchProps {
  /** Whose status, for the accessible name ('Estado de Camila Rojas Soto'). */
  name: string;
  active: boolean;
  disabled?: boolean;
  /** Why it is disabled, read with the switch (your own user). */
  hint?: string;
  onChange: (active: boolean) => void;
}

export function UserStatusSwitch({
  name,
  active,
  disabled,
  hint,
  onChange,
}: UserStatusSwitchProps) {
  // Named after the person, not the visible 'Activo' (the same in every row); the checked state
  // says whether they are active.
  const nameId = useId();
  return (
    <Switch.Root
      size="sm"
      colorPalette="green"
      checked={active}
      disabled={disabled}
      onCheckedChange={(details) => onChange(details.checked)}
      title={hint}
    >
      <Switch.HiddenInput role="switch" aria-labelledby={nameId} />
      <VisuallyHidden id={nameId}>Estado de {name}</VisuallyHidden>
      <Switch.Control />
      <Switch.Label fontWeight="normal" color={active ? 'fg' : 'fg.muted'}>
        {active ? 'Activo' : 'Inactivo'}
      </Switch.Label>
    </Switch.Root>
  );
}

import { Switch } from '@chakra-ui/react';

export interface FlagSwitchProps {
  /** The accessible name ("Visible: Parque Los Aromos"). */
  label: string;
  checked: boolean;
  busy?: boolean;
  /** Read-only roles see the state without being able to flip it. */
  readOnly?: boolean;
  onChange(next: boolean): void;
}

/** One boolean of a list row, saved as soon as it flips. */
export function FlagSwitch({ label, checked, busy = false, readOnly, onChange }: FlagSwitchProps) {
  return (
    <Switch.Root
      size="sm"
      colorPalette="primary"
      checked={checked}
      disabled={busy || readOnly}
      aria-busy={busy || undefined}
      onCheckedChange={(details) => onChange(details.checked)}
    >
      <Switch.HiddenInput />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label srOnly>{label}</Switch.Label>
    </Switch.Root>
  );
}

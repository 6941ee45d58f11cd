import { Switch } from '@chakra-ui/react';

export interface FlagSwitchProps {
  /** The accessible name ("Destacada: Inmobiliaria Andes"). */
  label: string;
  checked: boolean;
  busy?: boolean;
  onChange(next: boolean): void;
}

/** One boolean of a list row, saved as soon as it flips. */
export function FlagSwitch({ label, checked, busy = false, onChange }: FlagSwitchProps) {
  return (
    <Switch.Root
      size="sm"
      colorPalette="primary"
      checked={checked}
      disabled={busy}
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

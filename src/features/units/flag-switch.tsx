// One flag of a unit, saved as soon as it flips: a native checkbox with the switch role, drawn as
// a switch by UNIT_CELL_CSS on an ancestor. A units page holds hundreds of them, and a plain input
// costs nothing to mount.
export interface FlagSwitchProps {
  /** The accessible name ("Visible: A-101"). */
  label: string;
  checked: boolean;
  busy?: boolean;
  onChange(next: boolean): void;
}

export function FlagSwitch({ label, checked, busy = false, onChange }: FlagSwitchProps) {
  return (
    <input
      className="unit-switch"
      type="checkbox"
      role="switch"
      aria-label={label}
      aria-busy={busy || undefined}
      checked={checked}
      disabled={busy}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}

/** The look of the units' cells (switch, identifier link, availability badge), set once. */
export const UNIT_CELL_CSS = {
  '& input.unit-switch': {
    appearance: 'none',
    position: 'relative',
    display: 'inline-block',
    verticalAlign: 'middle',
    w: '8',
    h: '4.5',
    rounded: 'full',
    bg: 'bg.emphasized',
    cursor: 'pointer',
    transition: 'background 0.15s',
    _before: {
      content: '""',
      position: 'absolute',
      top: '2px',
      left: '2px',
      boxSize: '3.5',
      rounded: 'full',
      bg: 'white',
      boxShadow: 'xs',
      transition: 'transform 0.15s',
    },
    _checked: { bg: 'primary.solid', _before: { transform: 'translateX(14px)' } },
    _disabled: { cursor: 'progress', opacity: 0.6 },
    _focusVisible: {
      outline: '2px solid',
      outlineColor: 'primary.focusRing',
      outlineOffset: '2px',
    },
  },
  '& a.unit-link': {
    fontWeight: 'semibold',
    color: 'primary.fg',
    _hover: { textDecoration: 'underline' },
    _focusVisible: { outline: '2px solid', outlineColor: 'primary.focusRing' },
  },
  '& .unit-badge': {
    display: 'inline-block',
    px: '1.5',
    rounded: 'sm',
    textStyle: 'xs',
    fontWeight: 'medium',
    bg: 'gray.subtle',
    color: 'gray.fg',
    '&[data-available]': { bg: 'green.subtle', color: 'green.fg' },
  },
  '& .unit-muted': { color: 'fg.muted' },
} as const;
